/**
 * The sessions the widgets play with, built in the browser with session-core's own SessionTree (its pure subpath,
 * no file, no server). The same functions build them in the site's test, which checks the widgets' answers
 * against the kit's functions on these very trees.
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

/** Chapter 06: a session of file reads, some long, so that the kept budget can fall on a tool result. */
export function readingStory(lang: WidgetLang): SessionTree {
  const say = messages();
  const { tree, append } = growing();
  const zh = lang === "zh-CN";
  const file = (topic: string, lines: number) => `# ${topic}\n${`${topic} … `.repeat(lines)}`;
  const turn = (question: string, path: string, size: number, answer: string, n: number) => {
    append(say.user(question));
    append(say.call(`call_${n}`, "read_file", { path }));
    append(say.result(`call_${n}`, "read_file", file(path, size)));
    append(say.assistant(answer));
  };
  turn(
    zh ? "读一下 README.md。" : "Read README.md.",
    "README.md",
    30,
    zh ? "它介绍了这个工作区。" : "It introduces the workspace.",
    1,
  );
  turn(
    zh ? "读一下 agent-loop.md。" : "Read agent-loop.md.",
    "agent-loop.md",
    60,
    zh ? "它讲 agent 循环。" : "It explains the agent loop.",
    2,
  );
  append(say.user(zh ? "循环什么时候停？" : "When does the loop stop?"));
  append(say.assistant(zh ? "模型不再调用工具的时候。".repeat(3) : "When the model stops calling tools. ".repeat(3)));
  turn(
    zh ? "读一下 sessions.md。" : "Read sessions.md.",
    "sessions.md",
    50,
    zh ? "它讲会话文件。" : "It explains session files.",
    3,
  );
  turn(
    zh ? "读一下 notes/first-note.md。" : "Read notes/first-note.md.",
    "notes/first-note.md",
    20,
    zh ? "一条笔记。" : "A note.",
    4,
  );
  return tree;
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
