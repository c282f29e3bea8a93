/**
 * What the list of sessions says about one file: its name, size, first
 * question, or why it cannot be opened. Read from the tree in memory for an
 * open session, with `loadSession` (which never writes) for any other.
 */
import type { Stats } from "node:fs";
import { runLanguage } from "@kit/agent-loop";
import { oneLine, textOf } from "@kit/agent-loop/messages";
import { FILE_KIND_WORDS } from "@kit/agent-loop/words";
import {
  describeFileKind,
  isEntryOfType,
  type LoadedSession,
  loadSession,
  type ReadonlySessionTree,
  refusalToOpen,
  SessionFileError,
} from "@kit/session-core";
import { refusalIn } from "@kit/session-core/words";
import type { SessionSummary } from "../api-types.ts";
import { errorWords } from "../error-words.ts";

/** A listing without the `running` flag, which belongs to the run manager. */
export type StoredSessionSummary = Omit<SessionSummary, "running">;

export function notAFile(path: string, stat: Stats): string {
  const language = runLanguage();
  return errorWords(language).notAFile(path, describeFileKind(stat, FILE_KIND_WORDS[language]));
}

export function unreadable(id: string, modified: string, error: string): StoredSessionSummary {
  return { id, name: undefined, created: "", modified, entryCount: 0, firstMessage: undefined, error };
}

/**
 * Reads a file that is not open here. Reading never changes it, whatever it
 * finds. A sound file's loaded session is handed to `keep`, so that opening it
 * next does not read it again.
 */
export function summarizeFile(
  id: string,
  path: string,
  modified: string,
  keep?: (loaded: LoadedSession) => void,
): StoredSessionSummary {
  let loaded: LoadedSession;
  // Unlike `checkSession`, any failure (a header that is not JSON, no permission) becomes a row of the list, with
  // its reason: one unreadable file must never make the whole list fail.
  try {
    loaded = loadSession(path);
  } catch (error) {
    return unreadable(
      id,
      modified,
      error instanceof SessionFileError ? refusalIn(error) : `cannot read: ${(error as Error).message}`,
    );
  }
  const summary: StoredSessionSummary = {
    ...describeTree(id, loaded.tree),
    name: loaded.tree.sessionName,
    created: loaded.header.timestamp,
    modified,
  };
  const damage = damageOf(path, loaded);
  if (damage) summary.error = refusalIn(damage);
  else keep?.(loaded);
  return summary;
}

/** What keeps a loaded file from being used: session-core's one rule (a torn last line does not block). */
export function damageOf(path: string, loaded: LoadedSession): SessionFileError | undefined {
  return refusalToOpen(path, loaded.problems);
}

function firstUserText(tree: ReadonlySessionTree): string | undefined {
  for (const entry of tree.entries) {
    if (isEntryOfType(entry, "message") && entry.message.role === "user") return textOf(entry.message.content);
  }
  return undefined;
}

export function describeTree(id: string, tree: ReadonlySessionTree) {
  const text = firstUserText(tree);
  return { id, entryCount: tree.size, firstMessage: text === undefined ? undefined : oneLine(text, 80) };
}
