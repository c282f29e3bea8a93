/**
 * A long session's first screen (`GET /api/sessions/:id?outline=true`): every
 * entry for the tree, but only the last entries of the leaf's path in full, the
 * ones the chat draws first. The other messages are cut to what their tree row
 * shows: at 50,000 entries the answer is about two fifths of the session's
 * bytes, so the page draws sooner and fetches the whole session after.
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
  if (tree.size <= OUTLINE_FROM_ENTRIES) return undefined;
  const full = new Set(
    tree
      .pathToRoot(tree.leafId)
      .slice(-FULL_PATH_ENTRIES)
      .map((entry) => entry.id),
  );
  const entries: (SessionEntry | OutlinedMessage)[] = [];
  for (const entry of tree.entries) {
    entries.push(isEntryOfType(entry, "message") && !full.has(entry.id) ? outlined(entry) : entry);
  }
  return entries;
}

function outlined(entry: MessageEntry): OutlinedMessage {
  const message: Record<string, unknown> = {};
  const fields = entry.message as unknown as Record<string, unknown>;
  for (const key in fields) {
    if (DROPPED.has(key)) continue;
    const value = fields[key];
    if (key === "content") message.content = outlinedContent(value);
    else message[key] = typeof value === "string" && CUT.has(key) ? firstLine(value) : value;
  }
  return [entry.id, entry.parentId, message];
}

/** A string stays a string; blocks become one text block (text joined, an image as "[image]") and the tool calls. */
function outlinedContent(content: unknown): unknown {
  if (typeof content === "string") return firstLine(content);
  if (!Array.isArray(content)) return content;
  let joined = "";
  const calls: { type: "toolCall"; name: unknown }[] = [];
  for (const block of content as { type: string; text?: string; name?: string }[]) {
    if (block.type === "text") joined += block.text ?? "";
    else if (block.type === "image") joined += "[image]";
    else if (block.type === "toolCall") calls.push({ type: "toolCall", name: block.name });
  }
  const text = firstLine(joined);
  return text === "" ? calls : [{ type: "text", text }, ...calls];
}

/** `oneLine` of the text's start only: a reply of pages is not flattened whole to keep 80 characters of it. */
function firstLine(text: string): string {
  const start = text.length > 4 * LINE_CHARACTERS ? text.slice(0, 4 * LINE_CHARACTERS) : text;
  const line = oneLine(start, LINE_CHARACTERS);
  return start === text || line.endsWith("…") ? line : `${line}…`;
}
