/**
 * The system prompt of a context, as one message (pi 1.6.0 keeps the system prompt in the session as `system`
 * messages: the first holds the prompt and the tools, later ones patch them). A compaction summarises the system
 * messages before it away, so it keeps this one message instead (`CompactionEntry.systemMessage`).
 *
 * The same replay as pi-ai's `getCurrentSystemMessage`: the texts joined by a blank line, `sections` patched by name
 * in order (`null` removes one), tools added and removed by name.
 */
import type { AgentMessage } from "@kit/agent-loop/messages";
import type { SystemMessage } from "./entries.ts";

type Tool = NonNullable<SystemMessage["toolsAdded"]>[number];

// #region currentSystemMessage
/** Every system message of `messages` replayed into one, stamped `timestamp`; undefined when there is none. */
export function currentSystemMessage(messages: readonly AgentMessage[], timestamp: number): SystemMessage | undefined {
  const texts: string[] = [];
  const sections = new Map<string, string>();
  const tools = new Map<string, Tool>();
  let first: number | undefined;
  for (const message of messages) {
    if ((message as { role: string }).role !== "system") continue;
    const system = message as unknown as SystemMessage;
    first ??= system.timestamp;
    const text = textOf(system.content);
    if (text.length > 0) texts.push(text);
    for (const [name, value] of Object.entries(system.sections ?? {})) {
      if (value === null) sections.delete(name);
      else sections.set(name, value);
    }
    for (const tool of system.toolsRemoved ?? []) tools.delete(tool.name);
    for (const tool of system.toolsAdded ?? []) tools.set(tool.name, tool);
  }
  if (first === undefined && tools.size === 0) return undefined;
  return {
    role: "system",
    content: texts.join("\n\n"),
    ...(sections.size > 0 ? { sections: Object.fromEntries(sections) } : {}),
    ...(tools.size > 0 ? { toolsAdded: [...tools.values()] } : {}),
    timestamp,
  };
}
// #endregion currentSystemMessage

/** A system message's text: the string, or its text blocks joined by newlines (pi-ai's `contentText`). */
function textOf(content: SystemMessage["content"]): string {
  if (typeof content === "string") return content;
  return content
    .filter((block) => block.type === "text")
    .map((block) => block.text)
    .join("\n");
}
