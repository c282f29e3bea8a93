/**
 * The inspector CLI: a few runs as a real process (exit codes, stdout), the
 * rest through `main` in-process. Every read command is checked to leave the
 * file's bytes as they were.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ENTRY_LINE, run, runProcess, runProcessUnder } from "./support/cli-run.ts";
import {
  copyFixture,
  filesIn,
  HEADER,
  messageLine,
  newSession,
  sha256,
  tempDir,
  user,
  writeLines,
} from "./support/files.ts";

describe("as a process, on pi's v1 files", { timeout: 120_000 }, () => {
  it("tree: a line per entry (and a marker where the indentation restarts), one leaf; the file unchanged", () => {
    const path = copyFixture("before-compaction");
    const hash = sha256(path);
    const { code, stdout, stderr } = runProcess("tree", path);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split("\n");
    expect(lines[0]).toContain("version 1, read as version 3 in memory · 1002 entries");
    const entryLines = lines.slice(1).filter((line) => ENTRY_LINE.test(line));
    const markers = lines.slice(1).filter((line) => /^… continues at depth \d+, below [0-9a-f]{8}:$/.test(line));
    expect(entryLines).toHaveLength(1002);
    expect(markers.length).toBeGreaterThan(0);
    expect(entryLines.length + markers.length).toBe(lines.length - 1);
    expect(lines.filter((line) => line.endsWith("← leaf"))).toHaveLength(1);
    expect(lines.filter((line) => / compaction "/.test(line))).toHaveLength(2);
    expect(sha256(path)).toBe(hash);
  });

  it("check: exit 0 on a sound file, exit 1 with file:line problems on a damaged one", () => {
    const path = copyFixture("large-session");
    const sound = runProcess("check", path);
    expect(sound.code).toBe(0);
    expect(sound.stdout).toContain("no problems");

    writeFileSync(path, '{"type":"message","timestamp":', { flag: "a" }); // a torn last line
    const hash = sha256(path);
    const torn = runProcess("check", path);
    expect(torn.code).toBe(1);
    expect(torn.stdout).toContain(`${path}:1020: torn-last-line:`);
    expect(sha256(path)).toBe(hash); // check never sets anything aside
  });

  it("repair, then check passes", () => {
    const dir = tempDir();
    const path = join(dir, "s.jsonl");
    writeLines(path, [
      HEADER,
      messageLine("a0000001", null, "one"),
      "garbage",
      messageLine("a0000002", "nobody00", "orphan"),
    ]);
    expect(run("check", path).code).toBe(1);
    const repaired = runProcess("repair", path);
    expect(repaired.code, repaired.stderr).toBe(0);
    expect(repaired.stdout).toContain(`kept the original as ${path}.bak`);
    expect(repaired.stdout).toContain("line 3: not valid JSON");
    expect(repaired.stdout).toContain("check: no problems");
    const check = runProcess("check", path);
    expect(check.code).toBe(0);
    expect(filesIn(dir)).toEqual(["s.jsonl", "s.jsonl.bak", "s.jsonl.repair.log"]);
  });
});

describe("main, in-process", () => {
  it("context without --json: a heading and one line per message", () => {
    const path = join(tempDir(), "s.jsonl");
    const session = newSession(path);
    session.appendModelChange("openai", "gpt-x");
    session.appendMessage(user("hello there"));
    session.close();
    const { code, stdout } = run("context", path);
    expect(code).toBe(0);
    expect(stdout[0]).toMatch(
      /^context at [0-9a-f]{8} \(the current leaf\): 1 message · model openai\/gpt-x · thinking off$/,
    );
    expect(stdout[1]).toBe('  1 user "hello there"');
  });

  it("names an unknown leaf id and exits 2", () => {
    const path = copyFixture("large-session");
    const { code, stdout, stderr } = run("context", path, "--leaf", "deadbeef");
    expect(code).toBe(2);
    expect(stdout).toEqual([]);
    expect(stderr.join("\n")).toContain('no entry with id "deadbeef"');
  });

  it("read commands never change the file, even a damaged one", () => {
    const dir = tempDir();
    const path = join(dir, "s.jsonl");
    writeLines(path, [
      { ...HEADER, version: 2 },
      messageLine("a0000001", null, "one"),
      "garbage",
      messageLine("a0000002", "a0000001", "two"),
    ]);
    writeFileSync(path, '{"type":"mess', { flag: "a" });
    const hash = sha256(path);
    expect(run("tree", path)).toMatchObject({ code: 0, stderr: [expect.stringContaining("has 2 problems")] });
    expect(run("context", path, "--json").code).toBe(0);
    expect(run("check", path).code).toBe(1);
    expect(sha256(path)).toBe(hash);
    expect(filesIn(dir)).toEqual(["s.jsonl"]);
  });

  it("explains wrong arguments with the usage line and exit code 2", () => {
    const path = copyFixture("large-session");
    const cases: [string[], RegExp][] = [
      [[], /no command given/],
      [["frobnicate", path], /unknown command "frobnicate"/],
      [["tree"], /tree: which FILE\?/],
      [["tree", path, path], /one FILE at a time/],
      [["context", path, "--leef", "x"], /context: Unknown option '--leef'/],
      [["check", join(tempDir(), "missing.jsonl")], /cannot read .*missing\.jsonl: no such file/],
      [
        ["repair", join(tempDir(), "no-folder", "missing.jsonl")],
        /cannot read .*no-folder\/missing\.jsonl: no such file/,
      ],
      [["tree", tempDir()], /cannot read .*: it is a folder/],
    ];
    for (const [args, message] of cases) {
      const { code, stderr } = run(...args);
      expect(code, args.join(" ")).toBe(2);
      expect(stderr.join("\n")).toMatch(message);
      if (!/cannot read/.test(message.source))
        expect(stderr.join("\n")).toContain("usage: npm run session -- <command> FILE");
    }
    expect(run("--help")).toMatchObject({ code: 0, stdout: [expect.stringContaining("usage:")] });
    expect(run("tree", "--help")).toMatchObject({ code: 0 });
  });

  it("says clearly when the header is broken (exit 1), leaving the file alone", () => {
    const path = join(tempDir(), "s.jsonl");
    writeFileSync(path, "hello\n");
    for (const command of ["tree", "context", "check", "repair"]) {
      const { code, stdout, stderr } = run(command, path);
      expect(code, command).toBe(1);
      expect([...stdout, ...stderr].join("\n")).toMatch(
        /:1: malformed-line: the first line must be the session header/,
      );
    }
    expect(readFileSync(path, "utf8")).toBe("hello\n");
  });
});

/**
 * A folder's mode does not stop root, who may write anywhere: run as root (as
 * tests in a container often are), the CLI is started through util-linux's
 * `setpriv` without the capabilities that let root pass over a file's mode,
 * so the folder's mode holds, while root still reads the files it owns.
 * Anyone else runs it in-process. Only if neither is possible is the test
 * skipped, and says so.
 */
const isRoot = process.getuid?.() === 0;
const withoutOverride = ["--inh-caps=-dac_override,-dac_read_search", "--bounding-set=-dac_override,-dac_read_search"];
const rootCanDropOverride =
  isRoot && spawnSync("setpriv", [...withoutOverride, "--", process.execPath, "-e", ""]).status === 0;
const canMakeAFolderUnwritable = process.platform !== "win32" && (!isRoot || rootCanDropOverride);

describe("in a folder it may not write to", { timeout: 120_000 }, () => {
  it.skipIf(!canMakeAFolderUnwritable)("repair says the folder is not writable (exit 1) and writes nothing", () => {
    const folder = join(tempDir(), "read-only");
    mkdirSync(folder);
    const path = join(folder, "s.jsonl");
    writeLines(path, [HEADER, messageLine("a0000001", null, "one"), "not json"]);
    chmodSync(folder, 0o555);
    const before = sha256(path);
    try {
      const { code, stdout, stderr } = isRoot
        ? runProcessUnder(["setpriv", ...withoutOverride, "--"], "repair", path)
        : run("repair", path);
      const printed = [stdout, stderr].flat().join("\n");
      expect(printed).toContain(`the folder ${folder} is not writable`);
      expect(printed).toContain("the file is left as it was");
      expect(code).toBe(1);
    } finally {
      chmodSync(folder, 0o755);
    }
    expect(sha256(path)).toBe(before);
    expect(filesIn(folder)).toEqual(["s.jsonl"]);
  });
});
