/**
 * The teaching model against the prompt table (`model-prompts.ts`): each
 * prompt is asked on a fresh copy of the sample workspace, the tool calls run
 * for real until the model answers, and the row passes when the model
 * understood the kind of request and did what the row says. Prints the
 * accuracy per kind and per language, then the rows that failed. A benchmark,
 * not a test: it always exits 0.
 *
 *   npm run bench:model            (from the repository root)
 */
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type AgentMessage,
  createTeachingTools,
  emptyUsage,
  runLanguage,
  sampleWorkspaceDir,
  teachingReply,
  toToolSpec,
  userMessage,
} from "../src/index.ts";
import { runToolCall } from "../src/run-tool.ts";
import { understand } from "../src/teaching/understanding/intent.ts";
import { utteranceOf } from "../src/teaching/understanding/utterance.ts";
import { type Kind, PROMPTS, type PromptLanguage, type PromptRow } from "./model-prompts.ts";
import { UNSEEN } from "./model-prompts-unseen.ts";

const EARLIER: Record<"en" | "zh", [string, string]> = {
  en: [
    "list the files",
    "I see 7 entries: README.md, README.zh-CN.md, agent-loop.md, agent-loop.zh-CN.md, notes/, sessions.md, " +
      "sessions.zh-CN.md.",
  ],
  zh: [
    "列出文件",
    "我看到 7 项：README.md、README.zh-CN.md、agent-loop.md、agent-loop.zh-CN.md、notes/、sessions.md、sessions.zh-CN.md。",
  ],
};

interface Outcome {
  row: PromptRow;
  pass: boolean;
  why: string;
}

async function ask(row: PromptRow): Promise<Outcome> {
  const workspace = mkdtempSync(join(tmpdir(), "bench-model-"));
  cpSync(sampleWorkspaceDir, workspace, { recursive: true });
  try {
    const tools = createTeachingTools({ workspace, language: runLanguage() }); // the bench is an edge: it decides
    const specs = tools.map(toToolSpec);
    const messages: AgentMessage[] = [];
    if (row.earlier !== undefined) {
      const [question, answer] = EARLIER[row.earlier];
      messages.push(userMessage(question, 0), assistantText(answer));
    }
    messages.push(userMessage(row.prompt, 0));
    const calls: Call[] = [];
    let text = "";
    for (let turn = 0; turn < 8; turn++) {
      const reply = teachingReply({ systemPrompt: "", messages, tools: specs });
      text = reply.text ?? "";
      const wanted = reply.toolCalls?.[0];
      if (wanted === undefined) break;
      const id = `c${turn}`;
      const block = { type: "toolCall" as const, id, name: wanted.name, arguments: wanted.arguments };
      const outcome = await runToolCall(block, tools, new AbortController().signal);
      const content = wanted.arguments.content as string | undefined;
      calls.push({ name: wanted.name, path: String(wanted.arguments.path ?? "."), content, failed: outcome.isError });
      messages.push(assistantCall(block), {
        role: "toolResult",
        toolCallId: id,
        toolName: wanted.name,
        ...outcome,
        timestamp: 0,
      });
    }
    return judge(row, calls, text);
  } finally {
    rmSync(workspace, { recursive: true, force: true });
  }
}

interface Call {
  name: string;
  path: string;
  content?: string;
  /** The tool refused it: a path typed exactly that is not there is tried, and said to be missing, never hidden. */
  failed: boolean;
}

function judge(row: PromptRow, calls: Call[], text: string): Outcome {
  const understood = understand(utteranceOf(row.prompt));
  const fail = (why: string) => ({ row, pass: false, why });
  if (understood.intent !== row.kind) return fail(`understood as ${understood.intent}`);
  const same = (a: string, b: string) =>
    a.replace(/^\.\//, "").replace(/\/$/, "") === b.replace(/^\.\//, "").replace(/\/$/, "");
  const last = calls.at(-1);
  if (row.call !== undefined) {
    if (last === undefined) return fail(`no tool call; said: ${text.slice(0, 80)}`);
    if (last.name !== row.call.name || !same(last.path, row.call.path))
      return fail(`ended with ${last.name} ${last.path}`);
    if (row.call.content !== undefined && last.content !== `${row.call.content}\n`)
      return fail(`wrote ${JSON.stringify(last.content)}`);
    const stray = calls.find((c) => c.name !== "list_files" && !c.failed && !same(c.path, row.call?.path ?? ""));
    if (stray !== undefined) return fail(`also called ${stray.name} ${stray.path}`);
  } else if (calls.length > 0) {
    return fail(`called ${calls.map((c) => `${c.name} ${c.path}`).join(", ")}`);
  }
  if (row.concept === "none" && understood.concept.entry !== undefined)
    return fail(`answered from ${understood.concept.entry.en.id}`);
  if (row.concept !== undefined && row.concept !== "none") {
    const entry = understood.concept.entry;
    if (entry?.en.id !== row.concept) return fail(`answered from ${entry?.en.id ?? "nothing"}`);
    const sentence = /\p{Script=Han}/u.test(row.prompt) ? entry.zh.sentence : entry.en.sentence;
    if (!text.includes(sentence)) return fail("the answer is not the glossary's sentence");
  }
  if (row.says !== undefined && !text.includes(row.says))
    return fail(`the answer lacks "${row.says}": ${text.slice(0, 80)}`);
  if (row.kind === "summarise" && text.includes("\n")) return fail("the summary is more than one sentence");
  return { row, pass: true, why: "" };
}

function assistantText(text: string): AgentMessage {
  return {
    role: "assistant",
    content: [{ type: "text", text }],
    api: "bench",
    provider: "bench",
    model: "bench",
    usage: emptyUsage(),
    stopReason: "stop",
    timestamp: 0,
  };
}

function assistantCall(block: {
  type: "toolCall";
  id: string;
  name: string;
  arguments: Record<string, unknown>;
}): AgentMessage {
  return {
    role: "assistant",
    content: [block],
    api: "bench",
    provider: "bench",
    model: "bench",
    usage: emptyUsage(),
    stopReason: "toolUse",
    timestamp: 0,
  };
}

function percent(outcomes: Outcome[]): string {
  const passed = outcomes.filter((o) => o.pass).length;
  const share = ((100 * passed) / Math.max(1, outcomes.length)).toFixed(0);
  return `${String(passed).padStart(3)}/${String(outcomes.length).padEnd(3)} ${share.padStart(3)}%`;
}

async function report(title: string, rows: PromptRow[]): Promise<void> {
  const outcomes: Outcome[] = [];
  for (const row of rows) outcomes.push(await ask(row));
  const percentOf = (some: Outcome[]) => (some.length === 0 ? "–" : percent(some)).padEnd(13);
  console.log(`${title}\n`);
  console.log(`${"kind".padEnd(10)} ${LANGUAGES.map((l) => l.padEnd(13)).join(" ")} all`);
  for (const kind of KINDS) {
    const ofKind = outcomes.filter((o) => o.row.kind === kind);
    const cells = LANGUAGES.map((l) => percentOf(ofKind.filter((o) => o.row.language === l)));
    console.log(`${kind.padEnd(10)} ${cells.join(" ")} ${percent(ofKind)}`);
  }
  const byLanguage = LANGUAGES.map((l) => percentOf(outcomes.filter((o) => o.row.language === l)));
  console.log(`${"all".padEnd(10)} ${byLanguage.join(" ")} ${percent(outcomes)}`);
  const failed = outcomes.filter((o) => !o.pass);
  if (failed.length > 0) {
    console.log(`\n${failed.length} failed:`);
    for (const o of failed) console.log(`  [${o.row.language} ${o.row.kind}] ${o.row.prompt}  → ${o.why}`);
  }
  console.log("");
}

const LANGUAGES: PromptLanguage[] = ["en", "zh-Hans", "zh-Hant", "mixed"];
const KINDS: Kind[] = ["list", "read", "write", "explain", "recall", "summarise", "greet", "thank", "unknown"];

await report(
  `The teaching model on ${PROMPTS.length} natural prompts (bench/model-prompts.ts, the table it was built against)`,
  PROMPTS,
);
await report(`The same on ${UNSEEN.length} prompts it was never tuned on (bench/model-prompts-unseen.ts)`, UNSEEN);
