/**
 * The four inspector commands. Each takes a loaded file (or a path) and
 * returns its output and exit code, so tests can call it directly; main.ts
 * parses the arguments and prints. tree, context and check only read: none of
 * them ever changes the file.
 */
import { checkSession } from "../checks/check.ts";
import { formatNote, formatProblem } from "../checks/problems.ts";
import { contextAt } from "../context.ts";
import { printable } from "../inspect/display-text.ts";
import { describeMessage, renderTree } from "../inspect/render-tree.ts";
import type { LoadedSession } from "../load.ts";
import { isKnownVersion } from "../migrate.ts";
import { repairSession } from "../repair/repair.ts";

export interface CommandOutput {
  stdout: string[];
  stderr: string[];
  exitCode: number;
}

/** Exit codes: 0 done; 1 the file has problems (or cannot be read as a session); 2 it could not run as asked. */
export const EXIT_OK = 0;
export const EXIT_PROBLEMS = 1;
export const EXIT_USAGE = 2;

/** One line saying what file this is. */
function describeFile(name: string, loaded: LoadedSession): string {
  const version = !isKnownVersion(loaded.fileVersion)
    ? `version ${JSON.stringify(loaded.header.version)}, unknown (entries shown as version 3)`
    : loaded.fileVersion === 3
      ? "version 3"
      : `version ${loaded.fileVersion}, read as version 3 in memory`;
  const { tree } = loaded;
  const parts = [name, `session ${loaded.header.id}`, version, `${tree.size} entries`, `leaf ${tree.leafId ?? "null"}`];
  if (tree.sessionName) parts.push(`name ${JSON.stringify(tree.sessionName)}`);
  // The header id and the name come from the file: no control character reaches the terminal.
  return printable(parts.join(" · "));
}

function problemsWarning(name: string, loaded: LoadedSession): string[] {
  if (loaded.problems.length === 0) return [];
  return [
    `warning: ${name} has ${loaded.problems.length} problem${loaded.problems.length === 1 ? "" : "s"}; ` +
      `showing what can be read (run \`check ${name}\` for the list)`,
  ];
}

// #region tree
export function treeCommand(name: string, loaded: LoadedSession, options: { color?: boolean } = {}): CommandOutput {
  return {
    stdout: [describeFile(name, loaded), ...renderTree(loaded.tree, { color: options.color })],
    stderr: problemsWarning(name, loaded),
    exitCode: EXIT_OK,
  };
}
// #endregion tree

// #region context
/**
 * The context at each requested leaf: `null` is the position before the first
 * entry; no leaf at all means the file's current leaf. With `json`, one
 * `{messages, thinkingLevel, model}` object per leaf, one per line, in pi's
 * shapes; warnings go to stderr so stdout stays machine-readable.
 */
export function contextCommand(
  name: string,
  loaded: LoadedSession,
  leafArgs: string[] | undefined,
  json: boolean,
): CommandOutput {
  const leaves =
    leafArgs === undefined || leafArgs.length === 0
      ? [loaded.tree.leafId]
      : leafArgs.map((arg) => (arg === "null" ? null : arg));
  const unknown = leaves.filter((leaf): leaf is string => leaf !== null && !loaded.tree.has(leaf));
  if (unknown.length > 0) {
    const hint =
      loaded.problems.length > 0
        ? ` (the file has problems; an entry that cannot be placed in the tree has no context: run \`check ${name}\`)`
        : "";
    const stderr = unknown.map((id) => printable(`context: no entry with id "${id}" in ${name}${hint}`));
    return { stdout: [], stderr, exitCode: EXIT_USAGE };
  }
  const stdout: string[] = [];
  for (const leaf of leaves) {
    const context = contextAt(loaded.tree, leaf);
    if (json) {
      stdout.push(JSON.stringify(context));
      continue;
    }
    if (stdout.length > 0) stdout.push("");
    const where =
      leaf === null
        ? "null (before the first entry)"
        : leaf === loaded.tree.leafId
          ? `${leaf} (the current leaf)`
          : leaf;
    const model = context.model ? `${context.model.provider}/${context.model.modelId}` : "none";
    const count = `${context.messages.length} message${context.messages.length === 1 ? "" : "s"}`;
    stdout.push(printable(`context at ${where}: ${count} · model ${model} · thinking ${context.thinkingLevel}`));
    const digits = String(context.messages.length).length;
    for (const [index, message] of context.messages.entries()) {
      stdout.push(`  ${String(index + 1).padStart(digits)} ${describeMessage(message, 100)}`);
    }
  }
  return { stdout, stderr: problemsWarning(name, loaded), exitCode: EXIT_OK };
}
// #endregion context

// #region check
/** Every problem with its line; exit 1 if there is any. */
export function checkCommand(name: string, path: string): CommandOutput {
  const result = checkSession(path);
  const notAFile = result.problems.find((problem) => problem.kind === "not-a-file");
  if (notAFile) {
    // A folder, a FIFO or a device: a wrong FILE argument, as for the other commands.
    const what = notAFile.message.replace(/^this is /, "it is ").replace(/; a session is a regular file$/, "");
    return { stdout: [], stderr: [printable(`error: cannot read ${path}: ${what}`)], exitCode: EXIT_USAGE };
  }
  const stdout = result.problems.map((problem) => printable(formatProblem(name, problem)));
  const notes = (result.loaded?.notes ?? []).map((note) => printable(formatNote(name, note)));
  if (result.problems.length > 0) {
    stdout.push(...notes);
    stdout.push(
      `${result.problems.length} problem${result.problems.length === 1 ? "" : "s"} in ${name}` +
        (result.loaded ? `; \`repair ${name}\` writes a mended file and keeps the original` : ""),
    );
    return { stdout, stderr: [], exitCode: EXIT_PROBLEMS };
  }
  const loaded = result.loaded!;
  stdout.push(...notes);
  stdout.push(`${describeFile(name, loaded)} · no problems`);
  if (loaded.missingFinalNewline)
    stdout.push("note: the last line has no newline yet; this kit's next append adds one first");
  return { stdout, stderr: [], exitCode: EXIT_OK };
}
// #endregion check

// #region repair
export function repairCommand(name: string, path: string): CommandOutput {
  const report = repairSession(path);
  // Actions quote ids and text from the file: printed through the same filter.
  const notes = report.notes.map((note) => printable(formatNote(name, note)));
  if (!report.changed) {
    return {
      stdout: [...notes, `${name}: no problems, nothing to repair (the file was not touched)`],
      stderr: [],
      exitCode: EXIT_OK,
    };
  }
  const count = report.problemsBefore.length;
  const stdout = [
    `repaired ${name} (${count} problem${count === 1 ? "" : "s"}):`,
    ...report.actions.map((action) => printable(`  - ${action}`)),
  ];
  if (report.problemsAfter.length === 0) {
    stdout.push(`check: no problems in ${name} now`);
    return { stdout, stderr: [], exitCode: EXIT_OK };
  }
  const after = report.problemsAfter.map((problem) => printable(`  ${formatProblem(name, problem)}`));
  return {
    stdout,
    stderr: [
      `repair left ${report.problemsAfter.length} problem(s), which is a bug in repair ` +
        `(the original is in ${report.backupPath}):`,
      ...after,
    ],
    exitCode: EXIT_PROBLEMS,
  };
}
// #endregion repair
