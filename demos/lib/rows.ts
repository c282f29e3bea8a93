/**
 * One line of text for a message or an entry, for the session demos' tables
 * and columns. Whitespace runs (newlines too) become one space, so every
 * message fits on its row. (The inspector's own one-line form, with ids, is
 * session-core's `describeEntry`; these rows are shorter, for side-by-side columns.)
 */
import { type AgentMessage, textOf } from "@kit/agent-loop";
import { oneLine } from "@kit/agent-loop/messages";
import { isEntryOfType, isLeafSwitch, type SessionEntry } from "@kit/session-core";
import { zh } from "./i18n.ts";

/** `user: How do I…`, `assistant: → read_file(config.toml)` (argument values only), `toolResult read_file: …` */
export function messageRow(message: AgentMessage): string {
  switch (message.role) {
    case "user":
      return `user: ${flat(textOf(message.content))}`;
    case "assistant": {
      const calls = message.content.flatMap((block) =>
        block.type === "toolCall" ? [`→ ${block.name}(${Object.values(block.arguments).map(String).join(", ")})`] : [],
      );
      return `assistant: ${flat([textOf(message.content), ...calls].filter(Boolean).join(" "))}`;
    }
    case "toolResult":
      return `toolResult ${message.toolName}: ${flat(textOf(message.content))}`;
    case "custom":
      return `custom ${message.customType}: ${flat(textOf(message.content))}`;
    case "compactionSummary":
      return `compactionSummary: ${flat(message.summary)}`;
    case "branchSummary":
      return `branchSummary: ${flat(message.summary)}`;
    case "bashExecution":
      return `bashExecution: ${flat(message.command)}`;
  }
}

/** A message entry as its message; any other entry as its type and what it records. */
export function entryRow(entry: SessionEntry): string {
  if (isEntryOfType(entry, "message")) return messageRow(entry.message);
  if (isLeafSwitch(entry)) return zh ? "leaf_switch：叶子是我的父节点" : "leaf_switch: the leaf is my parent";
  if (isEntryOfType(entry, "model_change")) return `model_change: ${entry.provider}/${entry.modelId}`;
  if (isEntryOfType(entry, "thinking_level_change")) return `thinking_level_change: ${entry.thinkingLevel}`;
  if (isEntryOfType(entry, "label")) {
    const label = entry.label ?? "";
    return zh ? `label: ${entry.targetId} 上的“${label}”` : `label: "${label}" on ${entry.targetId}`;
  }
  if (isEntryOfType(entry, "session_info"))
    return zh ? `session_info: 名字“${entry.name ?? ""}”` : `session_info: name "${entry.name ?? ""}"`;
  if (isEntryOfType(entry, "custom")) return `custom ${entry.customType}: ${JSON.stringify(entry.data)}`;
  if (isEntryOfType(entry, "custom_message"))
    return `custom_message ${entry.customType}: ${flat(textOf(entry.content))}`;
  if (isEntryOfType(entry, "compaction")) return `compaction: ${flat(entry.summary)}`;
  if (isEntryOfType(entry, "branch_summary")) return `branch_summary: ${flat(entry.summary)}`;
  if (isEntryOfType(entry, "context_edit")) {
    const { targetId, replacement } = entry;
    if (replacement === null)
      return zh ? `context_edit：从上下文里去掉 ${targetId}` : `context_edit: leave ${targetId} out`;
    const content = typeof replacement.content === "string" ? replacement.content : textOf(replacement.content);
    return zh
      ? `context_edit：${targetId} 的内容换成“${flat(content)}”`
      : `context_edit: ${targetId}'s content becomes "${flat(content)}"`;
  }
  return entry.type;
}

/** `text` on one line (agent-loop's `oneLine`), never cut here: the columns cut it by display width. */
function flat(text: string): string {
  return oneLine(text, Number.POSITIVE_INFINITY);
}
