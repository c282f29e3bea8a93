/**
 * The workspace guard: every path a tool receives is checked to stay inside
 * one folder.
 *
 * A model writes paths as text, and text can say `../../etc/passwd`, `/etc`,
 * or name a symbolic link that points elsewhere. Comparing strings is not
 * enough: a link inside the folder can lead outside it. So the guard asks the
 * file system where a path really leads (`realpath`) and compares that with
 * the real path of the workspace. For a file that does not exist yet (a write),
 * the nearest folder above it that does exist is the one that is checked.
 */
import { lstat, realpath } from "node:fs/promises";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { toolWords } from "./tool-words.ts";

/** Thrown for a path the tools refuse; its message is written for the model to read. */
export class WorkspacePathError extends Error {
  override name = "WorkspacePathError";
}

// #region resolve-in-workspace
/**
 * The real, absolute location of `path` inside the workspace `root`, or a
 * `WorkspacePathError` saying why it is refused. `mustExist: false` allows a
 * file that is about to be created.
 */
export async function resolveInWorkspace(root: string, path: string, options: { mustExist: boolean }): Promise<string> {
  if (isAbsolute(path)) {
    throw new WorkspacePathError(toolWords().absolutePath(path));
  }
  const realRoot = await realpath(root);
  const target = resolve(realRoot, path);
  if (!isInside(realRoot, target)) {
    throw new WorkspacePathError(toolWords().leavesWorkspace(path));
  }
  const existing = await nearestExisting(target, path);
  if (options.mustExist && existing.path !== target) {
    throw new WorkspacePathError(toolWords().notFound(path));
  }
  if (!isInside(realRoot, existing.real)) {
    throw new WorkspacePathError(toolWords().linkLeadsOutside(path));
  }
  // Rebuild the path on the real location of its existing part, so the file
  // written is the one that was checked.
  return join(existing.real, relative(existing.path, target));
}
// #endregion resolve-in-workspace

export function isInside(root: string, target: string): boolean {
  const rel = relative(root, target);
  return rel === "" || (!rel.startsWith(`..${sep}`) && rel !== ".." && !isAbsolute(rel));
}

/**
 * The target itself if it exists, else its closest existing parent folder, with
 * its real path. A link that points nowhere is refused: writing through it
 * would create a file wherever it points.
 */
async function nearestExisting(target: string, asGiven: string): Promise<{ path: string; real: string }> {
  let current = target;
  for (;;) {
    try {
      return { path: current, real: await realpath(current) };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // A file where a folder should be: said for the model, not Node's message with the absolute path in it.
      if (code === "ENOTDIR") throw new WorkspacePathError(toolWords().notAFolderOnTheWay(asGiven));
      if (code !== "ENOENT") throw error;
      if (await isSymbolicLink(current)) {
        throw new WorkspacePathError(toolWords().linkPointsNowhere(asGiven));
      }
      current = dirname(current); // the workspace root exists, so this walk ends there at the latest
    }
  }
}

async function isSymbolicLink(path: string): Promise<boolean> {
  try {
    return (await lstat(path)).isSymbolicLink();
  } catch {
    return false;
  }
}
