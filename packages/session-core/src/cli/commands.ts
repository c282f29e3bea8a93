/**
 * The four inspector commands. Each takes a loaded file (or a path) and
 * returns its output and exit code, so tests can call it directly; main.ts
 * parses the arguments and prints. tree, context and check only read: none of
 * them ever changes the file.
 */
import { checkSession } from "../check/check.ts";
import { buildSourcedContext, type SourcedContext, toContextMessage } from "../context.ts";
import { printable } from "../inspect/display-text.ts";
import { describeMessage, renderTree } from "../inspect/render-tree.ts";
import type { LoadedSession } from "../load.ts";
import { isKnownVersion } from "../migrate.ts";
import { repairSession } from "../repair/repair.ts";
import { leftTemps } from "../repair/repair-temp.ts";
import { cliMessages } from "./messages.ts";
import { noteLine, problemLine, problemWords, sentenceOf } from "./problem-words.ts";
import { repairWords } from "./repair-words.ts";
import { treeWords } from "./tree-words.ts";

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
  const say = cliMessages();
  const version = !isKnownVersion(loaded.fileVersion)
    ? say.versionUnknown(JSON.stringify(loaded.header.version))
    : loaded.fileVersion === 3
      ? say.version(3)
      : say.versionReadAs3(loaded.fileVersion);
  const { tree } = loaded;
  const parts = [name, say.session(loaded.header.id), version, say.entries(tree.size), say.leaf(tree.leafId ?? "null")];
  if (tree.sessionName) parts.push(say.name(JSON.stringify(tree.sessionName)));
  // The header id and the name come from the file: no control character reaches the terminal.
  return printable(parts.join(" · "));
}

function problemsWarning(name: string, loaded: LoadedSession): string[] {
  if (loaded.problems.length === 0) return [];
  return [cliMessages().problemsWarning(name, loaded.problems.length)];
}

// #region tree
export function treeCommand(name: string, loaded: LoadedSession, options: { color?: boolean } = {}): CommandOutput {
  return {
    stdout: [describeFile(name, loaded), ...renderTree(loaded.tree, { color: options.color, words: treeWords() })],
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
 * shapes; warnings go to stderr so stdout stays machine-readable. A message a
 * context edit changed is shown as the model gets it, marked with the edit;
 * `original` also shows what the file holds (contextLines).
 */
export function contextCommand(
  name: string,
  loaded: LoadedSession,
  leafArgs: string[] | undefined,
  json: boolean,
  original = false,
): CommandOutput {
  const leaves =
    leafArgs === undefined || leafArgs.length === 0
      ? [loaded.tree.leafId]
      : leafArgs.map((arg) => (arg === "null" ? null : arg));
  const say = cliMessages();
  const unknown = leaves.filter((leaf): leaf is string => leaf !== null && !loaded.tree.has(leaf));
  if (unknown.length > 0) {
    const hint = loaded.problems.length > 0 ? say.noSuchEntryHint(name) : "";
    const stderr = unknown.map((id) => printable(`${say.noSuchEntry(id, name)}${hint}`));
    return { stdout: [], stderr, exitCode: EXIT_USAGE };
  }
  const stdout: string[] = [];
  for (const leaf of leaves) {
    const context = buildSourcedContext(loaded.tree.pathToRoot(leaf));
    if (json) {
      const { messages, thinkingLevel, model } = context; // pi's shape: the sources stay out
      stdout.push(JSON.stringify({ messages, thinkingLevel, model }));
      continue;
    }
    if (stdout.length > 0) stdout.push("");
    const where = leaf === null ? say.beforeFirstEntry : leaf === loaded.tree.leafId ? say.currentLeaf(leaf) : leaf;
    const model = context.model ? `${context.model.provider}/${context.model.modelId}` : say.noModel;
    stdout.push(printable(say.contextLine(where, context.messages.length, model, context.thinkingLevel)));
    stdout.push(...contextLines(loaded, context, original));
  }
  return { stdout, stderr: problemsWarning(name, loaded), exitCode: EXIT_OK };
}
// #endregion context

/**
 * One line per message, numbered; a message a context edit replaced is marked with the edit ("✎ edited by ID") and,
 * with `original`, followed by what the file holds. The entries an edit left out follow the messages ("⊘ ID left out
 * by EDIT"), with their original text under `original`. Showing an original shows what the edit hid: only on request.
 */
function contextLines(loaded: LoadedSession, context: SourcedContext, original: boolean): string[] {
  const say = cliMessages();
  const words = treeWords();
  const digits = String(context.messages.length).length;
  const indent = `  ${" ".repeat(digits)} `;
  const originalOf = (id: string) => {
    const entry = loaded.tree.get(id);
    const message = entry && toContextMessage(entry);
    return message ? describeMessage(message, 100, words) : id;
  };
  const lines: string[] = [];
  for (const [index, message] of context.messages.entries()) {
    const editId = context.editIds[index];
    const mark = editId === undefined ? "" : ` ${words.editedBy(printable(editId))}`;
    lines.push(`  ${String(index + 1).padStart(digits)} ${describeMessage(message, 100, words)}${mark}`);
    if (editId !== undefined && original) lines.push(`${indent}${say.was(originalOf(context.sourceIds[index]!))}`);
  }
  for (const { targetId, editId } of context.omitted) {
    lines.push(
      `${indent}${say.leftOut(printable(targetId), printable(editId), original ? originalOf(targetId) : undefined)}`,
    );
  }
  return lines;
}

// #region check
/** Every problem with its line; exit 1 if there is any. */
export function checkCommand(name: string, path: string): CommandOutput {
  const say = cliMessages();
  const result = checkSession(path);
  const notAFile = result.problems.find((problem) => problem.kind === "not-a-file");
  if (notAFile) {
    // A folder, a FIFO or a device: a wrong FILE argument, as for the other commands.
    const what = sentenceOf(notAFile)
      .replace(/^this is /, "it is ")
      .replace(/; a session is a regular file$/, "");
    return { stdout: [], stderr: [printable(say.error(say.cannotRead(path, what)))], exitCode: EXIT_USAGE };
  }
  const stdout = result.problems.map((problem) => printable(problemLine(name, problem)));
  const notes = (result.loaded?.notes ?? []).map((note) => printable(noteLine(name, note)));
  for (const temp of leftTemps(path)) notes.push(printable(repairWords().foundLeftTemp(temp.path, temp.bytes, name)));
  if (result.problems.length > 0) {
    stdout.push(...notes);
    stdout.push(say.problemsFound(result.problems.length, name, Boolean(result.loaded)));
    return { stdout, stderr: [], exitCode: EXIT_PROBLEMS };
  }
  const loaded = result.loaded!;
  stdout.push(...notes);
  stdout.push(`${describeFile(name, loaded)} · ${say.noProblems}`);
  if (loaded.missingFinalNewline) stdout.push(say.missingFinalNewline);
  return { stdout, stderr: [], exitCode: EXIT_OK };
}
// #endregion check

// #region repair
export function repairCommand(name: string, path: string): CommandOutput {
  const say = cliMessages();
  // The report says the file's problems in the language this command speaks.
  const report = repairSession(path, { problemWords: problemWords(), repairWords: repairWords() });
  // Actions quote ids and text from the file: printed through the same filter.
  const notes = report.notes.map((note) => printable(noteLine(name, note)));
  if (!report.changed) {
    return {
      // A stopped repair's temporary file may have been removed even so: the actions say it.
      stdout: [...report.actions.map((action) => printable(`  - ${action}`)), ...notes, say.nothingToRepair(name)],
      stderr: [],
      exitCode: EXIT_OK,
    };
  }
  const count = report.problemsBefore.length;
  const stdout = [say.repaired(name, count), ...report.actions.map((action) => printable(`  - ${action}`))];
  if (report.problemsAfter.length === 0) {
    stdout.push(say.noProblemsNow(name));
    return { stdout, stderr: [], exitCode: EXIT_OK };
  }
  const after = report.problemsAfter.map((problem) => printable(`  ${problemLine(name, problem)}`));
  return {
    stdout,
    stderr: [say.repairLeftProblems(report.problemsAfter.length, report.backupPath), ...after],
    exitCode: EXIT_PROBLEMS,
  };
}
// #endregion repair
