/**
 * Helpers for tests that touch the disk: a fresh temporary folder per test,
 * the pi v1 fixtures copied into it (never opened where they lie), a file's
 * hash to prove that reading changed nothing, small message and entry
 * builders, and the error a call throws.
 */
import { createHash } from "node:crypto";
import { chmodSync, copyFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AssistantMessage, UserMessage } from "@kit/agent-loop";
import { emptyUsage } from "@kit/agent-loop";
import { type CompactionEntry, type CreateOptions, Session, seededIds, steppingClock } from "../../src/index.ts";

/** The pi v1 files kept in this repository (see test/fixtures/pi-v1/README.md), found relative to this file. */
export const FIXTURES = fileURLToPath(new URL("../fixtures/pi-v1", import.meta.url));
export const FIXTURE_NAMES = ["before-compaction", "large-session"] as const;

export function tempDir(prefix = "session-core-"): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** Copies a pi v1 fixture into a fresh folder (made writable) and returns the copy's path. */
export function copyFixture(name: (typeof FIXTURE_NAMES)[number], dir = tempDir()): string {
  const target = join(dir, `${name}.jsonl`);
  copyFileSync(join(FIXTURES, `${name}.jsonl`), target);
  chmodSync(target, 0o644);
  return target;
}

export function sha256(path: string): string {
  return createHash("sha256").update(readFileSync(path)).digest("hex");
}

/** Names of the files in a folder, sorted: to see that nothing was written beside a file. */
export function filesIn(dir: string): string[] {
  return readdirSync(dir).sort();
}

export function user(text: string, timestamp = 1_767_258_000_000): UserMessage {
  return { role: "user", content: text, timestamp };
}

export function assistant(
  text: string,
  model = "scripted-1",
  provider = "scripted",
  timestamp = 1_767_258_001_000,
): AssistantMessage {
  return {
    role: "assistant",
    content: [{ type: "text", text }],
    api: "scripted",
    provider,
    model,
    usage: emptyUsage(),
    stopReason: "stop",
    timestamp,
  };
}

/** A new session with predictable ids and times. */
export function newSession(path: string, options: CreateOptions = {}): Session {
  return Session.create(path, {
    ids: seededIds("test"),
    clock: steppingClock(),
    sessionId: "11111111-2222-3333-4444-555555555555",
    cwd: "/work",
    ...options,
  });
}

/** The file's lines, without the empty string after the final newline. */
export function linesOf(path: string): string[] {
  const text = readFileSync(path, "utf8");
  return (text.endsWith("\n") ? text.slice(0, -1) : text).split("\n");
}

/** Writes a session file from a header and raw line texts (objects are JSON-encoded). */
export function writeLines(path: string, lines: (string | object)[]): void {
  writeFileSync(path, lines.map((line) => `${typeof line === "string" ? line : JSON.stringify(line)}\n`).join(""));
}

export const HEADER = {
  type: "session",
  version: 3,
  id: "aaaaaaaa-0000-0000-0000-000000000000",
  timestamp: "2026-01-01T09:00:00.000Z",
  cwd: "/work",
};

/** A version-3 message entry line. */
export function messageLine(
  id: string,
  parentId: string | null,
  text: string,
  role: "user" | "assistant" = "user",
): object {
  return {
    type: "message",
    id,
    parentId,
    timestamp: "2026-01-01T09:00:01.000Z",
    message: role === "user" ? user(text) : assistant(text),
  };
}

/**
 * A version-3 compaction entry keeping from `firstKeptEntryId`; `undefined`
 * leaves the field out (JSON drops it), as a damaged or hand-edited file
 * might. Summary "s" and 10 tokens unless `fields` says otherwise.
 */
export function compactionLine(
  id: string,
  parentId: string,
  firstKeptEntryId: string | undefined,
  fields: Partial<Pick<CompactionEntry, "timestamp" | "summary" | "tokensBefore">> = {},
): CompactionEntry {
  return {
    type: "compaction",
    id,
    parentId,
    timestamp: "2026-01-01T09:00:05.000Z",
    summary: "s",
    firstKeptEntryId: firstKeptEntryId as string, // the type says string; a file may not
    tokensBefore: 10,
    ...fields,
  };
}

/** The error `run` throws, to assert on its fields; fails the test if it throws nothing. */
export function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to throw, and it returned");
}
