/**
 * The real pi 1.6.0 CLI (`@earendil-works/pi-coding-agent`, exact-pinned), run offline against the kit's stand-in
 * server with a scripted model (support/pi-1.6.0-cli.ts says how pi is kept offline):
 * - pi writes one session over six runs: a tool call whose result an extension replaces at the turn boundary (a
 *   `context_edit`), `--continue`, a slow tool during which pi warms the prompt cache (a `usage` entry), a context
 *   overflow that pi recovers from (it omits the failed answer, compacts and answers again), and a compaction asked
 *   for in RPC mode. The kit then gives pi's own `buildSessionContext` at every entry, and every request pi sent
 *   for an answer carries the kit's context at the entry it was sent from.
 * - the other way: a file the kit writes (a tool result replaced, a question and its answer left out, both by context
 *   edits), resumed by pi with `--session`: pi sends the kit's context, and the kit still agrees with pi after pi
 *   appends.
 * pi needs Node 22.19 or newer: without one this file is skipped on a learner's machine, and fails on CI.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import {
  type AgentMessage,
  createScriptedModel,
  type ModelRequest,
  type ScriptedReply,
  type StandInServer,
  startStandInServer,
  textOf,
} from "@kit/agent-loop";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contextAt, loadSession, Session, type SessionEntry } from "../src/index.ts";
import { assistant, user } from "./support/files.ts";
import { buildSessionContext, loadEntriesFromFile } from "./support/pi-1.6.0.ts";
import {
  type ChatMessage,
  chatOfContext,
  chatOfRequest,
  type FoundNode,
  findNodeForPi,
  MODEL_ID,
  makePiHome,
  type PiHome,
  type PiRun,
  PROVIDER,
  runPi,
} from "./support/pi-1.6.0-cli.ts";

const found = findNodeForPi();
const node: FoundNode | undefined = "path" in found ? found : undefined;
const skipReason = "reason" in found ? found.reason : "";
const skip = node === undefined && process.env.CI !== "true";
if (skip) console.warn(`pi 1.6.0 CLI tests skipped: ${skipReason}.`);
beforeEach((context) => {
  if (skip) context.skip(skipReason);
  if (node === undefined) throw new Error(`CI must run pi 1.6.0's CLI tests: ${skipReason}.`);
});

const READ_PROMPT = "Please read notes.txt";
const SLOW_PROMPT = "Run the slow command";
const OVERFLOW_PROMPT = "This question will overflow";
const MORE_PROMPT = "Tell me more";
const SECRET = "the launch code is 0000";
const REDACTED = "[redacted by the extension]";
const OVERFLOW = "Your input exceeds the context window of this model";
const SUMMARY = "## Goal\nThe learner asked pi to read notes.txt and to run a slow command.";

/** Waits in pi's bash tool until pi has warmed the cache (a `cache_warm` usage entry in its session file). */
const WAIT_FOR_WARMING =
  'for i in $(seq 1 300); do grep -q \'"cache_warm"\' "$PI_SESSION_FILE" && break; sleep 0.1; done; echo waited';

const lastText = (request: ModelRequest): string => {
  const last = request.messages.at(-1);
  return last === undefined ? "" : textOf((last as { content: unknown }).content as string);
};

/**
 * The scripted model pi talks to: it reads the request as the stand-in hands it over and answers what the scenario
 * needs. A request with no tools is pi's summary request (pi's own turns always declare its tools).
 */
function scenarioModel() {
  let overflowed = false;
  return createScriptedModel({
    id: MODEL_ID,
    provider: PROVIDER,
    replies: (request): ScriptedReply => {
      if (request.tools.length === 0) return { text: SUMMARY };
      const last = request.messages.at(-1) as AgentMessage | undefined;
      if (last?.role === "toolResult") return { text: `Done with ${last.toolName}.` };
      // The prompts of the scenario, matched whole: a summary pi sends as the last message mentions them too.
      const text = lastText(request);
      if (text === READ_PROMPT) return { toolCalls: [{ name: "read", arguments: { path: "notes.txt" } }] };
      if (text === SLOW_PROMPT) return { toolCalls: [{ name: "bash", arguments: { command: WAIT_FOR_WARMING } }] };
      if (text === OVERFLOW_PROMPT && !overflowed) {
        overflowed = true;
        return { error: OVERFLOW };
      }
      // A long answer, so that the compaction asked for after it has something to summarise.
      if (text === MORE_PROMPT) return { text: `More: ${"the session is an append-only tree. ".repeat(12)}` };
      return { text: `You said: ${text}` };
    },
  });
}

/** The extension pi loads from its agent folder: at each turn's end it replaces every `read` result's content. */
const REDACT_EXTENSION = `
export default function (pi) {
  pi.on("turn_end", async (event) => {
    if (event.outcome !== "completed") return;
    const reads = event.toolResults
      .map((result, index) => ({ result, id: event.toolResultEntryIds[index] }))
      .filter(({ result }) => result.toolName === "read");
    if (reads.length === 0) return;
    return {
      entries: [
        ...event.entries,
        ...reads.map(({ id }) => ({
          type: "context_edit",
          targetId: id,
          replacement: { content: [{ type: "text", text: ${JSON.stringify(REDACTED)} }] },
        })),
      ],
    };
  });
}
`;

/** A request body as the stand-in recorded it. */
type ChatCompletionsBody = StandInServer["requests"][number];

/** The message of a message entry (an entry of a type the kit does not know has none). */
const messageOf = (entry: SessionEntry) =>
  entry.type === "message" ? (entry as { message: { role: string; stopReason?: string } }).message : undefined;

let root: string;
let server: StandInServer;
let piHome: PiHome;

beforeAll(async () => {
  if (node === undefined) return;
  root = await mkdtemp(join(tmpdir(), "pi-1.6.0-cli-"));
  server = await startStandInServer({ model: scenarioModel() });
  piHome = makePiHome(root, {
    baseURL: server.baseURL,
    // Cache warming: an 11 s cache lifetime is refreshed after 1 s, and the price makes every refresh pay for
    // itself. Compaction keeps only the last few tokens, so there is always something to summarise.
    model: { promptCache: { short: 11 }, cost: { input: 1000, output: 0, cacheRead: 0, cacheWrite: 0 } },
    settings: { cacheWarming: "streaming", compaction: { keepRecentTokens: 40 } },
  });
  writeFileSync(join(piHome.agentDir, "extensions", "redact.js"), REDACT_EXTENSION);
  writeFileSync(join(piHome.workspace, "notes.txt"), `${SECRET}\n`);
});

afterAll(async () => {
  await server?.close();
  if (!root) return;
  // KEEP_PI_ROOT=1 keeps pi's home, workspace and session files, to read them after a failure.
  if (process.env.KEEP_PI_ROOT) console.log(`pi 1.6.0's files are kept in ${root}`);
  else rmSync(root, { recursive: true, force: true });
});

/** What pi printed, for the record (the lead quotes it). */
function logRun(args: string[], run: PiRun): void {
  const printed = run.stdout.trim();
  console.log(`pi 1.6.0 (${node?.version}) ${args.join(" ")}\n  printed: ${printed.slice(0, 100)}`);
}

function expectRan(run: PiRun, what: string): void {
  if (run.code !== 0) expect.fail(`pi ${what} exited ${run.code}:\n${run.stdout}\n${run.stderr}`);
}

/** The one session file pi keeps for the workspace. */
function piSessionFile(): string {
  const folders = readdirSync(piHome.sessionsDir);
  expect(folders).toHaveLength(1);
  const folder = join(piHome.sessionsDir, folders[0]!);
  const files = readdirSync(folder).filter((name) => name.endsWith(".jsonl"));
  expect(files).toHaveLength(1);
  return join(folder, files[0]!);
}

/** pi 1.6.0's reading of a file (its own loader), header left out. */
function piEntriesOf(file: string): SessionEntry[] {
  return (loadEntriesFromFile(file) as SessionEntry[]).filter((entry) => (entry.type as string) !== "session");
}

/** The kit's context equals pi 1.6.0's at every entry of the file (and at none); returns the entries. */
function expectSameContextEverywhere(file: string): SessionEntry[] {
  const ours = loadSession(file);
  expect(ours.problems).toEqual([]);
  const piEntries = piEntriesOf(file);
  expect([...ours.tree.entries].map((entry) => entry.id)).toEqual(piEntries.map((entry) => entry.id));
  for (const leaf of [null, ...piEntries.map((entry) => entry.id)]) {
    const kit = contextAt(ours.tree, leaf);
    const pis = buildSessionContext(piEntries, leaf);
    if (!isDeepStrictEqual(kit, pis)) expect(kit, `leaf ${leaf}`).toStrictEqual(pis);
  }
  return piEntries;
}

/** The request's messages correspond to the kit's context, in order (a summary by inclusion). */
function expectRequestCarries(request: ChatCompletionsBody, kit: ChatMessage[]): void {
  const sent = chatOfRequest(request);
  expect(sent.map((message) => message.role)).toEqual(kit.map((message) => message.role));
  kit.forEach((expected, index) => {
    const actual = sent[index]!;
    if (expected.wrapped) {
      expect(actual.text, `message ${index}`).toContain(expected.text);
    } else {
      const { wrapped: _, ...plain } = expected;
      expect(actual, `message ${index}`).toEqual(plain);
    }
  });
}

/** The entry each answer of pi's was given: the parent of the last assistant message on the path. */
function answeredFrom(entries: SessionEntry[]): string {
  const answer = entries.findLast((entry) => messageOf(entry)?.role === "assistant");
  expect(answer).toBeDefined();
  return answer!.parentId!;
}

const answerRequests = () => server.requests.filter((body) => (body.tools?.length ?? 0) > 0 && !isWarming(body));
/** A cache-warming refresh: the last request again, capped at one output token. */
const isWarming = (body: ChatCompletionsBody) =>
  (body as { max_completion_tokens?: number }).max_completion_tokens === 1;

describe("sessions the real pi 1.6.0 CLI writes, read by the kit (pi 1.6.0 CLI)", () => {
  const runs: { name: string; run: PiRun; lastAnswer: ChatCompletionsBody; from: string }[] = [];

  /** Runs pi, then notes the request of its last answer and the entry that answer was given. */
  async function step(name: string, args: string[], rpc?: { type: string }) {
    const before = server.requests.length;
    const run = await runPi(node!.path, piHome, args, rpc);
    expectRan(run, name);
    logRun(args, run);
    const mine = server.requests.slice(before).filter((body) => (body.tools?.length ?? 0) > 0 && !isWarming(body));
    runs.push({ name, run, lastAnswer: mine.at(-1)!, from: answeredFrom(piEntriesOf(piSessionFile())) });
    return run;
  }

  it("the CLI that runs is pi 1.6.0, on a Node it accepts", async () => {
    const run = await runPi(node!.path, piHome, ["--version"]);
    expectRan(run, "--version");
    expect(run.stdout.trim()).toBe("1.6.0");
  });

  it("pi 1.6.0 reads a file, an extension replaces the result; the kit agrees at every entry", async () => {
    const run = await step("read", ["--print", READ_PROMPT]);
    expect(run.stdout).toContain("Done with read.");
    const entries = expectSameContextEverywhere(piSessionFile());
    const edit = entries.find((entry) => entry.type === "context_edit");
    expect(edit).toMatchObject({ replacement: { content: [{ type: "text", text: REDACTED }] } });
    // The file keeps the original; the request after the tool ran carried the replacement, as the kit's context does.
    expect(readFileSync(piSessionFile(), "utf8")).toContain(SECRET);
    expect(JSON.stringify(runs.at(-1)!.lastAnswer)).not.toContain(SECRET);
  });

  it("pi 1.6.0 --continue warms the prompt cache during a slow tool (a usage entry the kit reads)", async () => {
    // pi skips a refresh whose timer fires more than 5 s late (its own margin), which a loaded machine can cause;
    // such a turn writes no warming entry, so the slow turn is tried up to three times until one does.
    const warmed = () => readFileSync(piSessionFile(), "utf8").includes('"cache_warm"');
    for (let attempt = 1; attempt <= 3 && (attempt === 1 || !warmed()); attempt++) {
      const run = await step("warm", ["--print", "--continue", SLOW_PROMPT]);
      expect(run.stdout).toContain("Done with bash.");
    }
    const entries = expectSameContextEverywhere(piSessionFile());
    expect(entries.filter((entry) => entry.type === "usage")).toContainEqual(
      expect.objectContaining({ kind: "cache_warm", provider: PROVIDER, model: MODEL_ID }),
    );
    expect(server.requests.some(isWarming)).toBe(true);
  });

  it("pi 1.6.0 --continue recovers from an overflow: omits the failed answer, compacts, answers again", async () => {
    const run = await step("overflow", ["--print", "--continue", OVERFLOW_PROMPT]);
    expect(run.stdout).toContain(`You said: ${OVERFLOW_PROMPT}`);
    const entries = expectSameContextEverywhere(piSessionFile());
    const failed = entries.find(
      (entry) => messageOf(entry)?.role === "assistant" && messageOf(entry)?.stopReason === "error",
    );
    expect(failed).toBeDefined();
    expect(entries).toContainEqual(
      expect.objectContaining({ type: "context_edit", targetId: failed!.id, replacement: null }),
    );
    // pi summarised twice (the turn was split) and joined both: each holds the model's summary.
    expect(entries).toContainEqual(
      expect.objectContaining({ type: "compaction", summary: expect.stringContaining(SUMMARY) }),
    );
  });

  it("pi 1.6.0 compacts when asked (RPC mode's compact), and answers on from the compaction", async () => {
    // Right after the recovery's compaction there is nothing to compact: one more exchange first.
    await step("before compaction", ["--print", "--continue", MORE_PROMPT]);
    const compact = await runPi(node!.path, piHome, ["--mode", "rpc", "--continue"], { type: "compact" });
    expectRan(compact, "compact");
    const entries = expectSameContextEverywhere(piSessionFile());
    expect(
      entries.filter((entry) => entry.type === "compaction"),
      compact.stdout + compact.stderr,
    ).toHaveLength(2);
    const run = await step("after compaction", ["--print", "--continue", "What did we do?"]);
    expect(run.stdout).toContain("You said: What did we do?");
    expectSameContextEverywhere(piSessionFile());
  });

  it("every request pi 1.6.0 sent carries the kit's context at the entry it was sent from", () => {
    expect(runs.map((run) => run.name)).toEqual(["read", "warm", "overflow", "before compaction", "after compaction"]);
    const session = loadSession(piSessionFile());
    // Each answer request made exactly one assistant message (the failed one included), in the same order; the
    // message's parent is the entry the request was sent from.
    const answers = answerRequests();
    const assistants = piEntriesOf(piSessionFile()).filter((entry) => messageOf(entry)?.role === "assistant");
    expect(answers).toHaveLength(assistants.length);
    answers.forEach((request, index) => {
      const kit = chatOfContext(contextAt(session.tree, assistants[index]!.parentId).messages);
      expect(kit.length).toBeGreaterThan(1);
      expectRequestCarries(request, kit);
    });
    // A cache-warming refresh sends the request before it again, word for word.
    server.requests.forEach((request, index) => {
      if (isWarming(request)) expect(request.messages).toEqual(server.requests[index - 1]!.messages);
    });
    // pi's summary requests (no tools) carry the summarised conversation in pi's own prompt, not a context: they are
    // checked only through the compaction entries they produced (above).
    expect(server.requests.filter((request) => (request.tools?.length ?? 0) === 0).length).toBeGreaterThanOrEqual(2);
  });
});

describe("a file the kit writes, resumed by the real pi 1.6.0 CLI (pi 1.6.0 CLI)", () => {
  it("pi 1.6.0 --session sends the kit's context, edits applied; the kit agrees after pi appends", async () => {
    const file = join(root, "kit-written.jsonl");
    const session = Session.create(file, { cwd: piHome.workspace });
    session.appendModelChange(PROVIDER, MODEL_ID);
    session.appendThinkingLevelChange("off");
    session.appendMessage(user("What is in .env?"));
    const call = { type: "toolCall" as const, id: "kit_call_1", name: "read", arguments: { path: ".env" } };
    session.appendMessage({ ...assistant("", MODEL_ID, PROVIDER), content: [call], stopReason: "toolUse" });
    const result = session.appendMessage({
      role: "toolResult",
      toolCallId: call.id,
      toolName: "read",
      content: [{ type: "text", text: "KIT_SECRET=1234" }],
      isError: false,
      timestamp: 1_767_258_002_000,
    });
    session.appendMessage(assistant("It holds a key.", MODEL_ID, PROVIDER));
    session.appendContextEdit(result, { content: "KIT_SECRET=[redacted by the kit]" });
    const aside = session.appendMessage(user("An aside to forget"));
    const asideAnswer = session.appendMessage(assistant("Forgotten.", MODEL_ID, PROVIDER));
    session.appendContextEdit(aside, null);
    session.appendContextEdit(asideAnswer, null);
    const kitLeaf = session.leafId;
    const kitContext = session.context();
    session.close();

    const before = server.requests.length;
    const run = await runPi(node!.path, piHome, ["--print", "--session", file, "What do you know?"]);
    expectRan(run, "--session");
    logRun(["--print", "--session", "kit-written.jsonl", "What do you know?"], run);
    expect(run.stdout).toContain("You said: What do you know?");
    const sent = server.requests.slice(before).filter((body) => (body.tools?.length ?? 0) > 0 && !isWarming(body));
    const request = sent.at(-1)!;
    expect(JSON.stringify(request)).not.toContain("KIT_SECRET=1234");
    expect(JSON.stringify(request)).not.toContain("An aside to forget");

    // pi appended to the kit's file, after the kit's leaf; the kit still reads pi's context at every entry.
    const entries = expectSameContextEverywhere(file);
    const kitIds = new Set(entries.slice(0, entries.findIndex((entry) => entry.id === kitLeaf) + 1).map((e) => e.id));
    expect(entries.filter((entry) => !kitIds.has(entry.id)).at(0)?.parentId).toBe(kitLeaf);
    const from = answeredFrom(entries);
    expectRequestCarries(request, chatOfContext(contextAt(loadSession(file).tree, from).messages));
    // And what pi sent holds the kit's own context, in order, edits applied.
    const sentChat = chatOfRequest(request).filter((message) => message.role !== "system");
    const kitChat = chatOfContext(kitContext.messages);
    expect(sentChat.slice(0, kitChat.length)).toEqual(kitChat);
    expect(sentChat.at(-1)).toEqual({ role: "user", text: "What do you know?" });
  });
});
