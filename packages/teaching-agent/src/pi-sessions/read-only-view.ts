/**
 * pi keeps one folder per project; the kit's server serves one flat folder,
 * with a session's file name as its id. The read-only view is a fresh
 * temporary folder of symbolic links, one per session file that can be read,
 * so the unchanged server lists and reads pi's files where they are. The
 * server runs in read-only mode over it: a link is only ever followed to read.
 * Files the listing would not read (over the size limit, not regular files)
 * get no link.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { idOfFileName } from "@kit/server";
import type { PiSessionRow } from "./list-pi-sessions.ts";

export interface ReadOnlyView {
  sessionsDir: string;
  workspaceDir: string;
  /** The id each linked file has in the view, by its path. */
  idOf: ReadonlyMap<string, string>;
  remove(): void;
}

// #region linkReadOnlyView
export function linkReadOnlyView(rows: readonly PiSessionRow[]): ReadOnlyView {
  const root = mkdtempSync(join(tmpdir(), "kit-pi-sessions-"));
  const sessionsDir = join(root, "sessions");
  const workspaceDir = join(root, "workspace");
  mkdirSync(sessionsDir);
  mkdirSync(workspaceDir);
  const idOf = new Map<string, string>();
  const taken = new Set<string>();
  for (const row of rows) {
    if (!row.read) continue;
    const id = freeId(idOfFileName(row.fileName) ?? "session", taken);
    symlinkSync(row.path, join(sessionsDir, `${id}.jsonl`));
    idOf.set(row.path, id);
  }
  return { sessionsDir, workspaceDir, idOf, remove: () => rmSync(root, { recursive: true, force: true }) };
}
// #endregion linkReadOnlyView

/** Two projects may hold files of the same name: the second gets a number. */
function freeId(id: string, taken: Set<string>): string {
  let candidate = id;
  for (let n = 2; taken.has(candidate); n++) candidate = `${id}-${n}`;
  taken.add(candidate);
  return candidate;
}
