// One description of a special file for the whole kit: the workspace tools and session-core's reader both say
// what a folder, a FIFO or a device is with these words.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { describeFileKind, fileKindOf } from "../src/file-kind.ts";
import { FILE_KIND_WORDS } from "../src/words/index.ts";

let base: string;
beforeEach(() => {
  base = mkdtempSync(join(tmpdir(), "agent-loop-file-kind-"));
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

describe("describeFileKind", () => {
  it("tells a folder, a FIFO and a device apart, in English by default and in the words a caller passes", () => {
    const fifo = join(base, "pipe");
    execFileSync("mkfifo", [fifo]);
    expect([base, fifo, "/dev/null"].map((path) => fileKindOf(statSync(path)))).toEqual(["folder", "fifo", "device"]);
    expect(describeFileKind(statSync(base))).toBe("a folder");
    expect(describeFileKind(statSync(fifo))).toBe("a FIFO (named pipe)");
    expect(describeFileKind(statSync("/dev/null"))).toBe("a device or other special file");
    expect(describeFileKind(statSync(fifo), FILE_KIND_WORDS.zh)).toBe("FIFO（命名管道）");
  });
});
