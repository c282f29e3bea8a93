/**
 * The tree drawn as text, one line per entry:
 *
 *     a1b2c3d4 user "fix the failing test"
 *     b2c3d4e5 assistant "Let me look." → read
 *     ├─ c3d4e5f6 toolResult read "export function…"
 *     │  d4e5f6a7 assistant "Found it." [first try]
 *     └─ e5f6a7b8 branch_summary "Tried editing…" (from d4e5f6a7)
 *        f6a7b8c9 user "try the other way" ← leaf
 *
 * A child that is its parent's only child goes straight below it, at the same
 * indentation: a conversation is mostly one long straight run, and indenting
 * every step would push a session of thousands of entries off the screen.
 * Only a branch point indents, with ├─ └─ │ for its children.
 *
 * Drawn without recursion, so a 100,000-entry run cannot overflow the stack.
 */
import { type AgentMessage, textOf } from "@kit/agent-loop";
import {
  type BranchSummaryEntry,
  type CompactionEntry,
  type CustomEntry,
  type CustomMessageEntry,
  type LabelEntry,
  type MessageEntry,
  type ModelChangeEntry,
  type SessionEntry,
  type SessionInfoEntry,
  type ThinkingLevelChangeEntry,
  isLeafSwitch,
} from "./entries.ts";
import { REPAIR_PLACEHOLDER_TYPE } from "./repair.ts";
import type { ReadonlySessionTree } from "./tree.ts";

export interface RenderTreeOptions {
  /** ANSI styles: leaf-switch markers dim, the leaf bold. Off by default (plain text). */
  color?: boolean;
  /** Longest text shown for one entry, in characters (default 60). */
  textWidth?: number;
}

const DIM = ["\x1b[2m", "\x1b[22m"] as const;
const BOLD = ["\x1b[1m", "\x1b[22m"] as const;

// #region renderTree
/** The lines of the drawing, without newlines; the current leaf is marked "← leaf". */
export function renderTree(tree: ReadonlySessionTree, options: RenderTreeOptions = {}): string[] {
  const style = (codes: readonly [string, string], text: string) => (options.color ? `${codes[0]}${text}${codes[1]}` : text);
  const width = options.textWidth ?? 60;
  const lines: string[] = [];
  if (tree.size === 0) return ["(no entries yet)"];
  if (tree.leafId === null) lines.push(style(DIM, "(leaf: before the first entry; the next entry starts a new root)"));

  // Each frame: an entry, the text in front of its own line, and the text in
  // front of its children's lines. Several roots are drawn as siblings.
  type Frame = { entry: SessionEntry; linePrefix: string; childPrefix: string };
  const stack: Frame[] = [];
  const pushChildren = (children: SessionEntry[], prefix: string) => {
    if (children.length === 1) {
      stack.push({ entry: children[0]!, linePrefix: prefix, childPrefix: prefix });
      return;
    }
    // Pushed last to first, so the first child is drawn first.
    for (let i = children.length - 1; i >= 0; i--) {
      const last = i === children.length - 1;
      stack.push({ entry: children[i]!, linePrefix: `${prefix}${last ? "└─ " : "├─ "}`, childPrefix: `${prefix}${last ? "   " : "│  "}` });
    }
  };

  pushChildren(tree.roots(), "");
  while (stack.length > 0) {
    const { entry, linePrefix, childPrefix } = stack.pop()!;
    let text = isLeafSwitch(entry) ? style(DIM, `${entry.id} ↳ leaf moved here`) : describeEntry(entry, width);
    const label = tree.labelOf(entry.id);
    if (label) text += ` [${oneLine(label, width)}]`;
    if (entry.id === tree.leafId) text += ` ${style(BOLD, "← leaf")}`;
    lines.push(linePrefix + text);
    pushChildren(tree.children(entry.id), childPrefix);
  }
  return lines;
}
// #endregion renderTree

/** One line for an entry: its id, its type (or a message's role) and a short text. */
export function describeEntry(entry: SessionEntry, width = 60): string {
  try {
    return `${entry.id} ${describeEntryBody(entry, width)}`;
  } catch {
    // A field missing from a hand-edited or foreign file: still draw the line.
    return `${entry.id} ${entry.type} (fields not as expected)`;
  }
}

function describeEntryBody(entry: SessionEntry, width: number): string {
  switch (entry.type) {
    case "message":
      return describeMessage((entry as MessageEntry).message, width);
    case "model_change": {
      const change = entry as ModelChangeEntry;
      return `model_change ${change.provider}/${change.modelId}`;
    }
    case "thinking_level_change":
      return `thinking_level_change ${(entry as ThinkingLevelChangeEntry).thinkingLevel}`;
    case "compaction": {
      const compaction = entry as CompactionEntry;
      return `compaction ${quote(compaction.summary, width)} (keeps from ${compaction.firstKeptEntryId ?? "nothing"})`;
    }
    case "branch_summary": {
      const summary = entry as BranchSummaryEntry;
      return `branch_summary ${quote(summary.summary, width)} (from ${summary.fromId})`;
    }
    case "custom": {
      const custom = entry as CustomEntry;
      if (custom.customType === REPAIR_PLACEHOLDER_TYPE) return "placeholder for a missing entry (added by repair)";
      return `custom ${custom.customType}${custom.data === undefined ? "" : ` ${clip(oneLine(JSON.stringify(custom.data) ?? "", width), width)}`}`;
    }
    case "custom_message": {
      const custom = entry as CustomMessageEntry;
      return `custom_message ${custom.customType} ${quote(textOf(custom.content), width)}${custom.display ? "" : " (hidden)"}`;
    }
    case "label": {
      const label = entry as LabelEntry;
      return label.label ? `label on ${label.targetId} ${quote(label.label, width)}` : `label on ${label.targetId} cleared`;
    }
    case "session_info": {
      const name = (entry as SessionInfoEntry).name?.trim();
      return name ? `session_info name ${quote(name, width)}` : "session_info name cleared";
    }
    default:
      return `${entry.type} (a type this kit does not know; kept as it is)`;
  }
}

// #region describeMessage
/** One line for a message: its role and a short text (tool calls named after "→"). */
export function describeMessage(message: AgentMessage, width = 60): string {
  switch (message.role) {
    case "user":
      return `user ${quote(textOf(message.content), width)}${imageNote(message.content)}`;
    case "assistant": {
      const text = textOf(message.content);
      const calls = message.content.filter((block) => block.type === "toolCall").map((call) => call.name);
      const parts = ["assistant"];
      if (text.trim()) parts.push(quote(text, width));
      else if (calls.length === 0) parts.push(`(${message.content.some((block) => block.type === "thinking") ? "thinking only" : "no text"})`);
      if (calls.length > 0) parts.push(`→ ${calls.join(", ")}`);
      if (message.stopReason === "error" || message.stopReason === "aborted") parts.push(`[${message.stopReason}${message.errorMessage ? `: ${clip(oneLine(message.errorMessage, width), width)}` : ""}]`);
      return parts.join(" ");
    }
    case "toolResult":
      return `toolResult ${message.toolName} ${quote(textOf(message.content), width)}${message.isError ? " (error)" : ""}`;
    case "bashExecution":
      return `bashExecution ${quote(`$ ${message.command}`, width)}${message.exitCode ? ` (exit ${message.exitCode})` : ""}`;
    case "custom":
      return `custom ${message.customType} ${quote(textOf(message.content), width)}`;
    case "compactionSummary":
      return `compactionSummary ${quote(message.summary, width)}`;
    case "branchSummary":
      return `branchSummary ${quote(message.summary, width)}`;
    default: {
      // A role from a newer writer: show it rather than fail.
      const role = (message as { role?: unknown }).role;
      return `${typeof role === "string" ? role : "message"} (a role this kit does not know)`;
    }
  }
}
// #endregion describeMessage

function imageNote(content: string | readonly { type: string }[]): string {
  if (typeof content === "string") return "";
  const images = content.filter((block) => block.type === "image").length;
  return images === 0 ? "" : ` (+${images} image${images === 1 ? "" : "s"})`;
}

/** Text on one line: whitespace runs (newlines included) become one space, control characters go. */
function oneLine(text: string, width: number): string {
  // Only the start matters; do not normalise a megabyte of tool output.
  // eslint-disable-next-line no-control-regex
  return text.slice(0, width * 4).replace(/\s+/g, " ").replace(/[\u0000-\u001f\u007f]/g, "").trim();
}

function clip(text: string, width: number): string {
  return text.length > width ? `${text.slice(0, width - 1)}…` : text;
}

function quote(text: string, width: number): string {
  return `"${clip(oneLine(text, width), width)}"`;
}
