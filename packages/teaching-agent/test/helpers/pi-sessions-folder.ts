/**
 * A fake pi sessions folder, as pi 1.6.0 lays it out: one folder per project
 * (`--tmp-alpha--`), files written by pi 1.6.0's own `SessionManager` (its
 * `dist/core/session-manager.js`, loaded by file path as
 * packages/session-core/test/support/pi-1.6.0.ts does, since pi's index needs
 * a newer Node than the kit's floor), and files written by hand that a real
 * folder may hold: a damaged session, a huge one, a `.jsonl` that is no
 * session, a note, a folder named like a session.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";

interface PiSessionManager {
  getSessionFile(): string | undefined;
  appendMessage(message: unknown): string;
  appendSessionInfo(name: string): string;
  appendContextEdit(targetId: string, replacement: { content: unknown } | null): string;
}
interface SessionManagerModule {
  SessionManager: { create(cwd: string, sessionDir?: string): PiSessionManager };
}
const index = import.meta.resolve("@earendil-works/pi-coding-agent");
const { SessionManager } = (await import(new URL("./core/session-manager.js", index).href)) as SessionManagerModule;

const usage = {
  input: 1,
  output: 1,
  cacheRead: 0,
  cacheWrite: 0,
  totalTokens: 2,
  cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 },
};
const user = (text: string) => ({ role: "user", content: text, timestamp: 1_767_258_000_000 });
const assistant = (text: string) => ({
  role: "assistant",
  content: [{ type: "text", text }],
  api: "openai-completions",
  provider: "openai",
  model: "gpt-test",
  usage,
  stopReason: "stop",
  timestamp: 1_767_258_001_000,
});

/** Part of alpha's last reply: an export must show it as text, run nothing and fetch nothing. */
export const HOSTILE_TEXT = "</script><script>document.title='pwned'</script><img src=https://example.com/x.png>";

export interface FakePiFolder {
  root: string;
  /** The files pi wrote, by name: `alpha` (named, with a context edit), `beta`, `gamma` (oldest). */
  pi: Record<"alpha" | "beta" | "gamma", string>;
  damaged: string;
  huge: string;
  notASession: string;
  /** Modification times set, newest first: beta, alpha, damaged, huge, notASession, gamma. */
}

/** Sets a file's modification time to `minutes` after a fixed moment, so the order is known. */
function age(path: string, minutes: number): void {
  const time = new Date(Date.UTC(2026, 11, 1, 9, minutes));
  utimesSync(path, time, time);
}

// #region writeFakePiFolder
export function writeFakePiFolder(root: string): FakePiFolder {
  const project = (name: string) => {
    const dir = join(root, `--tmp-${name}--`);
    mkdirSync(dir, { recursive: true });
    return dir;
  };
  const write = (dir: string, cwd: string, build: (pi: PiSessionManager) => void) => {
    const pi = SessionManager.create(cwd, dir);
    build(pi);
    return pi.getSessionFile()!;
  };
  const alphaDir = project("alpha");
  const alpha = write(alphaDir, "/tmp/alpha", (pi) => {
    pi.appendMessage(user("How do I read a JSONL file?"));
    const answer = pi.appendMessage(assistant("Line by line: one JSON value per line."));
    pi.appendSessionInfo("Reading JSONL");
    pi.appendContextEdit(answer, { content: [{ type: "text", text: "(shortened by an edit)" }] });
    pi.appendMessage(user("And a torn last line?"));
    // Text a session may hold: markup (shown as text, never run) and an address (data, never fetched).
    pi.appendMessage(assistant(`Set it aside. ${HOSTILE_TEXT}`));
  });
  const beta = write(project("beta"), "/tmp/beta", (pi) => {
    pi.appendMessage(user("What is a leaf?"));
    pi.appendMessage(assistant("The entry the next message hangs under."));
  });
  const gamma = write(alphaDir, "/tmp/alpha", (pi) => {
    pi.appendMessage(user("An older question"));
    pi.appendMessage(assistant("An older answer"));
  });

  const handDir = project("hand");
  const damaged = join(handDir, "2026-12-01T09-00-00-000Z_damaged.jsonl");
  const header = (id: string) =>
    JSON.stringify({ type: "session", version: 3, id, timestamp: "2026-12-01T09:00:00.000Z", cwd: "/tmp/hand" });
  writeFileSync(damaged, `${header("d")}\n{not json at all\n${readFileSync(beta, "utf8").split("\n")[1]}\n`);
  const huge = join(handDir, "2026-12-01T09-00-00-000Z_huge.jsonl");
  writeFileSync(huge, `${header("h")}\n${"x".repeat(64 * 1024)}\n`);
  const notASession = join(handDir, "notes.jsonl");
  writeFileSync(notASession, "just some notes, not JSON\n");
  writeFileSync(join(handDir, "README.txt"), "not a .jsonl file: never listed\n");
  mkdirSync(join(handDir, "folder.jsonl"));

  age(beta, 50);
  age(alpha, 40);
  age(damaged, 30);
  age(huge, 20);
  age(notASession, 10);
  age(join(handDir, "folder.jsonl"), 5);
  age(gamma, 0);
  return { root, pi: { alpha, beta, gamma }, damaged, huge, notASession };
}
// #endregion writeFakePiFolder

/** Every file under `dir` with the hash of its bytes and its modification time: what "nothing written" compares. */
export function fingerprint(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    const path = join(dir, name);
    const stat = statSync(path);
    out[name] = stat.isFile()
      ? `${createHash("sha256").update(readFileSync(path)).digest("hex")} ${stat.mtimeMs}`
      : `folder ${stat.mtimeMs}`;
  }
  return out;
}
