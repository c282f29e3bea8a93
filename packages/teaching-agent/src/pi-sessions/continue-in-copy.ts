/**
 * "Continue in a copy": the one way the kit goes on with someone's real pi
 * session. The session's active path (up to its leaf) is forked with
 * session-core's `Session.fork` into the kit's own sessions folder: a new
 * file with a new id, whose header names the original as `parentSession`,
 * as pi's own `--fork` does. The original is only read, never locked, never
 * appended to, so pi can keep using it and nothing the kit does reaches it.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { newSessionFileId, SESSION_FILE_EXTENSION } from "@kit/server";
import { loadSession, refusalToOpen, Session } from "@kit/session-core";

// #region continueInCopy
/** Forks `file` at its leaf into `sessionsDir`; returns the new session's id there. */
export function continueInCopy(file: string, sessionsDir: string): string {
  const loaded = loadSession(file);
  const refusal = refusalToOpen(file, loaded.problems);
  if (refusal) throw refusal;
  const leafId = loaded.tree.leafId;
  if (leafId === null) throw new Error(`${file} holds no entry yet: there is nothing to continue`);
  mkdirSync(sessionsDir, { recursive: true });
  const sessionId = randomUUID();
  const id = newSessionFileId(new Date().toISOString(), sessionId);
  Session.fork(loaded, leafId, join(sessionsDir, `${id}${SESSION_FILE_EXTENSION}`), { sessionId }).close();
  return id;
}
// #endregion continueInCopy
