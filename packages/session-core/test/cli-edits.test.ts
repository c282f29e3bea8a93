/**
 * The inspector on pi 1.6.0's entries: `tree` and `context` show which messages a context edit changed or left
 * out (`context --original` also what the file holds), `context --json` keeps pi's shape, and `check` says what pi
 * does with an edit that does nothing, in English and in Chinese.
 */
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { EntryInput, Session } from "../src/index.ts";
import { run } from "./support/cli-run.ts";
import { assistant, newSession, sha256, tempDir, user } from "./support/files.ts";

/** A session whose tool result held a secret, redacted by an edit; the question left out by another. */
function redacted(): { session: Session; ids: Record<string, string> } {
  const session = newSession(join(tempDir(), "s.jsonl"));
  const ids: Record<string, string> = {};
  ids.system = session.appendMessage({ role: "system", content: "You are terse.", timestamp: 0 } as never);
  ids.u1 = session.appendMessage(user("read .env"));
  ids.a1 = session.appendMessage(assistant("reading"));
  ids.r1 = session.appendMessage({
    role: "toolResult",
    toolCallId: "k",
    toolName: "read_file",
    content: [{ type: "text", text: "API_KEY=sk-secret" }],
    isError: false,
    timestamp: 3,
  });
  ids.e1 = session.appendContextEdit(ids.r1, { content: "API_KEY=[redacted]" });
  ids.e2 = session.appendContextEdit(ids.u1, null);
  return { session, ids };
}

const previousLang = process.env.KIT_LANG;
afterEach(() => {
  if (previousLang === undefined) delete process.env.KIT_LANG;
  else process.env.KIT_LANG = previousLang;
});

describe("tree and context show context edits", () => {
  it("tree marks the edited and the left-out entry at the leaf, and draws each edit", () => {
    const { session, ids } = redacted();
    session.close();
    const { stdout } = run("tree", session.path);
    expect(stdout.find((line) => line.includes(ids.r1!))).toMatch(/"API_KEY=sk-secret" \(✎ edited by \w{8}\)/);
    expect(stdout.find((line) => line.includes(`${ids.u1} user`))).toContain(`(⊘ left out by ${ids.e2})`);
    expect(stdout.find((line) => line.includes(`${ids.e1} context_edit`))).toContain(
      `context_edit on ${ids.r1}: content now "API_KEY=[redacted]"`,
    );
    expect(stdout.find((line) => line.includes(`${ids.e2} context_edit`))).toContain("left out of the context");
  });

  it("context shows what the model gets; --original also what the file holds", () => {
    const { session, ids } = redacted();
    session.close();
    const plain = run("context", session.path).stdout;
    expect(plain.join("\n")).not.toContain("sk-secret");
    expect(plain).toContain(`  3 toolResult read_file "API_KEY=[redacted]" (✎ edited by ${ids.e1})`);
    expect(plain).toContain(`    ⊘ ${ids.u1} left out by ${ids.e2}`);

    const withOriginal = run("context", session.path, "--original").stdout;
    expect(withOriginal).toContain('    was: toolResult read_file "API_KEY=sk-secret"');
    expect(withOriginal).toContain(`    ⊘ ${ids.u1} left out by ${ids.e2}: user "read .env"`);

    // Before the edits, on the same file: the original, unmarked.
    const before = run("context", session.path, "--leaf", ids.r1!).stdout;
    expect(before).toContain('  4 toolResult read_file "API_KEY=sk-secret"');
  });

  it("context --json stays in pi's buildSessionContext shape, edits applied", () => {
    const { session } = redacted();
    session.close();
    const [line] = run("context", session.path, "--json", "--original").stdout;
    const context = JSON.parse(line!);
    expect(Object.keys(context).sort()).toEqual(["messages", "model", "thinkingLevel"]);
    expect(context.messages.map((m: { role: string }) => m.role)).toEqual(["system", "assistant", "toolResult"]);
    expect(line).not.toContain("sk-secret");
  });
});

describe("check on context edits that do nothing", () => {
  /** A file with each kind of edit that does nothing, written as pi 1.6.0 could read it. */
  function uselessEdits() {
    const { session, ids } = redacted();
    const edit = (targetId: string, replacement: unknown) =>
      session.appendEntry({ type: "context_edit", targetId, replacement } as unknown as EntryInput);
    ids.label = session.setLabel(ids.a1!, "checkpoint");
    ids.ofEdit = edit(ids.e1!, null);
    ids.ofMissing = edit("gone0000", null);
    ids.ofLabel = edit(ids.label, null);
    ids.ofSystem = edit(ids.system!, { content: "Be verbose." });
    ids.side = session.appendEntry({ type: "message", message: user("side") }, ids.a1);
    ids.offBranch = session.appendEntry(
      { type: "context_edit", targetId: ids.r1, replacement: null } as unknown as EntryInput,
      ids.side,
    );
    ids.compaction = session.appendCompaction("summary", ids.side!, 10);
    ids.summarisedAway = edit(ids.a1!, null);
    session.close();
    return { path: session.path, ids };
  }

  it("notes each one with what pi does, at its line; the file has no problems and is unchanged", () => {
    const { path, ids } = uselessEdits();
    const hash = sha256(path);
    const { code, stdout } = run("check", path);
    expect(code).toBe(0);
    const notes = stdout.filter((line) => line.includes(": note: "));
    const noteOf = (id: string) => notes.find((line) => line.includes(`context_edit "${id}"`)) ?? "(none)";
    expect(noteOf(ids.ofEdit!)).toMatch(/which is itself a context edit .*pi ignores it/);
    expect(noteOf(ids.ofMissing!)).toMatch(/"gone0000", which names no entry in this file; pi ignores it/);
    expect(noteOf(ids.ofLabel!)).toMatch(/a "label" entry, which puts no message in the context; pi ignores it/);
    expect(noteOf(ids.ofSystem!)).toMatch(/a "system" message, and pi replaces only the content of user/);
    expect(noteOf(ids.offBranch!)).toMatch(/which is not on the edit's own branch/);
    expect(noteOf(ids.summarisedAway!)).toMatch(
      new RegExp(`which compaction "${ids.compaction}" had already summarised away`),
    );
    expect(notes).toHaveLength(6); // the two edits that work get no note
    expect(notes[0]).toMatch(/s\.jsonl:\d+: note: /);
    expect(stdout.at(-1)).toContain("no problems");
    expect(sha256(path)).toBe(hash);
  });

  it("says the same in Chinese under KIT_LANG=zh-CN", () => {
    const { path, ids } = uselessEdits();
    process.env.KIT_LANG = "zh-CN";
    const notes = run("check", path).stdout.filter((line) => line.includes(": note: "));
    expect(notes).toHaveLength(6);
    expect(notes.find((line) => line.includes(ids.ofMissing!))).toMatch(/这个文件里没有这个条目；pi 会忽略它/);
    expect(notes.find((line) => line.includes(ids.summarisedAway!))).toMatch(/已经把它摘要掉了/);
  });
});
