/**
 * The sessions the widgets play with, built in the browser with session-core's own SessionTree (its pure subpath,
 * no server): chapters 03 and 07 grow small stories here, chapter 06 reads demo 06's own session file. The same
 * functions build them in the site's test, which checks the widgets' answers against the kit's functions on these
 * very trees.
 */
import {
  type AgentMessage,
  type AssistantMessage,
  emptyUsage,
  type ToolResultMessage,
  textOf,
  userMessage,
} from "@kit/agent-loop/messages";
import { type MessageEntry, type SessionEntry, SessionTree } from "@kit/session-core/tree";
import demo06en from "./sessions/demo-06.en.jsonl?raw";
import demo06zh from "./sessions/demo-06.zh-CN.jsonl?raw";

export type WidgetLang = "en" | "zh-CN";

/** Messages with a fixed clock, so every build shows the same session. */
function messages() {
  let time = Date.parse("2026-01-01T09:00:00.000Z");
  const now = () => (time += 1000);
  const reply = (content: AssistantMessage["content"], stopReason: AssistantMessage["stopReason"]) =>
    ({
      role: "assistant",
      content,
      api: "openai-completions",
      provider: "openai",
      model: "gpt-4o-mini",
      usage: emptyUsage(),
      stopReason,
      timestamp: now(),
    }) satisfies AssistantMessage;
  return {
    user: (text: string) => userMessage(text, now()),
    assistant: (text: string) => reply([{ type: "text", text }], "stop"),
    call: (id: string, name: string, args: Record<string, unknown>) =>
      reply([{ type: "toolCall", id, name, arguments: args }], "toolUse"),
    result: (id: string, name: string, text: string): ToolResultMessage => ({
      role: "toolResult",
      toolCallId: id,
      toolName: name,
      content: [{ type: "text", text }],
      isError: false,
      timestamp: now(),
    }),
  };
}

/** A tree and a way to append a message as a child of its leaf, with readable ids ("e01", "e02", ...). */
function growing() {
  const tree = new SessionTree();
  let count = 0;
  const append = (message: AgentMessage): string => {
    const id = `e${String(++count).padStart(2, "0")}`;
    const entry: MessageEntry = {
      type: "message",
      id,
      parentId: tree.leafId,
      timestamp: "2026-01-01T09:00:00.000Z",
      message,
    };
    tree.add(entry);
    return id;
  };
  return { tree, append };
}

/** Chapter 03: a main line with a tool call, then two follow-ups to its last answer (leaf A and leaf B). */
export function branchingStory(lang: WidgetLang): { tree: SessionTree; leafA: string; leafB: string } {
  const say = messages();
  const { tree, append } = growing();
  const zh = lang === "zh-CN";
  append(say.user(zh ? "怎样在 Node 里读 config.toml？" : "How do I read config.toml in Node?"));
  append(say.call("call_1", "read_file", { path: "config.toml" }));
  append(say.result("call_1", "read_file", "[server]\nport = 8080"));
  const fork = append(say.assistant(zh ? "用 smol-toml 解析：port = 8080。" : "smol-toml parses it: port = 8080."));
  append(say.user(zh ? "能检查 port 是不是数字吗？" : "Can it check port is a number?"));
  const leafA = append(say.assistant(zh ? "可以：typeof port === 'number'。" : "Yes: typeof port === 'number'."));
  tree.switchLeaf(fork);
  append(say.user(zh ? "能改用 JSON 吗？" : "Could I use JSON instead?"));
  const leafB = append(say.assistant(zh ? "可以：JSON.parse 不需要装包。" : "Yes: JSON.parse needs no package."));
  return { tree, leafA, leafB };
}

/**
 * Chapter 06: the path demo 06's compaction was made on, from the session file the demo wrote (kept beside the
 * widget by `npm run pictures -w @kit/site`, and checked against a fresh run by the pictures test). So the widget
 * slides the cut over the same entries as the picture above it: the teaching agent reading the sample workspace.
 */
export function compactionPath(lang: WidgetLang): SessionEntry[] {
  const lines = (lang === "zh-CN" ? demo06zh : demo06en).split("\n").filter((line) => line.trim() !== "");
  // The first line is the session header, not an entry.
  const tree = SessionTree.fromEntries(lines.slice(1).map((line) => JSON.parse(line) as SessionEntry));
  const compaction = [...tree.entries].find((entry) => entry.type === "compaction");
  if (!compaction) throw new Error(`demo 06's session (${lang}) has no compaction entry: run npm run pictures.`);
  return tree.pathToRoot(compaction.parentId);
}

/** Chapter 07: three questions, two with a tool call: the session demo 07 starts from, in small. */
export function questionsStory(lang: WidgetLang): SessionTree {
  const say = messages();
  const { tree, append } = growing();
  const zh = lang === "zh-CN";
  append(say.user(zh ? "列出文件。" : "List the files."));
  append(say.call("call_1", "list_files", { path: "." }));
  append(say.result("call_1", "list_files", "README.md agent-loop.md notes/ sessions.md"));
  append(say.assistant(zh ? "有 4 项：README.md、agent-loop.md、notes/、sessions.md。" : "I see 4 entries."));
  append(say.user(zh ? "读一下 agent-loop.md。" : "Read agent-loop.md."));
  append(say.call("call_2", "read_file", { path: "agent-loop.md" }));
  append(say.result("call_2", "read_file", "# The agent loop\nAn agent is a loop around a model."));
  append(say.assistant(zh ? "这个文件讲 agent 循环。" : "The file is about the agent loop."));
  append(say.user(zh ? "它什么时候停？" : "When does it stop?"));
  append(say.assistant(zh ? "模型不再调用工具的时候。" : "When the model stops calling tools."));
  return tree;
}

/** One line for a message: its role and text, a tool call as "→ name(args)". */
export function messageLine(message: AgentMessage): string {
  const flat = (text: string) => text.replace(/\s+/g, " ").trim();
  switch (message.role) {
    case "assistant": {
      const calls = message.content.flatMap((block) =>
        block.type === "toolCall" ? [`→ ${block.name}(${Object.values(block.arguments).join(", ")})`] : [],
      );
      return flat(`assistant: ${[textOf(message.content), ...calls].filter(Boolean).join(" ")}`);
    }
    case "toolResult":
      return flat(`toolResult ${message.toolName}: ${textOf(message.content)}`);
    case "user":
      return flat(`user: ${textOf(message.content)}`);
    default:
      return message.role;
  }
}

/** One line for an entry: a message entry as its message, any other as its type. */
export function entryLine(entry: SessionEntry): string {
  return entry.type === "message" ? messageLine((entry as MessageEntry).message) : entry.type;
}

/** The tree's entries depth first, each with its depth: the order a tree view lists them in. */
export function depthFirst(tree: SessionTree): { entry: SessionEntry; depth: number }[] {
  const rows: { entry: SessionEntry; depth: number }[] = [];
  const visit = (entry: SessionEntry, depth: number) => {
    rows.push({ entry, depth });
    for (const child of tree.children(entry.id)) visit(child, depth + 1);
  };
  for (const root of tree.children(null)) visit(root, 0);
  return rows;
}
