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
import type { FileKind } from "../file-kind.ts";
import { sayRefusal, TOOL_WORDS, type ToolWords } from "./tool-words.ts";

/** Why the guard refuses a path, as data; the tools say it in their language (tool-words.ts). */
export type WorkspaceRefusal =
  | {
      kind:
        | "absolute-path"
        | "leaves-workspace"
        | "not-found"
        | "is-folder"
        | "link-leads-outside"
        | "link-points-nowhere"
        | "changed-while-written"
        | "changed-while-opened"
        | "changed-outside"
        | "became-link"
        | "last-step-link"
        | "not-a-folder-on-the-way"
        | "not-a-file";
    }
  | { kind: "not-regular"; fileKind: FileKind; mode: "read" | "write" }
  | { kind: "hard-links"; links: number };

/**
 * Thrown for a path the tools refuse: why (`refusal`) and the path as the model wrote it. Its message is English;
 * the tools say it again in their own language (`inWords`).
 */
export class WorkspacePathError extends Error {
  override name = "WorkspacePathError";
  constructor(
    readonly refusal: WorkspaceRefusal,
    readonly path: string,
    words: ToolWords = TOOL_WORDS.en,
  ) {
    super(sayRefusal(refusal, path, words));
  }

  /** The same refusal, said in `words`. */
  inWords(words: ToolWords): WorkspacePathError {
    return new WorkspacePathError(this.refusal, this.path, words);
  }
}

// #region resolve-in-workspace
/**
 * The real, absolute location of `path` inside the workspace `root`, or a
 * `WorkspacePathError` saying why it is refused. `mustExist: false` allows a
 * file that is about to be created.
 */
export async function resolveInWorkspace(root: string, path: string, options: { mustExist: boolean }): Promise<string> {
  if (isAbsolute(path)) {
    throw new WorkspacePathError({ kind: "absolute-path" }, path);
  }
  const realRoot = await realpath(root);
  const target = resolve(realRoot, path);
  if (!isInside(realRoot, target)) {
    throw new WorkspacePathError({ kind: "leaves-workspace" }, path);
  }
  const existing = await nearestExisting(target, path);
  if (options.mustExist && existing.path !== target) {
    throw new WorkspacePathError({ kind: "not-found" }, path);
  }
  if (!isInside(realRoot, existing.real)) {
    throw new WorkspacePathError({ kind: "link-leads-outside" }, path);
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
      if (code === "ENOTDIR") throw new WorkspacePathError({ kind: "not-a-folder-on-the-way" }, asGiven);
      if (code !== "ENOENT") throw error;
      if (await isSymbolicLink(current)) {
        throw new WorkspacePathError({ kind: "link-points-nowhere" }, asGiven);
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
