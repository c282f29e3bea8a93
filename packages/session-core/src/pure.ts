/**
 * The pure heart of a session, with no file, lock or Node API behind it: entry types, the tree and its leaf, and
 * the context builder. `import ... from "@kit/session-core/tree"` gets only these, so a web page (or any code
 * that never touches the disk) can reuse the real path walk instead of writing its own.
 */

export * from "./context.ts";
export * from "./context-edits.ts";
export * from "./entries.ts";
export * from "./on-path.ts";
export * from "./tree.ts";
