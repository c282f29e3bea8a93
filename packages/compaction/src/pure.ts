/**
 * The parts of compaction that need no file and no model at run time: where to cut, token estimates, and where the
 * leaf goes on `/tree`. They import only session-core's and agent-loop's pure subpaths, so a web page can run the
 * kit's real rules: `import { findCutPoint, navigationTarget } from "@kit/compaction/pure"`.
 */

export * from "./cut-point.ts";
export * from "./navigate.ts";
export * from "./settings.ts";
export * from "./tokens.ts";
