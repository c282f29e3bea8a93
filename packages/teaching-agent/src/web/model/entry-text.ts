/**
 * One short line per entry, for the tree: who spoke and the start of what they
 * said, or what kind of record it is. The same words as the file format, so a
 * learner can find the entry in the JSONL.
 */
import type { AgentMessage } from "@kit/agent-loop/messages";
import { isKnownEntry, type SessionEntry } from "@kit/session-core/tree";

export type EntryKind =
  | "user"
  | "assistant"
  | "toolResult"
  | "error"
  | "compaction"
  | "branch_summary"
  | "custom_message"
  | "setting"
  | "label"
  | "session_info"
  | "custom"
  | "other";

/** The words of a line beyond the entry's own text, in the page's language (i18n/en.ts and zh-CN.ts hold them). */
export interface LineWords {
  labelOn: (label: string, id: string) => string;
  labelCleared: (id: string) => string;
  nameCleared: string;
}

export interface EntryLine {
  kind: EntryKind;
  /** A role or record name: "user", "assistant", "tool result", "compaction", ... */
  tag: string;
  text: string;
}

/**
 * The text of message content as the page shows it: text blocks joined, an image as "[image]".
 * Not agent-loop's `textOf`, which drops images: a message holding only a picture would show as an empty line.
 */
export function contentText(content: string | readonly { type: string; text?: string }[]): string {
  if (typeof content === "string") return content;
  return content
    .map((block) => (block.type === "text" ? (block.text ?? "") : block.type === "image" ? "[image]" : ""))
    .join("");
}

export function messageLine(message: AgentMessage): EntryLine {
  switch (message.role) {
    case "user":
      return { kind: "user", tag: "user", text: contentText(message.content) };
    case "assistant": {
      if (message.stopReason === "error" || message.stopReason === "aborted") {
        return {
          kind: "error",
          tag: `assistant (${message.stopReason})`,
          text: message.errorMessage ?? contentText(message.content),
        };
      }
      const text = contentText(message.content);
      const calls = message.content.filter((block) => block.type === "toolCall").map((call) => `${call.name}(…)`);
      return { kind: "assistant", tag: "assistant", text: [text, ...calls].filter((part) => part !== "").join(" ") };
    }
    case "toolResult":
      return {
        kind: message.isError ? "error" : "toolResult",
        tag: `${message.toolName} result`,
        text: contentText(message.content),
      };
    case "compactionSummary":
      return { kind: "compaction", tag: "compaction summary", text: message.summary };
    case "branchSummary":
      return { kind: "branch_summary", tag: "branch summary", text: message.summary };
    case "custom":
      return { kind: "custom_message", tag: message.customType, text: contentText(message.content) };
    case "bashExecution":
      return { kind: "other", tag: "shell", text: `$ ${message.command}` };
  }
}

/**
 * The line of one entry. The server read the file with session-core, which checks every known entry's fields
 * against its schema, so after `isKnownEntry` each case has the fields its type declares.
 */
export function entryLine(entry: SessionEntry, words: LineWords): EntryLine {
  if (!isKnownEntry(entry)) return { kind: "other", tag: entry.type, text: "" };
  switch (entry.type) {
    case "message":
      return messageLine(entry.message);
    case "compaction":
      return { kind: "compaction", tag: "compaction", text: entry.summary };
    case "branch_summary":
      return { kind: "branch_summary", tag: "branch summary", text: entry.summary };
    case "custom_message":
      return { kind: "custom_message", tag: entry.customType, text: contentText(entry.content) };
    case "model_change":
      return { kind: "setting", tag: "model", text: `${entry.provider}/${entry.modelId}` };
    case "thinking_level_change":
      return { kind: "setting", tag: "thinking", text: entry.thinkingLevel };
    case "label":
      return {
        kind: "label",
        tag: "label",
        text: entry.label ? words.labelOn(entry.label, entry.targetId) : words.labelCleared(entry.targetId),
      };
    case "session_info":
      return { kind: "session_info", tag: "name", text: entry.name || words.nameCleared };
    case "custom":
      return { kind: "custom", tag: `custom: ${entry.customType}`, text: JSON.stringify(entry.data ?? null) };
    // pi 1.6.0's entries: a context edit names its target and the new content ("∅" when it leaves it out).
    case "context_edit": {
      const replaced = entry.replacement === null ? "∅" : contentText(entry.replacement.content);
      return { kind: "other", tag: "context_edit", text: `${entry.targetId} → ${replaced}` };
    }
    case "usage":
      return { kind: "other", tag: `usage: ${entry.kind}`, text: `${entry.provider}/${entry.model}` };
  }
}
