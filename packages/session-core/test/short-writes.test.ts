/**
 * `writeSync` may write fewer bytes than it was given (a pipe, a signal, a nearly full disk). The writer then writes
 * the rest of the line's bytes, so the file gets every byte once and in order, even when a write stops inside a
 * multi-byte character.
 */
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";

const writes = vi.hoisted(() => ({ cutShort: 0 }));

/**
 * A line given as a string comes down without its last 20 bytes (past the multi-byte characters of its text, so
 * bytes and characters are counted apart); the rest, given as bytes, at most 7 at a time.
 */
vi.mock("node:fs", async (importOriginal) => {
  const real = await importOriginal<typeof import("node:fs")>();
  const writeSync = (fd: number, data: string | Uint8Array, offset?: number, length?: number): number => {
    const bytes = typeof data === "string" ? Buffer.from(data, "utf8") : Buffer.from(data);
    const from = typeof data === "string" ? 0 : (offset ?? 0);
    const to = typeof data === "string" ? bytes.length : from + (length ?? bytes.length - from);
    const short = typeof data === "string" ? Math.max(1, bytes.length - 20) : Math.min(7, to - from);
    if (short < to - from) writes.cutShort++;
    return real.writeSync(fd, bytes, from, short);
  };
  return { ...real, default: { ...real, writeSync }, writeSync };
});

const { isEntryOfType, loadSession } = await import("../src/index.ts");
const { newSession, tempDir, user } = await import("./support/files.ts");

describe("a write that puts down fewer bytes than it was given", () => {
  it("is followed by the rest of the line, so the file reads back whole", () => {
    const path = join(tempDir(), "short.jsonl");
    const session = newSession(path);
    const texts = ["first", "héllo ✓ 😀: a cut may fall inside a character", "third"];
    writes.cutShort = 0;
    const ids = texts.map((text) => session.appendMessage(user(text)));
    session.close();
    // The case under test did happen: writes stopped short, inside the line (what the writer then does is its own).
    expect(writes.cutShort).toBeGreaterThanOrEqual(3);

    const loaded = loadSession(path);
    expect(loaded.problems).toEqual([]);
    const entries = [...loaded.tree.entries];
    expect(entries.map((entry) => entry.id)).toEqual(ids);
    expect(entries.map((entry) => isEntryOfType(entry, "message") && entry.message)).toEqual(
      texts.map((text) => user(text)),
    );
  });
});
