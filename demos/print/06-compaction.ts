/**
 * What demo 06 prints: one line per run, the compaction entry, the path
 * around the cut and the context after it. By default each is short;
 * `--verbose` shows every entry, the whole summary and the whole path.
 */
import type { AgentMessage } from "@kit/agent-loop";
import { budgetReachedAt, estimateContextTokens, estimateTokens, messagesOfEntry } from "@kit/compaction";
import {
  buildSourcedContext,
  type CompactionEntry,
  type ReadonlySessionTree,
  type SessionEntry,
} from "@kit/session-core";
import { columns } from "../lib/columns.ts";
import type { ContextRow } from "../lib/context-rows.ts";
import { inLang } from "../lib/i18n.ts";
import { entryRow, messageRow } from "../lib/rows.ts";
import { summaryLines } from "../lib/summary-lines.ts";
import { words } from "../text/06-compaction.ts";

const say = inLang(words);

/** What one run appended: one line per run (the compaction pointed out), or with `verbose` every entry. */
export function printRun(tree: ReadonlySessionTree, prompt: string, sizeBefore: number, verbose: boolean): void {
  const appended = [...tree.entries].slice(sizeBefore);
  const tokens = estimateContextTokens(tree.pathToRoot()).tokens;
  if (!verbose) {
    const compacted = appended.some((e) => e.type === "compaction") ? `  ${say.compactedHere}` : "";
    console.log(`${columns([[`> ${prompt}`, say.run(appended.length, tokens)]], [36, 60])[0]}${compacted}`);
    return;
  }
  console.log(`> ${prompt}`);
  for (const e of appended) {
    const line = e.type === "compaction" ? say.compactionLine : entryRow(e);
    console.log(columns([[e.id, line]], [8, 78])[0]);
  }
  console.log(`           ${say.contextNow(tokens)}\n`);
}

/** The entry's fields, then its summary (the first 12 lines unless `verbose`). */
export function printEntry(compaction: CompactionEntry, verbose: boolean): void {
  const fields = {
    type: compaction.type,
    id: compaction.id,
    parentId: compaction.parentId,
    firstKeptEntryId: compaction.firstKeptEntryId,
    tokensBefore: compaction.tokensBefore,
    details: JSON.stringify(compaction.details),
  };
  for (const [name, value] of Object.entries(fields)) console.log(`  ${name.padEnd(16)} ${value}`);
  console.log("  summary:");
  for (const line of summaryLines(compaction.summary, verbose ? undefined : 12, say.moreSummary)) console.log(line);
}

export interface CutView {
  keepRecentTokens: number;
  verbose: boolean;
  /** The cut fell inside a turn (CompactResult.splitTurn). */
  splitTurn: boolean;
}

/**
 * The path before the compaction, each entry with its estimated tokens, and
 * the cut marked. By default only the rows around the cut; `verbose` shows all.
 */
export function printCut(tree: ReadonlySessionTree, compaction: CompactionEntry, view: CutView): void {
  const { keepRecentTokens, verbose, splitTurn } = view;
  const path = tree.pathToRoot(compaction.parentId);
  const firstKept = path.findIndex((e) => e.id === compaction.firstKeptEntryId);
  const reached = budgetReachedAt(path, 0, path.length, keepRecentTokens);
  const rows = path.map((e, i) => {
    const tokens = messagesOfEntry(e).reduce((sum, m: AgentMessage) => sum + estimateTokens(m), 0);
    const side = i < firstKept ? say.summarised : say.kept;
    const notes = [i === reached ? say.reached(keepRecentTokens) : "", i === firstKept ? "firstKeptEntryId" : ""];
    const marked = notes.filter(Boolean);
    return [e.id, String(tokens).padStart(4), side, entryRow(e), marked.length > 0 ? `← ${marked.join(", ")}` : ""];
  });
  const widths = [8, 4, 10, 46, 40];
  const from = verbose ? 0 : Math.max(0, Math.min(firstKept, reached) - 2);
  const to = verbose ? rows.length : Math.min(rows.length, Math.max(firstKept, reached) + 3);
  for (const line of columns([say.header], widths)) console.log(`  ${line}`);
  if (from > 0) console.log(say.more(from, say.summarised));
  for (const line of columns(rows.slice(from, to), widths)) console.log(`  ${line}`);
  if (to < rows.length) console.log(say.more(rows.length - to, say.kept));
  if (reached !== firstKept) {
    console.log(`\n${say.reachedAt(keepRecentTokens, roleAt(path[reached]!))}`);
    for (const line of say.pair(roleAt(path[firstKept]!))) console.log(line);
  }
  if (splitTurn) for (const line of say.split) console.log(line);
}

function roleAt(e: SessionEntry): string {
  return messagesOfEntry(e)[0]?.role ?? e.type;
}

/** A context's rows: the entry each message came from, its estimated tokens, its text. */
export function printRows(rows: readonly ContextRow[]): void {
  const table = rows.map((r) => [r.entryId, String(r.tokens).padStart(4), r.text]);
  for (const line of columns(table, [8, 4, 80])) console.log(`  ${line}`);
}

/** Every entry of the file, root first, with its parent: both branches, the secret and the edit. */
export function printEditedFile(tree: ReadonlySessionTree): void {
  const rows = [...tree.entries].map((e) => [e.id, e.parentId ?? "", entryRow(e)]);
  for (const line of columns([say.fileHeader, ...rows], [8, 8, 76])) console.log(`  ${line}`);
}

/** The context at `leafId`: each message's source entry, and the edit that changed it, if one did. */
export function printSourcedContext(tree: ReadonlySessionTree, leafId: string): void {
  const context = buildSourcedContext(tree.pathToRoot(leafId));
  const rows = context.messages.map((message, i) => {
    const editId = context.editIds[i];
    return [context.sourceIds[i]!, messageRow(message), editId ? say.editedBy(editId) : ""];
  });
  for (const line of columns(rows, [8, 76, 22])) console.log(`  ${line}`);
}
