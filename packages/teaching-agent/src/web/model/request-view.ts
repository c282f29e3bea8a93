/**
 * The provider request, read for display. The messages are built by
 * agent-loop's own `toProviderMessages` (the function the OpenAI-compatible
 * model calls before every call), from the context at the leaf; the system
 * prompt, the model and the tools come from the server (they are not in the
 * session). Each message keeps the id of the entry it came from, so the panel
 * can say which messages joined or left when the leaf moves, and point at the
 * tree row.
 */
import { type AgentMessage, textOf } from "@kit/agent-loop/messages";
import { type ProviderMessage, toProviderMessages } from "@kit/agent-loop/provider-request";
import type { SessionEntry } from "@kit/session-core/tree";
import { entryLine, type LineWords } from "./entry-text.ts";
import type { ContextView } from "./session-view.ts";

/**
 * What a message is, when it is not plain conversation: a summary, or a tool result filled in for a call that has
 * none.
 */
export type RequestMarker = "compaction-summary" | "branch-summary" | "filled-in" | undefined;

export interface RequestMessageView {
  /** Stable across leaves: the entry id (and the edit's, for edited content), or a filled-in result's call id. */
  key: string;
  entryId: string | undefined;
  role: string;
  text: string;
  toolCalls: { id: string; name: string; arguments: string }[];
  toolCallId: string | undefined;
  marker: RequestMarker;
  /** The context edit whose content this is (the model gets it instead of the entry's own); undefined if none. */
  editId: string | undefined;
  /** The provider message itself, for the JSON view. */
  raw: ProviderMessage;
}

// #region requestMessages
export function requestMessages(view: ContextView): RequestMessageView[] {
  const out = toProviderMessages(view.messages);
  const used = new Set<number>();
  let next = 0; // the next context message not yet matched to a provider message
  let lastAssistant = -1;
  return out.map((raw, index) => {
    let source: number | undefined;
    if (raw.role === "tool") {
      // A result follows its call; a call without one gets a result made up here (no entry).
      for (let i = lastAssistant + 1; i < view.messages.length && source === undefined; i++) {
        const message = view.messages[i]!;
        if (!used.has(i) && message.role === "toolResult" && message.toolCallId === raw.tool_call_id) source = i;
      }
    } else {
      while (next < view.messages.length && (used.has(next) || !sendsSomething(view.messages[next]!))) next++;
      source = next < view.messages.length ? next : undefined;
      if (raw.role === "assistant" && source !== undefined) lastAssistant = source;
    }
    if (source !== undefined) used.add(source);
    const message = source === undefined ? undefined : view.messages[source];
    const entryId = source === undefined ? undefined : view.sources[source];
    const toolCallId = raw.role === "tool" ? raw.tool_call_id : undefined;
    const editId = source === undefined ? undefined : view.editIds[source];
    return {
      // An edited message is another message for the model: its old content left the context, the new one joined.
      key: entryId === undefined ? `${raw.role}:${toolCallId ?? index}` : editId ? `${entryId}:${editId}` : entryId,
      entryId,
      role: raw.role,
      text: textOfProvider(raw.content),
      toolCalls:
        raw.role === "assistant"
          ? (raw.tool_calls ?? []).flatMap((call) =>
              call.type === "function"
                ? [{ id: call.id, name: call.function.name, arguments: call.function.arguments }]
                : [],
            )
          : [],
      toolCallId,
      marker: markerOf(message, raw),
      editId,
      raw,
    };
  });
}
// #endregion requestMessages

/** Whether `toProviderMessages` sends anything for a message met outside a tool call's answer. */
function sendsSomething(message: AgentMessage): boolean {
  if (isSystemMessage(message)) return false; // pi's system messages: the request's system prompt is the server's
  if (message.role === "assistant")
    return textOf(message.content) !== "" || message.content.some((block) => block.type === "toolCall");
  if (message.role === "bashExecution") return !message.excludeFromContext;
  return true;
}

function markerOf(message: AgentMessage | undefined, raw: ProviderMessage): RequestMarker {
  if (message === undefined) return raw.role === "tool" ? "filled-in" : undefined;
  if (message.role === "compactionSummary") return "compaction-summary";
  if (message.role === "branchSummary") return "branch-summary";
  return undefined;
}

// Provider content parts (OpenAI's wire shape, `image_url` and all), not agent-loop content: hence not `textOf`.
function textOfProvider(content: unknown): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content
    .map((part: { type?: string; text?: string }) =>
      part.type === "text" ? (part.text ?? "") : `[${part.type ?? "?"}]`,
    )
    .join("\n");
}

function isSystemMessage(message: AgentMessage): boolean {
  return (message.role as string) === "system";
}

/** A message of the path the request does not carry: a context edit left it out, or it is pi's system message. */
export interface NotSentView {
  entryId: string;
  /** What the entry says in the file, for a click. */
  text: string;
  /** The context edit that left it out; undefined for a system message. */
  editId: string | undefined;
}

// #region notSent
/** The system messages of pi's file in the context: the server sends its own system prompt, so none is sent. */
export function fileSystemMessages(view: ContextView): NotSentView[] {
  const out: NotSentView[] = [];
  view.messages.forEach((message, i) => {
    if (!isSystemMessage(message)) return;
    const { content } = message as unknown as { content: string | { type: string; text?: string }[] };
    const text = typeof content === "string" ? content : content.map((block) => block.text ?? "").join("");
    out.push({ entryId: view.sources[i] ?? "", text, editId: undefined });
  });
  return out;
}

/** The entries a context edit hides from the model at this leaf, in path order, with what they say in the file. */
export function omittedMessages(view: ContextView, words: LineWords): NotSentView[] {
  const byId = new Map<string, SessionEntry>(view.path.map((entry) => [entry.id, entry]));
  const out: NotSentView[] = [];
  for (const [entryId, edit] of view.edited) {
    const entry = byId.get(entryId);
    if (edit.kind === "omitted" && entry)
      out.push({ entryId, text: entryLine(entry, words).text, editId: edit.editId });
  }
  return out;
}
// #endregion notSent

/** What an entry says in the file (the original of an edited message), as one text. */
export function originalText(view: ContextView, entryId: string, words: LineWords): string {
  const entry = view.path.find((candidate) => candidate.id === entryId);
  return entry ? entryLine(entry, words).text : "";
}
