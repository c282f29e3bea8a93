/**
 * The three contenders, each doing what it really does:
 * - the raw floor reads the file and `JSON.parse`s each line, nothing more;
 * - session-core opens with `loadSession` (parse, check, index the tree) and
 *   appends with `Session.appendMessage` (one `writeSync` on an open file);
 * - pi opens with `SessionManager.open` (which parses the whole file twice:
 *   once to find the header's cwd, once to load it, then indexes it), moves
 *   its leaf with `branch()`, builds with `buildSessionContext()`, and
 *   appends with `appendMessage` (one `appendFileSync` per entry, once the
 *   session holds an assistant message; before that pi writes nothing).
 *
 * Each is loaded by a dynamic import in the child process that measures
 * it, so a child measuring memory holds one contender's code, not all three;
 * the open and append races load the ones that take turns.
 */
import { closeSync, openSync, readFileSync, writeSync } from "node:fs";
import { dirname } from "node:path";
import type { LoadedSession, Session } from "@kit/session-core";
import type { SessionManager } from "@mariozechner/pi-coding-agent";

/** A message as the session stores it (pi's AgentMessage shape). */
export type AgentMessage = Parameters<Session["appendMessage"]>[0];

export interface Appender {
  append(message: AgentMessage): void;
  close(): void;
}

export interface Contender<Opened> {
  label: string;
  open(file: string): Opened;
  /** Moves the leaf to `leafId` and builds the context there (the raw floor has no tree). */
  switchAndRebuild?(opened: Opened, leafId: string): unknown;
  openForAppend(file: string): Appender;
}

async function rawFloor(): Promise<Contender<unknown[]>> {
  return {
    label: "raw floor",
    // Line by line from the file's bytes, each line decoded on its own: on this machine up to half the time of
    // decoding the whole file into one string and splitting it (docs/benchmarks.md, "Reading line by line"), and
    // the way session-core reads, so the floor stays below it.
    open(file) {
      const bytes = readFileSync(file);
      const parsed: unknown[] = [];
      for (let start = 0; start < bytes.length; ) {
        const newline = bytes.indexOf(0x0a, start);
        const end = newline === -1 ? bytes.length : newline;
        if (end > start) parsed.push(JSON.parse(bytes.toString("utf8", start, end)));
        start = end + 1;
      }
      return parsed;
    },
    openForAppend(file) {
      const fd = openSync(file, "a");
      let counter = 0;
      return {
        append(message) {
          const id = (counter++).toString(16).padStart(8, "0");
          const entry = { type: "message", id, parentId: null, timestamp: new Date().toISOString(), message };
          writeSync(fd, `${JSON.stringify(entry)}\n`);
        },
        close: () => closeSync(fd),
      };
    },
  };
}

async function sessionCore(): Promise<Contender<LoadedSession>> {
  const { contextAt, loadSession, Session } = await import("@kit/session-core");
  return {
    label: "session-core",
    open: (file) => loadSession(file),
    switchAndRebuild(loaded, leafId) {
      loaded.tree.switchLeaf(leafId);
      return contextAt(loaded.tree);
    },
    openForAppend(file) {
      const session = Session.open(file);
      return { append: (message) => session.appendMessage(message), close: () => session.close() };
    },
  };
}

type PiMessage = Parameters<SessionManager["appendMessage"]>[0];

async function pi(): Promise<Contender<SessionManager>> {
  const { SessionManager } = await import("@mariozechner/pi-coding-agent");
  return {
    label: "pi 0.73.1",
    open: (file) => SessionManager.open(file, dirname(file)),
    switchAndRebuild(manager, leafId) {
      manager.branch(leafId);
      return manager.buildSessionContext();
    },
    openForAppend(file) {
      const manager = SessionManager.open(file, dirname(file));
      return { append: (message) => manager.appendMessage(message as PiMessage), close: () => {} };
    },
  };
}

export const contenders = { raw: rawFloor, ours: sessionCore, pi } as const;
export type ContenderName = keyof typeof contenders;
