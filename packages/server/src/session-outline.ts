/**
 * A long session's first screen (`GET /api/sessions/:id?outline=true`): every
 * entry for the tree, but only the last entries of the leaf's path in full, the
 * ones the chat draws first. The other messages are cut to what their tree row
 * shows: at 50,000 entries the answer is a third of the session's bytes, so the
 * page draws sooner and fetches the whole session after.
 */
import { oneLine } from "@kit/agent-loop/messages";
import { isEntryOfType, type MessageEntry, type ReadonlySessionTree, type SessionEntry } from "@kit/session-core";
import type { OutlinedMessage } from "./api-types.ts";

/** Sessions up to this many entries are answered whole: their outline would save little. */
export const OUTLINE_FROM_ENTRIES = 3000;
/** How many of the path's last entries are sent in full: the chat draws 100, and "show earlier" adds 100 each. */
export const FULL_PATH_ENTRIES = 300;
/** The row shows 70 characters of a line (TreeRowView); a few more keep its cut exactly where it was. */
const LINE_CHARACTERS = 80;
/** Fields no tree row reads, and the bulk of a message: usage and costs, model names, times, tool details. */
const DROPPED = new Set(["usage", "api", "provider", "model", "timestamp", "details", "responseId", "toolCallId"]);
/** Text fields a row shows the first line of. */
const CUT = new Set(["errorMessage", "summary", "command", "output"]);

/** The entries of the outline, in file order; undefined when the session is short enough to be sent whole. */
export function outlineEntries(tree: ReadonlySessionTree): (SessionEntry | OutlinedMessage)[] | undefined {
  const { entries } = tree;
  if (entries.length <= OUTLINE_FROM_ENTRIES) return undefined;
  const full = new Set(
    tree
      .pathToRoot(tree.leafId)
      .slice(-FULL_PATH_ENTRIES)
      .map((entry) => entry.id),
  );
  return entries.map((entry) => (isEntryOfType(entry, "message") && !full.has(entry.id) ? outlined(entry) : entry));
}

function outlined(entry: MessageEntry): OutlinedMessage {
  const message: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(entry.message)) {
    if (DROPPED.has(key)) continue;
    if (key === "content") message.content = outlinedContent(value);
    else message[key] = CUT.has(key) && typeof value === "string" ? oneLine(value, LINE_CHARACTERS) : value;
  }
  return [entry.id, entry.parentId, message];
}

/** A string stays a string; blocks become one text block (text joined, an image as "[image]") and the tool calls. */
function outlinedContent(content: unknown): unknown {
  if (typeof content === "string") return oneLine(content, LINE_CHARACTERS);
  if (!Array.isArray(content)) return content;
  const blocks = content as { type: string; text?: string; name?: string }[];
  const joined = blocks
    .map((block) => (block.type === "text" ? (block.text ?? "") : block.type === "image" ? "[image]" : ""))
    .join("");
  const text = oneLine(joined, LINE_CHARACTERS);
  const calls = blocks.filter((block) => block.type === "toolCall").map(({ name }) => ({ type: "toolCall", name }));
  return [...(text === "" ? [] : [{ type: "text", text }]), ...calls];
}
