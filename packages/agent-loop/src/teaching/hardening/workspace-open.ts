/**
 * Opening a workspace file so that the file opened is the file checked.
 *
 * `resolveInWorkspace` checks a path, but a check on a path says nothing about
 * what the same path names a moment later: another process can swap a folder
 * for a symbolic link in between ("time of check to time of use"). So the tools
 * never open a checked path blindly. They open the file's folder, ask the open
 * folder where it really is, and open the file relative to that held folder,
 * without following a symbolic link in the last step. A swap after the folder
 * is open changes nothing: the handle keeps naming the folder that was checked.
 *
 * The folder is asked through Linux's `/proc/self/fd/N`, which names the open
 * folder itself, not a path (Node has no `openat`). Elsewhere the file is
 * opened by path without following a final link, and its identity (device and
 * inode) is compared with the checked path: a narrower window, not none.
 *
 * Also refused here: anything that is not a regular file (a folder, a FIFO that
 * would block the read forever, a device that never ends), and writing to a
 * file with more than one hard link, whose other names (perhaps outside the
 * workspace) would silently keep the old content.
 */
import { constants, type Stats } from "node:fs";
import { type FileHandle, lstat, mkdir, open, realpath } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { fileKindOf } from "../../file-kind.ts";
import { isInside, resolveInWorkspace, WorkspacePathError } from "../workspace.ts";

const { O_RDONLY, O_WRONLY, O_CREAT, O_NOFOLLOW, O_NONBLOCK, O_DIRECTORY } = constants;

/** Where open descriptors can be asked for their real location; undefined where the system has no such folder. */
const OPEN_FILES = process.platform === "linux" ? "/proc/self/fd" : undefined;

/** Files are read and written only when they are regular files. O_NONBLOCK: a FIFO swapped in never blocks open. */
const FLAGS = {
  read: O_RDONLY | O_NOFOLLOW | O_NONBLOCK,
  write: O_WRONLY | O_CREAT | O_NOFOLLOW | O_NONBLOCK,
};

// #region open-in-workspace
/**
 * Opens `path` of the workspace `root` for reading, or for writing (created if
 * missing, never truncated here). Throws a `WorkspacePathError` the model can
 * read when the path is refused.
 */
export async function openInWorkspace(root: string, path: string, mode: "read" | "write"): Promise<FileHandle> {
  const checked = await resolveInWorkspace(root, path, { mustExist: mode === "read" });
  await refuseNonFile(checked, path, mode);
  if (mode === "write") await mkdir(dirname(checked), { recursive: true });
  const folder = await openFolderInWorkspace(root, dirname(checked), path);
  let file: FileHandle;
  try {
    const inFolder = folder.procPath === undefined ? checked : join(folder.procPath, basename(checked));
    file = await open(inFolder, FLAGS[mode], 0o666).catch((error: NodeJS.ErrnoException) => {
      throw refusal(error, path);
    });
  } finally {
    await folder.handle.close();
  }
  try {
    const stats = await file.stat();
    refuseStats(stats, path, mode);
    if (folder.procPath === undefined) await sameFileAsChecked(stats, checked, path);
    return file;
  } catch (error) {
    await file.close();
    throw error;
  }
}
// #endregion open-in-workspace

/**
 * A folder of the workspace, opened and checked where it really is. `procPath`
 * names the open folder itself (Linux), so files opened under it cannot be
 * redirected; it is undefined where the system cannot say.
 */
export async function openFolderInWorkspace(
  root: string,
  folder: string,
  asGiven: string,
): Promise<{ handle: FileHandle; procPath: string | undefined }> {
  const handle = await open(folder, O_RDONLY | O_DIRECTORY | O_NONBLOCK).catch((error: NodeJS.ErrnoException) => {
    throw refusal(error, asGiven);
  });
  if (OPEN_FILES === undefined) return { handle, procPath: undefined };
  const procPath = join(OPEN_FILES, String(handle.fd));
  try {
    // realpath throws when the folder was removed after it was opened; the handle must be closed then too.
    if (!isInside(await realpath(root), await realpath(procPath))) {
      throw new WorkspacePathError({ kind: "changed-outside" }, asGiven);
    }
  } catch (error) {
    await handle.close();
    throw error;
  }
  return { handle, procPath };
}

/** The early refusal, before anything is opened: opening a FIFO for reading would wait for a writer. */
async function refuseNonFile(checked: string, asGiven: string, mode: "read" | "write"): Promise<void> {
  const stats = await lstat(checked).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT" && mode === "write") return undefined; // a new file
    throw refusal(error, asGiven);
  });
  if (stats) refuseStats(stats, asGiven, mode);
}

/** Refuses what the tools never read or write: a folder, a link, a FIFO, a device; for writing, a hard link. */
export function refuseStats(stats: Stats, asGiven: string, mode: "read" | "write"): void {
  if (stats.isDirectory()) {
    throw new WorkspacePathError({ kind: "is-folder" }, asGiven);
  }
  if (stats.isSymbolicLink()) {
    throw new WorkspacePathError({ kind: "became-link" }, asGiven);
  }
  if (!stats.isFile()) {
    throw new WorkspacePathError({ kind: "not-regular", fileKind: fileKindOf(stats), mode }, asGiven);
  }
  if (mode === "write" && stats.nlink > 1) {
    throw new WorkspacePathError({ kind: "hard-links", links: stats.nlink }, asGiven);
  }
}

/** Without /proc: the file opened must be the file that was checked (same device and inode). */
async function sameFileAsChecked(opened: Stats, checked: string, asGiven: string): Promise<void> {
  const now = await lstat(checked).catch(() => undefined);
  if (now === undefined || now.dev !== opened.dev || now.ino !== opened.ino) {
    throw new WorkspacePathError({ kind: "changed-while-opened" }, asGiven);
  }
}

/** File system errors that mean "refused", said for the model; anything else is passed on. */
export function refusal(error: NodeJS.ErrnoException, asGiven: string): Error {
  switch (error.code) {
    case "ELOOP":
      return new WorkspacePathError({ kind: "last-step-link" }, asGiven);
    case "ENOENT":
      return new WorkspacePathError({ kind: "not-found" }, asGiven);
    case "ENOTDIR":
      return new WorkspacePathError({ kind: "not-a-folder-on-the-way" }, asGiven);
    case "ENXIO":
      return new WorkspacePathError({ kind: "not-a-file" }, asGiven);
    default:
      return error;
  }
}
