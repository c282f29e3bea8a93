/**
 * Replacing a workspace file so that a failed write never destroys what was there.
 *
 * Writing over a file in place (empty it, then write) loses the old content when
 * the write fails halfway (the disk is full) or the process dies between the two
 * steps. So the new content goes to a temporary file in the same folder first, is
 * flushed to the disk, and is then renamed over the target. A rename inside one
 * folder swaps the name in one step: a reader sees the old file or the new one,
 * never a mix. Every step goes through the held folder (`openFolderInWorkspace`),
 * so the workspace guard's checks hold as they do for reading.
 *
 * A process killed before the rename leaves its temporary file behind (nothing
 * can clean up after SIGKILL); `list_files` does not show such files.
 */
import { randomBytes } from "node:crypto";
import { constants } from "node:fs";
import { type FileHandle, lstat, mkdir, open, rename, rm } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { resolveInWorkspace, WorkspacePathError } from "../workspace.ts";
import { openFolderInWorkspace, refusal, refuseStats } from "./workspace-open.ts";

const { O_WRONLY, O_CREAT, O_EXCL, O_NOFOLLOW } = constants;

/** The steps of a replacement, in order; a test can stop the process after any of them. */
export type ReplaceStep = "temporary-written" | "temporary-synced" | "renamed";

export interface ReplaceOptions {
  /** Checked before the rename: an aborted write changes nothing. */
  signal?: AbortSignal;
  /** Called after each step (tests inject a failure or a kill there). */
  afterStep?: (step: ReplaceStep) => Promise<void> | void;
}

const TEMPORARY_NAME = /^\..+\.write-[0-9a-f]{12}\.tmp$/;

/** Whether a folder entry is a temporary file of an unfinished write (hidden from `list_files`). */
export function isTemporaryName(name: string): boolean {
  return TEMPORARY_NAME.test(name);
}

// #region replace-in-workspace
/**
 * Writes `content` as the whole new content of `path` in the workspace `root`:
 * the old bytes or the new bytes, never a mix. Missing folders are created.
 */
export async function replaceInWorkspace(
  root: string,
  path: string,
  content: string,
  options: ReplaceOptions = {},
): Promise<void> {
  const checked = await resolveInWorkspace(root, path, { mustExist: false });
  await mkdir(dirname(checked), { recursive: true });
  const folder = await openFolderInWorkspace(root, dirname(checked), path);
  const inFolder = (name: string) => join(folder.procPath ?? dirname(checked), name);
  const target = basename(checked);
  const temporary = `.${target}.write-${randomBytes(6).toString("hex")}.tmp`;
  let renamed = false;
  try {
    const old = await lstat(inFolder(target)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return undefined; // a new file
      throw refusal(error, path);
    });
    if (old) refuseStats(old, path, "write");
    if (folder.procPath === undefined) await sameFolderAsHeld(folder.handle, dirname(checked), path);
    await writeTemporary(inFolder(temporary), content, old?.mode, options);
    options.signal?.throwIfAborted();
    if (folder.procPath === undefined) await sameFolderAsHeld(folder.handle, dirname(checked), path);
    await rename(inFolder(temporary), inFolder(target));
    renamed = true;
    await options.afterStep?.("renamed");
    await folder.handle.sync(); // the new name itself reaches the disk
  } catch (error) {
    if (!renamed) await rm(inFolder(temporary), { force: true });
    throw error;
  } finally {
    await folder.handle.close();
  }
}
// #endregion replace-in-workspace

/** The new content in a file of its own, flushed to the disk, with the permissions of the file it replaces. */
async function writeTemporary(
  path: string,
  content: string,
  mode: number | undefined,
  options: ReplaceOptions,
): Promise<void> {
  const file = await open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o666);
  try {
    if (mode !== undefined) await file.chmod(mode & 0o7777);
    await file.writeFile(content, "utf8");
    await options.afterStep?.("temporary-written");
    await file.sync();
    await options.afterStep?.("temporary-synced");
  } finally {
    await file.close();
  }
}

/** Without /proc the folder is named by its path: it must still be the folder held open (same device and inode). */
async function sameFolderAsHeld(held: FileHandle, folder: string, asGiven: string): Promise<void> {
  const opened = await held.stat();
  const now = await lstat(folder).catch(() => undefined);
  if (now === undefined || now.dev !== opened.dev || now.ino !== opened.ino) {
    throw new WorkspacePathError({ kind: "changed-while-written" }, asGiven);
  }
}
