/**
 * The tree drawn as text, one line per entry, in the style of chapter 03:
 *
 *     a1b2c3d4 user "fix the failing test"
 *     └─ b2c3d4e5 assistant "Let me look." → read
 *        ├─ c3d4e5f6 toolResult read "export function…"
 *        │  └─ d4e5f6a7 assistant "Found it." [first try]
 *        └─ e5f6a7b8 branch_summary "Tried editing…" (from d4e5f6a7)
 *           └─ f6a7b8c9 user "try the other way" ← leaf
 *
 * Every child hangs from its parent by `├─` (more siblings follow) or `└─`
 * (the last one), and `│` carries a parent's line down past a child's subtree.
 *
 * What could go wrong: a conversation is mostly one long straight run, and
 * each step indents three more columns, so the lines of a deep session would
 * grow with its depth and the drawing with the square of it (12,000 nested
 * retries would need 650 million characters). So the indentation stops at
 * `maxDepth`: the next level starts again at the margin, after a line that says
 * where it continues. Each line is then at most a fixed width, and the drawing
 * is linear in the number of entries. Drawn without recursion, so a run of
 * 100,000 entries cannot overflow the stack.
 *
 * Every field taken from the file goes through `printable` (display-text.ts).
 */
import { type AgentMessage, oneLine, textOf } from "@kit/agent-loop/messages";
import { buildSourcedContext, toContextMessage } from "../context.ts";
import {
  isKnownEntry,
  isLeafSwitch,
  REPAIR_PLACEHOLDER_TYPE,
  type SessionEntry,
  type SystemMessage,
} from "../entries.ts";
import type { ReadonlySessionTree } from "../tree.ts";
import { jsonForDisplay, printable, printableLine, quote } from "./display-text.ts";
import { ENGLISH_TREE_WORDS, type TreeWords } from "./words.ts";

export interface RenderTreeOptions {
  /** ANSI styles: leaf-switch markers dim, the leaf bold. Off by default (plain text). */
  color?: boolean;
  /** Longest text shown for one entry, in characters (default 60). */
  textWidth?: number;
  /** Levels indented before the drawing starts again at the margin (default 16). */
  maxDepth?: number;
  /** The markers' words; default: plain English (an edge passes its reader's, ../cli/tree-words.ts). */
  words?: TreeWords;
}

const DIM = ["\x1b[2m", "\x1b[22m"] as const;
const BOLD = ["\x1b[1m", "\x1b[22m"] as const;

/** One line to draw: an entry with what goes in front of it, or a "continues" marker. */
interface Frame {
  entry: SessionEntry;
  /** Depth in the tree (a root is 0) and how many levels are indented on screen. */
  depth: number;
  shown: number;
  linePrefix: string;
  childPrefix: string;
}

// #region renderTree
/** The lines of the drawing, without newlines; the current leaf is marked "← leaf". */
export function renderTree(tree: ReadonlySessionTree, options: RenderTreeOptions = {}): string[] {
  const style = (codes: readonly [string, string], text: string) =>
    options.color ? `${codes[0]}${text}${codes[1]}` : text;
  const width = options.textWidth ?? 60;
  const words = options.words ?? ENGLISH_TREE_WORDS;
  const maxDepth = Math.max(1, options.maxDepth ?? 16);
  if (tree.size === 0) return [words.noEntries];
  const lines: string[] = [];
  if (tree.leafId === null) lines.push(style(DIM, words.leafBeforeFirst));
  const editMarks = editMarksAtLeaf(tree, words);

  // Frames are pushed last child first, so the first child is drawn first. A
  // string stands for a marker line. Each root starts at the margin.
  const stack: (Frame | string)[] = [];
  const childrenOf = indexChildren(tree.entries);
  const roots = childrenOf.get(null) ?? [];
  for (let i = roots.length - 1; i >= 0; i--) {
    stack.push({ entry: roots[i]!, depth: 0, shown: 0, linePrefix: "", childPrefix: "" });
  }
  while (stack.length > 0) {
    const frame = stack.pop()!;
    if (typeof frame === "string") {
      lines.push(style(DIM, frame));
      continue;
    }
    const { entry } = frame;
    const id = printable(entry.id);
    let text = isLeafSwitch(entry) ? style(DIM, `${id} ${words.leafMovedHere}`) : describeEntry(entry, width, words);
    const editMark = editMarks.get(entry.id);
    if (editMark) text += ` ${editMark}`;
    const label = tree.labelOf(entry.id);
    if (label) text += ` [${printableLine(label, width)}]`;
    if (entry.id === tree.leafId) text += ` ${style(BOLD, words.leaf)}`;
    lines.push(frame.linePrefix + text);

    const children = childrenOf.get(entry.id) ?? [];
    if (children.length === 0) continue;
    // At the deepest level shown, the children start again at the margin.
    const restart = frame.shown >= maxDepth;
    const prefix = restart ? "" : frame.childPrefix;
    const shown = restart ? 1 : frame.shown + 1;
    for (let i = children.length - 1; i >= 0; i--) {
      const last = i === children.length - 1;
      stack.push({
        entry: children[i]!,
        depth: frame.depth + 1,
        shown,
        linePrefix: `${prefix}${last ? "└─ " : "├─ "}`,
        childPrefix: `${prefix}${last ? "   " : "│  "}`,
      });
    }
    if (restart) stack.push(words.continuesAt(frame.depth + 1, id));
  }
  return lines;
}
// #endregion renderTree

/**
 * "(✎ edited by X)" or "(⊘ left out by X)" for each entry a context edit changes in the context at the current
 * leaf: an edit counts only on its own branch, so the marks are those of the leaf's context.
 */
function editMarksAtLeaf(tree: ReadonlySessionTree, words: TreeWords): Map<string, string> {
  const marks = new Map<string, string>();
  const context = buildSourcedContext(tree.pathToRoot(tree.leafId));
  context.editIds.forEach((editId, i) => {
    if (editId !== undefined) marks.set(context.sourceIds[i]!, words.editedBy(printable(editId)));
  });
  for (const { targetId, editId } of context.omitted) marks.set(targetId, words.omittedBy(printable(editId)));
  return marks;
}

/** Each entry under its parent's id (`null`: the roots), in file order: one pass, so a drawing is linear. */
function indexChildren(entries: Iterable<SessionEntry>): Map<string | null, SessionEntry[]> {
  const index = new Map<string | null, SessionEntry[]>();
  for (const entry of entries) {
    const siblings = index.get(entry.parentId);
    if (siblings) siblings.push(entry);
    else index.set(entry.parentId, [entry]);
  }
  return index;
}

/** One line for an entry: its id, its type (or a message's role) and a short text. */
export function describeEntry(entry: SessionEntry, width = 60, words = ENGLISH_TREE_WORDS): string {
  return `${printable(entry.id)} ${describeEntryBody(entry, width, words)}`;
}

function describeEntryBody(entry: SessionEntry, width: number, words: TreeWords): string {
  if (!isKnownEntry(entry)) return `${printable(entry.type)} ${words.unknownType}`;
  switch (entry.type) {
    case "message":
      return describeMessage(toContextMessage(entry)!, width, words); // content null or missing read as empty
    case "model_change":
      return `model_change ${printable(entry.provider)}/${printable(entry.modelId)}`;
    case "thinking_level_change":
      return `thinking_level_change ${printable(entry.thinkingLevel)}`;
    case "compaction": {
      const keptFrom = entry.firstKeptEntryId === undefined ? undefined : printable(entry.firstKeptEntryId);
      return `compaction ${quote(entry.summary, width)} ${words.keepsFrom(keptFrom)}`;
    }
    case "branch_summary":
      return `branch_summary ${quote(entry.summary ?? "", width)} ${words.summaryFrom(printable(entry.fromId))}`;
    case "custom": {
      if (entry.customType === REPAIR_PLACEHOLDER_TYPE) return words.repairPlaceholder;
      const data =
        entry.data === undefined ? "" : ` ${oneLine(printableLine(jsonForDisplay(entry.data), width), width)}`;
      return `custom ${printable(entry.customType)}${data}`;
    }
    case "custom_message": {
      const hidden = entry.display === false ? words.hidden : "";
      return `custom_message ${printable(entry.customType)} ${quote(textOf(entry.content), width)}${hidden}`;
    }
    case "label":
      return `${words.labelOn(printable(entry.targetId))} ${entry.label ? quote(entry.label, width) : words.cleared}`;
    case "session_info": {
      const name = entry.name?.trim();
      return `session_info ${name ? words.sessionName(quote(name, width)) : words.sessionNameCleared}`;
    }
    case "context_edit": {
      const target = printable(entry.targetId);
      if (entry.replacement === null) return words.editOmits(target);
      return words.editReplaces(target, quote(textOf(entry.replacement.content as { type: string }[]), width));
    }
    case "usage": {
      const model = `${printable(entry.provider)}/${printable(entry.model)}`;
      return `usage ${printable(entry.kind)} ${model} ${words.tokens(entry.usage.totalTokens)}`;
    }
  }
}

// #region describeMessage
/** One line for a message: its role and a short text (tool calls named after "→"). */
export function describeMessage(message: AgentMessage, width = 60, words = ENGLISH_TREE_WORDS): string {
  if ((message as { role: string }).role === "system") return describeSystemMessage(message, width, words);
  switch (message.role) {
    case "user":
      return `user ${quote(textOf(message.content), width)}${imageNote(message.content, words)}`;
    case "assistant": {
      const text = textOf(message.content);
      const calls = message.content.filter((block) => block.type === "toolCall").map((call) => printable(call.name));
      const parts = ["assistant"];
      if (text.trim()) parts.push(quote(text, width));
      else if (calls.length === 0) {
        parts.push(message.content.some((block) => block.type === "thinking") ? words.thinkingOnly : words.noText);
      }
      if (calls.length > 0) parts.push(`→ ${calls.join(", ")}`);
      if (message.stopReason === "error" || message.stopReason === "aborted") {
        const why = message.errorMessage ? `: ${oneLine(printableLine(message.errorMessage, width), width)}` : "";
        parts.push(`[${message.stopReason}${why}]`);
      }
      return parts.join(" ");
    }
    case "toolResult": {
      const error = message.isError ? words.toolError : "";
      return `toolResult ${printable(message.toolName)} ${quote(textOf(message.content), width)}${error}`;
    }
    case "bashExecution": {
      const exit = message.exitCode ? words.exitCode(message.exitCode) : "";
      return `bashExecution ${quote(`$ ${message.command}`, width)}${exit}`;
    }
    case "custom":
      return `custom ${printable(message.customType)} ${quote(textOf(message.content), width)}`;
    case "compactionSummary":
      return `compactionSummary ${quote(message.summary, width)}`;
    case "branchSummary":
      return `branchSummary ${quote(message.summary, width)}`;
    default: {
      // A role from a newer writer or an extension: the reader keeps it, so show it.
      const role: unknown = (message as { role?: unknown }).role;
      return `${typeof role === "string" ? printable(role) : "message"} ${words.unknownRole}`;
    }
  }
}
// #endregion describeMessage

/** A system message (pi 1.6.0's system prompt in the session): its text, or its sections' names, and its tools. */
function describeSystemMessage(message: AgentMessage, width: number, words: TreeWords): string {
  const { content, sections, toolsAdded } = message as unknown as SystemMessage;
  const text = textOf(content) || Object.keys(sections ?? {}).join(", ");
  const tools = toolsAdded?.length ? words.tools(toolsAdded.length) : "";
  return `system ${quote(text, width)}${tools}`;
}

function imageNote(content: string | readonly { type: string }[], words: TreeWords): string {
  if (typeof content === "string") return "";
  const images = content.filter((block) => block.type === "image").length;
  return images === 0 ? "" : words.images(images);
}
