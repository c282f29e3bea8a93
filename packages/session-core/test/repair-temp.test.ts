/**
 * A repair killed before its rename leaves its temporary file beside the
 * session, as big as the session. Its name says whose it is
 * (`FILE.repair-tmp-PID`): `check` names it with the command that removes it,
 * and the next repair removes it, whether or not the session needs mending.
 * Nothing else beside the session is touched.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkCommand, repairCommand } from "../src/cli/commands.ts";
import { repairSession } from "../src/index.ts";
import { filesIn, HEADER, messageLine, tempDir, writeLines } from "./support/files.ts";

function sessionWithOrphan(lines: (string | object)[]): { dir: string; path: string; orphan: string } {
  const dir = tempDir();
  const path = join(dir, "s.jsonl");
  writeLines(path, lines);
  // What a repair killed mid-write leaves: most of a mended file under the kit's temporary name.
  const orphan = `${path}.repair-tmp-4242`;
  writeFileSync(orphan, readFileSync(path).subarray(0, 100));
  // Files that only look alike stay: another session's, and a name that is not a process id.
  writeFileSync(join(dir, "t.jsonl.repair-tmp-4242"), "other");
  writeFileSync(`${path}.repair-tmp-notes`, "mine");
  return { dir, path, orphan };
}

describe("a stopped repair's temporary file", () => {
  it("is named by check, with the command that removes it; check removes nothing", () => {
    const { path, orphan } = sessionWithOrphan([HEADER, messageLine("a1", null, "hello")]);
    const output = checkCommand("s.jsonl", path);
    expect(output.exitCode).toBe(0);
    const line = output.stdout.find((text) => text.includes(orphan));
    expect(line).toContain("100 bytes");
    expect(line).toContain("npm run session -- repair s.jsonl");
    expect(existsSync(orphan)).toBe(true);
  });

  it("is removed by the next repair of a sound file, which leaves the file itself untouched", () => {
    const { dir, path, orphan } = sessionWithOrphan([HEADER, messageLine("a1", null, "hello")]);
    const before = readFileSync(path);
    const output = repairCommand("s.jsonl", path);
    expect(output.stdout.join("\n")).toContain(`removed ${orphan} (100 bytes)`);
    expect(existsSync(orphan)).toBe(false);
    expect(readFileSync(path)).toEqual(before);
    expect(filesIn(dir)).toEqual(["s.jsonl", "s.jsonl.repair-tmp-notes", "t.jsonl.repair-tmp-4242"]);
  });

  it("is removed by the next repair of a damaged file, and the mended file leaves no temporary file of its own", () => {
    const { dir, path, orphan } = sessionWithOrphan([
      HEADER,
      messageLine("a1", null, "hello"),
      messageLine("a2", "gone", "orphan entry"),
    ]);
    const report = repairSession(path);
    expect(report.changed).toBe(true);
    expect(report.actions[0]).toContain(`removed ${orphan}`);
    expect(report.problemsAfter).toEqual([]);
    expect(filesIn(dir).filter((name) => name.includes("repair-tmp"))).toEqual([
      "s.jsonl.repair-tmp-notes",
      "t.jsonl.repair-tmp-4242",
    ]);
    expect(readFileSync(path, "utf8")).toContain('"orphan entry"');
  });
});
