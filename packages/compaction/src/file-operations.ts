/**
 * Which files the conversation read and changed, taken from its tool calls.
 *
 * A summary written by a model may forget a path or get it slightly wrong;
 * the tool calls cannot. So the lists are gathered from the calls themselves,
 * appended to the summary, and stored in the entry's `details`, where the
 * next compaction (or branch summary) picks them up: a file read three
 * compactions ago is still listed.
 */
import type { AgentMessage } from "@kit/agent-loop";
import { isEntryOfType, type SessionEntry } from "@kit/session-core/tree";

/** The `details` of a compaction or branch_summary entry (pi's shape). */
export interface FileLists {
  /** Files read and never changed. */
  readFiles: string[];
  /** Files written or edited. */
  modifiedFiles: string[];
}

// #region tool-names
/** Tool names that read or change a file, with a `path` argument: the teaching tools and pi's. */
const READS = new Set(["read_file", "read"]);
const MODIFIES = new Set(["write_file", "write", "edit"]);
// #endregion tool-names

/**
 * The files touched by the tool calls in `messages`, added to `carried` (the
 * lists of an earlier summary). A file both read and changed is listed once,
 * as changed. Both lists are sorted, so the same conversation always gives
 * the same summary.
 */
export function collectFileLists(
  messages: readonly AgentMessage[],
  carried: readonly (FileLists | undefined)[] = [],
): FileLists {
  const read = new Set<string>();
  const modified = new Set<string>();
  for (const lists of carried) {
    for (const path of lists?.readFiles ?? []) read.add(path);
    for (const path of lists?.modifiedFiles ?? []) modified.add(path);
  }
  for (const message of messages) {
    if (message.role !== "assistant") continue;
    for (const block of message.content) {
      if (block.type !== "toolCall" || typeof block.arguments.path !== "string") continue;
      if (READS.has(block.name)) read.add(block.arguments.path);
      if (MODIFIES.has(block.name)) modified.add(block.arguments.path);
    }
  }
  return {
    readFiles: [...read].filter((path) => !modified.has(path)).sort(),
    modifiedFiles: [...modified].sort(),
  };
}

/**
 * The lists stored in the `details` of a compaction or branch_summary entry,
 * if it holds them. Entries an extension wrote (`fromHook`) may store anything
 * there, so they are not read.
 */
export function fileListsOf(entry: SessionEntry | undefined): FileLists | undefined {
  if (!entry || !(isEntryOfType(entry, "compaction") || isEntryOfType(entry, "branch_summary"))) return undefined;
  const { details, fromHook } = entry;
  if (fromHook || typeof details !== "object" || details === null) return undefined;
  const { readFiles, modifiedFiles } = details as Partial<FileLists>;
  return {
    readFiles: Array.isArray(readFiles) ? readFiles.filter((f) => typeof f === "string") : [],
    modifiedFiles: Array.isArray(modifiedFiles) ? modifiedFiles.filter((f) => typeof f === "string") : [],
  };
}

/** The lists as tagged blocks appended to a summary text (pi's tags), or "" when both are empty. */
export function formatFileLists({ readFiles, modifiedFiles }: FileLists): string {
  const blocks: string[] = [];
  if (readFiles.length > 0) blocks.push(`<read-files>\n${readFiles.join("\n")}\n</read-files>`);
  if (modifiedFiles.length > 0) blocks.push(`<modified-files>\n${modifiedFiles.join("\n")}\n</modified-files>`);
  return blocks.length > 0 ? `\n\n${blocks.join("\n\n")}` : "";
}
