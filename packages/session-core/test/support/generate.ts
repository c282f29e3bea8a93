/**
 * Seeded random sessions, for the compatibility tests against pi and for the
 * benchmark.
 *
 * A generated session is a script: a list of steps such as "append a user
 * message", "switch to entry #12" or "compact, keeping from entry #30".
 * Entries are named by their ordinal (the n-th entry the script creates), not
 * by id, so the same script can be played by this kit's `Session` or by pi's
 * `SessionManager`, each writer choosing its own ids. The same seed always
 * gives the same script.
 */
import type {
  AgentMessage,
  AssistantMessage,
  ImageContent,
  TextContent,
  ThinkingLevel,
  ToolCall,
  Usage,
} from "@kit/agent-loop";

/** One thing that happens in a session. Every kind but `switch` creates one entry. */
export type Step =
  | { kind: "message"; message: AgentMessage }
  | { kind: "model_change"; provider: string; modelId: string }
  | { kind: "thinking_level_change"; thinkingLevel: ThinkingLevel }
  /** `firstKept: null` keeps nothing (pi 1.6.0 writes the compaction's own id). */
  | { kind: "compaction"; summary: string; firstKept: number | null; tokensBefore: number; details?: unknown }
  | { kind: "branch_summary"; from: number | null; summary: string }
  | { kind: "custom"; customType: string; data: unknown }
  | {
      kind: "custom_message";
      customType: string;
      content: string | (TextContent | ImageContent)[];
      display: boolean;
      details?: unknown;
    }
  | { kind: "label"; target: number; label: string | undefined }
  | { kind: "session_info"; name: string }
  /** An entry of a type neither pi nor this kit knows (a newer writer's). */
  | { kind: "unknown"; type: string; fields: Record<string, unknown> }
  /** pi 1.6.0: an edit of an earlier message of the current path (`null`: leave it out). */
  | { kind: "context_edit"; target: number; replacement: { content: string | TextContent[] } | null }
  /** pi 1.6.0: model usage no assistant message records. */
  | { kind: "usage"; usageKind: string; provider: string; model: string; usage: Usage }
  | { kind: "switch"; to: number | null };

export type EntryStep = Exclude<Step, { kind: "switch" }>;

export interface Script {
  steps: Step[];
  /** Depth of each entry by ordinal (a root has depth 1). */
  depth: number[];
}

export interface GenerateOptions {
  seed: number;
  /** How many steps: this kit writes one line for each (a switch too). */
  entries: number;
  /**
   * `linear`: one straight path. `branched`: the leaf moves now and then
   * (a retry a few entries back, back to the main line, anywhere, `null`).
   */
  shape: "linear" | "branched";
  /**
   * Also pi 1.6.0's entries: context edits, system messages (the prompt, then patches), usage entries and
   * compactions that keep nothing. Off by default, so pi 0.73.1 can write every script, and a seed gives the same
   * script as before.
   */
  today?: boolean;
}

/** A small, fast, seeded generator (mulberry32): the same seed gives the same numbers. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, int, pick, chance: (p: number): boolean => next() < p };
}

type Random = ReturnType<typeof seededRandom>;

const WORDS = (
  "the a file test error read write tree leaf branch context model tool call result session entry line json " +
  "parse append switch summary compact token path root node café 日本 ✓ fix bug why how"
).split(" ");
const MODELS = [
  { provider: "anthropic", modelId: "claude-sonnet-4-5" },
  { provider: "openai", modelId: "gpt-5.1-codex" },
  { provider: "scripted", modelId: "teacher-1" },
];
const THINKING_LEVELS: ThinkingLevel[] = ["off", "minimal", "low", "medium", "high", "xhigh"];
const TOOLS = ["read", "bash", "edit", "write"];
const BASE_TIME = Date.parse("2026-01-01T09:00:00.000Z");

function words(random: Random, min: number, max: number): string {
  const count = random.int(min, max);
  const out: string[] = [];
  for (let i = 0; i < count; i++) out.push(random.pick(WORDS));
  return out.join(" ");
}

// #region generateScript
/**
 * A random session. Most steps are conversation turns (user, assistant with
 * thinking and tool calls, the tool results); the rest are every other kind of
 * entry, at a few percent each. A compaction keeps from an entry on the
 * current path, as a real one does. A branched script moves the leaf now and
 * then: mostly a few entries up the current path (a retry), sometimes back to
 * the deepest entry (the main line), to any entry, or to `null` (before the
 * first entry). The tree grows both deep and bushy: at 200,000 steps its main
 * line is some 80,000 entries long.
 */
export function generateScript({ seed, entries, shape, today = false }: GenerateOptions): Script {
  const random = seededRandom(seed);
  const steps: Step[] = [];
  const parentOf: (number | null)[] = [];
  const depth: number[] = [];
  let leaf: number | null = null;
  let deepest = 0;
  const conversation = conversationFlow(random);

  const byOrdinal: EntryStep[] = [];
  const add = (step: EntryStep, parent: number | null = leaf) => {
    steps.push(step);
    byOrdinal.push(step);
    parentOf.push(parent);
    depth.push(parent === null ? 1 : depth[parent]! + 1);
    leaf = parentOf.length - 1;
    if (depth[leaf]! > depth[deepest]!) deepest = leaf;
  };
  const anyEntry = () => random.int(0, parentOf.length - 1);

  // pi 1.6.0 writes the system prompt as the session's first message.
  if (today) add({ kind: "message", message: systemMessage(random, 0) as unknown as AgentMessage });

  while (steps.length < entries) {
    if (today && parentOf.length >= 2 && leaf !== null && random.chance(0.12)) {
      todaysStep(leaf);
      continue;
    }
    const roll = random.next();
    // The first turns are a user message and an answer: pi writes nothing to
    // disk until a session holds an assistant message.
    if (parentOf.length < 2 || leaf === null || roll < 0.82) {
      add({ kind: "message", message: conversation.next(parentOf.length) });
    } else if (roll < 0.84) {
      add({ kind: "model_change", ...random.pick(MODELS) });
    } else if (roll < 0.86) {
      add({ kind: "thinking_level_change", thinkingLevel: random.pick(THINKING_LEVELS) });
    } else if (roll < 0.87) {
      add({
        kind: "compaction",
        summary: `Summary: ${words(random, 5, 30)}`,
        firstKept: ancestorOf(leaf, random.int(0, 40)),
        tokensBefore: random.int(1000, 200_000),
        ...(random.chance(0.5) ? { details: { readFiles: ["src/a.ts"] } } : {}),
      });
    } else if (roll < 0.89) {
      add({
        kind: "custom",
        customType: random.pick(["todo-state", "ext-settings"]),
        data: { items: random.int(0, 9), note: words(random, 1, 5) },
      });
    } else if (roll < 0.91) {
      const content = random.chance(0.5)
        ? words(random, 3, 20)
        : [{ type: "text" as const, text: words(random, 3, 20) }];
      add({
        kind: "custom_message",
        customType: random.pick(["reminder", "git-status"]),
        content,
        display: random.chance(0.7),
        ...(random.chance(0.5) ? { details: { source: "hook" } } : {}),
      });
    } else if (roll < 0.93) {
      add({
        kind: "label",
        target: anyEntry(),
        label: random.chance(0.8) ? random.pick(["checkpoint", "good", "try-2"]) : undefined,
      });
    } else if (roll < 0.94) {
      add({ kind: "session_info", name: random.chance(0.9) ? ` ${words(random, 1, 4)} ` : "" });
    } else if (roll < 0.95) {
      add({ kind: "unknown", type: "future_entry_kind", fields: { payload: { n: random.int(0, 99) } } });
    } else if (shape === "linear") {
      add({ kind: "message", message: conversation.next(parentOf.length) });
    } else if (roll < 0.965) {
      // pi's branchWithSummary: back to an earlier entry, with what was left behind.
      const from = somewhereBack(leaf);
      add({ kind: "branch_summary", from, summary: `Tried: ${words(random, 3, 15)}` }, from);
    } else {
      const to = somewhereBack(leaf);
      steps.push({ kind: "switch", to });
      leaf = to;
    }
  }
  return { steps, depth };

  /** One of pi 1.6.0's new entries at `from`: mostly context edits, which are what the rules are about. */
  function todaysStep(from: number): void {
    const roll = random.next();
    const editable = pathOf(from).filter(isEditable);
    if (roll < 0.6 && editable.length > 0) {
      const target = random.chance(0.5)
        ? editable.at(-random.int(1, Math.min(6, editable.length)))!
        : random.pick(editable);
      const replacement = random.chance(0.35)
        ? null
        : random.chance(0.5)
          ? { content: `[edited] ${words(random, 1, 6)}` }
          : { content: [{ type: "text" as const, text: `[edited] ${words(random, 1, 6)}` }] };
      add({ kind: "context_edit", target, replacement });
    } else if (roll < 0.75) {
      add({ kind: "message", message: systemMessage(random, parentOf.length) as unknown as AgentMessage });
    } else if (roll < 0.9) {
      const { provider, modelId } = random.pick(MODELS);
      const tokens = random.int(0, 5000);
      add({
        kind: "usage",
        usageKind: random.pick(["cache_warm", "title"]),
        provider,
        model: modelId,
        usage: { ...ZERO_USAGE, cacheRead: tokens, totalTokens: tokens },
      });
    } else {
      add({
        kind: "compaction",
        summary: `Summary: ${words(random, 5, 30)}`,
        firstKept: random.chance(0.3) ? null : ancestorOf(from, random.int(0, 40)),
        tokensBefore: random.int(1000, 200_000),
      });
    }
  }

  /** The ordinals from the root down to `from`. */
  function pathOf(from: number): number[] {
    const path: number[] = [];
    for (let at: number | null = from; at !== null; at = parentOf[at] ?? null) path.push(at);
    return path.reverse();
  }

  /** What pi 1.6.0's appendContextEdit accepts: a user, assistant or tool result message, or a custom message. */
  function isEditable(ordinal: number): boolean {
    const step = byOrdinal[ordinal];
    if (step?.kind === "custom_message") return true;
    return step?.kind === "message" && ["user", "assistant", "toolResult"].includes(step.message.role);
  }

  /** Where a switch goes: a retry a few entries back, back to the main line, anywhere, or before the first entry. */
  function somewhereBack(from: number): number | null {
    const roll = random.next();
    if (roll < 0.7) return ancestorOf(from, random.int(1, 8));
    if (roll < 0.85) return deepest;
    return roll < 0.97 ? anyEntry() : null;
  }

  function ancestorOf(start: number, stepsUp: number): number {
    let current = start;
    for (let i = 0; i < stepsUp; i++) {
      const parent = parentOf[current];
      if (parent === null || parent === undefined) break;
      current = parent;
    }
    return current;
  }
}
// #endregion generateScript

const ZERO_USAGE: Usage = {
  input: 0,
  output: 0,
  cacheRead: 0,
  cacheWrite: 0,
  totalTokens: 0,
  cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 },
};

/** A system message as pi 1.6.0 writes one: the prompt and tools first, then patches of sections and tools. */
function systemMessage(random: Random, ordinal: number) {
  const timestamp = BASE_TIME + ordinal * 1000;
  if (ordinal === 0) {
    return {
      role: "system",
      content: "You are a coding assistant.",
      sections: { cwd: "/work", tools: "<tools>read, bash</tools>" },
      toolsAdded: TOOLS.slice(0, 2).map((name) => ({ name, description: `${name} a file`, parameters: {} })),
      timestamp,
    };
  }
  const tool = random.pick(TOOLS);
  return {
    role: "system",
    content: random.chance(0.3) ? words(random, 2, 8) : "",
    sections: { [random.pick(["skills", "cwd", "tools"])]: random.chance(0.2) ? null : words(random, 1, 5) },
    ...(random.chance(0.5)
      ? { toolsAdded: [{ name: tool, description: words(random, 1, 4), parameters: {} }] }
      : { toolsRemoved: [{ name: tool }] }),
    timestamp,
  };
}

/**
 * The messages of a conversation in a believable order: a user asks, the
 * assistant answers (thinking, text, sometimes tool calls), each tool call
 * gets its result, and the assistant answers again.
 */
function conversationFlow(random: Random) {
  let pending: ToolCall[] = [];
  let lastRole: AgentMessage["role"] = "assistant";
  let callCounter = 0;

  const next = (ordinal: number): AgentMessage => {
    const timestamp = BASE_TIME + ordinal * 1000;
    const call = pending.shift();
    let message: AgentMessage;
    if (call) {
      message = {
        role: "toolResult",
        toolCallId: call.id,
        toolName: call.name,
        content: [{ type: "text", text: words(random, 5, 60) }],
        ...(random.chance(0.3) ? { details: { lines: random.int(1, 500) } } : {}),
        isError: random.chance(0.1),
        timestamp,
      };
    } else if (lastRole === "user" || lastRole === "toolResult") {
      message = assistant(timestamp);
    } else if (random.chance(0.03)) {
      message = {
        role: "bashExecution",
        command: "ls",
        output: words(random, 2, 10),
        exitCode: 0,
        cancelled: false,
        truncated: false,
        timestamp,
      };
    } else {
      const text = words(random, 3, 30);
      message = {
        role: "user",
        content: random.chance(0.5)
          ? text
          : random.chance(0.9)
            ? [{ type: "text", text }]
            : [
                { type: "text", text },
                { type: "image", data: "iVBORw0KGgo=", mimeType: "image/png" },
              ],
        timestamp,
      };
    }
    lastRole = message.role;
    return message;
  };

  const assistant = (timestamp: number): AssistantMessage => {
    const { provider, modelId } = random.pick(MODELS);
    const content: AssistantMessage["content"] = [];
    if (random.chance(0.4)) content.push({ type: "thinking", thinking: words(random, 3, 25) });
    content.push({ type: "text", text: words(random, 3, 40) });
    const calls = random.chance(0.4) ? random.int(1, 2) : 0;
    for (let i = 0; i < calls; i++) {
      const call: ToolCall = {
        type: "toolCall",
        id: `call_${callCounter++}`,
        name: random.pick(TOOLS),
        arguments: { path: `src/${random.pick(WORDS)}.ts` },
      };
      content.push(call);
      pending.push(call);
    }
    const failed = calls === 0 && random.chance(0.05);
    const input = random.int(10, 5000);
    const output = random.int(1, 800);
    return {
      role: "assistant",
      content,
      api: provider === "openai" ? "openai-responses" : "anthropic-messages",
      provider,
      model: modelId,
      usage: {
        input,
        output,
        cacheRead: 0,
        cacheWrite: 0,
        totalTokens: input + output,
        cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 },
      },
      stopReason: calls > 0 ? "toolUse" : failed ? "error" : "stop",
      ...(failed ? { errorMessage: "overloaded" } : {}),
      timestamp,
    };
  };

  return {
    next: (ordinal: number) => {
      // A branch switch may leave tool calls unanswered; a new turn forgets them.
      if (pending.length > 0 && random.chance(0.02)) pending = [];
      return next(ordinal);
    },
  };
}

/**
 * Anything that can write a script: this kit's `Session`, pi's
 * `SessionManager`, or the benchmark's file writer. `idOf` turns an ordinal
 * into the id this writer gave that entry.
 */
export interface ScriptWriter {
  append(step: EntryStep, idOf: (ordinal: number) => string): string;
  switchTo(id: string | null): void;
}

/** Plays a script on a writer; returns the id of each entry, by ordinal. */
export function play(script: Script, writer: ScriptWriter): string[] {
  const ids: string[] = [];
  const idOf = (ordinal: number) => ids[ordinal]!;
  for (const step of script.steps) {
    if (step.kind === "switch") writer.switchTo(step.to === null ? null : idOf(step.to));
    else ids.push(writer.append(step, idOf));
  }
  return ids;
}

/** The ordinal of an entry as deep as any in the script. */
export function deepestEntry(script: Script): number {
  let deepest = 0;
  script.depth.forEach((d, ordinal) => {
    if (d > script.depth[deepest]!) deepest = ordinal;
  });
  return deepest;
}
