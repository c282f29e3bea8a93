/**
 * pi's sessions across projects, newest first: for each `*.jsonl` file in the
 * folder or one level down (pi's per-project folders), its project, name,
 * first question, entry count and modification time, or why it cannot be
 * shown. Reading never writes: files are only read (session-core's
 * `loadSession`), a file over the size limit is not even read, and anything
 * else that is not a regular file is reported, never opened.
 */
import { readdirSync, type Stats, statSync } from "node:fs";
import { basename, join } from "node:path";
import { oneLine, textOf } from "@kit/agent-loop/messages";
import {
  isEntryOfType,
  loadSession,
  type ReadonlySessionTree,
  refusalToOpen,
  SessionFileError,
} from "@kit/session-core";
import { refusalIn } from "@kit/session-core/words";

/** Files larger than this are listed with their size and a problem, never read (default 64 MiB). */
export const DEFAULT_MAX_SESSION_BYTES = 64 * 1024 * 1024;

export interface PiSessionRow {
  /** The file's full path. */
  path: string;
  /** The file name, which is also its id in the read-only view. */
  fileName: string;
  /** The project: the header's cwd when it can be read, else the folder the file is in. */
  project: string;
  name: string | undefined;
  firstMessage: string | undefined;
  entryCount: number;
  bytes: number;
  /** ISO time the file was last modified. */
  modified: string;
  /** Why the session cannot be opened as it is (damaged, too big, not a file); undefined when it can. */
  problem: string | undefined;
  /** Whether the file was read: false for one over the size limit or not a regular file. */
  read: boolean;
}

export interface ListOptions {
  maxBytes?: number;
}

// #region listPiSessions
export function listPiSessions(folder: string, options: ListOptions = {}): PiSessionRow[] {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_SESSION_BYTES;
  const rows: PiSessionRow[] = [];
  for (const { path, project } of sessionFiles(folder)) {
    let stat: Stats;
    try {
      stat = statSync(path);
    } catch {
      continue; // removed between the listing and the stat
    }
    rows.push(describe(path, project, stat, maxBytes));
  }
  return rows.sort((a, b) => b.modified.localeCompare(a.modified) || a.path.localeCompare(b.path));
}
// #endregion listPiSessions

/** The `*.jsonl` names in the folder and in each folder directly under it (pi's per-project folders). */
function sessionFiles(folder: string): { path: string; project: string }[] {
  const found: { path: string; project: string }[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.name.endsWith(".jsonl")) found.push({ path, project: "." });
    else if (entry.isDirectory()) {
      for (const name of readdirSync(path)) {
        if (name.endsWith(".jsonl")) found.push({ path: join(path, name), project: entry.name });
      }
    }
  }
  return found;
}

function describe(path: string, folderName: string, stat: Stats, maxBytes: number): PiSessionRow {
  const fileName = basename(path);
  const row: PiSessionRow = {
    path,
    fileName,
    project: folderName,
    name: undefined,
    firstMessage: undefined,
    entryCount: 0,
    bytes: stat.size,
    modified: stat.mtime.toISOString(),
    problem: undefined,
    read: false,
  };
  if (!stat.isFile()) return { ...row, problem: "not a regular file: never read" };
  if (stat.size > maxBytes) {
    return { ...row, problem: `${megabytes(stat.size)} MB, over the limit of ${megabytes(maxBytes)} MB: not read` };
  }
  try {
    const loaded = loadSession(path);
    const refusal = refusalToOpen(path, loaded.problems);
    return {
      ...row,
      read: true,
      project: loaded.header.cwd || folderName,
      name: loaded.tree.sessionName,
      firstMessage: firstQuestion(loaded.tree),
      entryCount: loaded.tree.size,
      problem: refusal ? shortProblem(refusalIn(refusal), path) : undefined,
    };
  } catch (error) {
    const said = error instanceof SessionFileError ? refusalIn(error) : (error as Error).message;
    return { ...row, read: true, problem: shortProblem(said, path) };
  }
}

function firstQuestion(tree: ReadonlySessionTree): string | undefined {
  for (const entry of tree.entries) {
    if (isEntryOfType(entry, "message") && entry.message.role === "user") {
      return oneLine(textOf(entry.message.content), 80);
    }
  }
  return undefined;
}

/** One line for the terminal: the row already names the file, so its path is shortened to its name. */
function shortProblem(message: string, path: string): string {
  return oneLine(message.replaceAll(path, basename(path)), 240);
}

function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(1);
}
