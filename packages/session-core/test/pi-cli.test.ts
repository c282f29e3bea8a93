/**
 * The inspector CLI beside pi: on pi's own v1 files and on a version-3 file pi writes, the context it prints is
 * pi's `buildSessionContext`, entry for entry. (The CLI's other tests are in cli.test.ts, which loads no pi.)
 */
import { readFileSync } from "node:fs";
import {
  buildSessionContext,
  migrateSessionEntries,
  parseSessionEntries,
  SessionManager,
} from "@mariozechner/pi-coding-agent";
import { describe, expect, it } from "vitest";
import { run, runProcess, runTreeIds } from "./support/cli-run.ts";
import { assistant, copyFixture, FIXTURE_NAMES, sha256, tempDir, user } from "./support/files.ts";

/** pi's own context for a pi file: its parser, its v1 migration (random ids), its builder. */
function piContext(path: string, leafIndex?: number) {
  const entries = parseSessionEntries(readFileSync(path, "utf8"));
  migrateSessionEntries(entries);
  const body = entries.filter((entry) => entry.type !== "session") as Parameters<typeof buildSessionContext>[0];
  const leaf = leafIndex === undefined ? undefined : body[leafIndex]!.id;
  return buildSessionContext(body, leaf);
}

// Two CLI processes, each compiled by tsx as it starts: seconds each, tens of seconds on a busy machine.
describe("as a process, on pi's v1 files (compared with pi 0.73.1)", { timeout: 240_000 }, () => {
  it("context --json: the same messages, model and thinking level as pi's buildSessionContext", () => {
    for (const name of FIXTURE_NAMES) {
      const path = copyFixture(name);
      const hash = sha256(path);
      const { code, stdout } = runProcess("context", path, "--json");
      expect(code).toBe(0);
      const lines = stdout.trimEnd().split("\n");
      expect(lines).toHaveLength(1);
      const ours = JSON.parse(lines[0]!);
      expect(Object.keys(ours)).toEqual(["messages", "thinkingLevel", "model"]);
      expect(ours).toEqual(JSON.parse(JSON.stringify(piContext(path))));
      expect(sha256(path)).toBe(hash);
    }
  });
});

describe("main, in-process (compared with pi 0.73.1)", () => {
  it("context --leaf: several leaves, one JSON line each; null is before the first entry", () => {
    const path = copyFixture("large-session");
    const ids = runTreeIds(path);
    const { code, stdout } = run(
      "context",
      path,
      "--json",
      "--leaf",
      ids[99]!,
      "--leaf",
      "null",
      "--leaf",
      ids.at(-1)!,
    );
    expect(code).toBe(0);
    expect(stdout).toHaveLength(3);
    const [atHundred, atNull, atLast] = stdout.map((line) => JSON.parse(line));
    expect(atHundred).toEqual(JSON.parse(JSON.stringify(piContext(path, 99))));
    expect(atNull).toEqual({ messages: [], thinkingLevel: "off", model: null });
    expect(atLast).toEqual(JSON.parse(JSON.stringify(piContext(path))));
  });
});

describe("on a version-3 file written by pi 0.73.1 itself", () => {
  it("tree marks pi's leaf, check passes, and context --json at every entry equals pi's", () => {
    const dir = tempDir();
    const pi = SessionManager.create(dir, dir);
    const question = pi.appendMessage(user("question"));
    pi.appendMessage(assistant("first answer") as Parameters<SessionManager["appendMessage"]>[0]);
    pi.appendThinkingLevelChange("high");
    pi.branch(question);
    pi.appendMessage(assistant("second answer", "other-model") as Parameters<SessionManager["appendMessage"]>[0]);
    pi.appendLabelChange(question, "the question");
    pi.appendCompaction("what happened so far", question, 500);
    pi.appendMessage(user("after the compaction"));
    const path = pi.getSessionFile()!;
    const hash = sha256(path);

    expect(run("check", path).code).toBe(0);
    const tree = run("tree", path).stdout;
    expect(tree.find((line) => line.endsWith("← leaf"))).toContain(pi.getLeafId()!);
    expect(tree.find((line) => line.includes(question))).toContain("[the question]");
    const entries = pi.getEntries();
    const { stdout } = run("context", path, "--json", ...entries.flatMap((entry) => ["--leaf", entry.id]));
    expect(stdout).toHaveLength(entries.length);
    for (const [index, line] of stdout.entries()) {
      expect(JSON.parse(line)).toEqual(JSON.parse(JSON.stringify(buildSessionContext(entries, entries[index]!.id))));
    }
    expect(sha256(path)).toBe(hash);
  });
});
