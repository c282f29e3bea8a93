/**
 * The real teaching agent, in this process: the page built, the server on a
 * free port over an empty temporary sessions folder, the offline teaching
 * model slowed down just enough that a reply visibly streams.
 */
import { mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createScriptedModel, type ModelRequest, teachingReply, textOf } from "@kit/agent-loop";
import type { SessionSummary } from "@kit/server";
import { ensurePageBuilt } from "../../src/build-page.ts";
import { CLASSROOM_COMPACTION } from "../../src/classroom.ts";
import { createTeachingAgent } from "../../src/teaching-agent.ts";

export interface RunningAgent {
  url: string;
  sessionsDir: string;
  /** A new session through the API; its page is `${url}/#session=${id}`. */
  newSession(name: string): Promise<string>;
  /** POST /prompt through the API, as another tab or a script would. */
  prompt(sessionId: string, text: string): Promise<void>;
  /** Stops the server and starts a new one on the same port over the same files. */
  restart(): Promise<void>;
  /** Stops the server, until `startAgain`: the page is left without its event stream. */
  stopForNow(): Promise<void>;
  /** Starts a new server on the same port over the same files, after `stopForNow`. */
  startAgain(): Promise<void>;
  stop(): Promise<void>;
}

/** A prompt whose answer streams for about three seconds: time to watch it grow or abort it on a busy machine. */
export const LONG_PROMPT = "Tell me a long story.";
/** The same in Chinese, for the Chinese page's pictures (scripts/chapter-screenshots-zh.ts). */
export const LONG_PROMPT_ZH = "给我讲一个长故事。";
/** The long story's n-th sentence (1 to 60). */
export const longStorySentence = (language: "en" | "zh-CN", n: number) =>
  language === "en" ? `Sentence ${n} of a long story.` : `这是长故事的第 ${n} 句。`;
const longStory = (language: "en" | "zh-CN") =>
  Array.from({ length: 60 }, (_, i) => longStorySentence(language, i + 1)).join(language === "en" ? " " : "");

/** "Say exactly: TEXT" answers TEXT, as a real model might (Markdown, or what an attacker slipped in). */
export const SAY_EXACTLY = "Say exactly: ";
/** "Read the file: PATH" calls read_file with PATH as it is. */
export const READ_THE_FILE = "Read the file: ";

/** The teaching model's rules, and a few more: LONG_PROMPT (and LONG_PROMPT_ZH), SAY_EXACTLY, READ_THE_FILE. */
function testReply(request: ModelRequest) {
  const last = request.messages.at(-1);
  const text = last?.role === "user" ? textOf(last.content) : "";
  if (text === LONG_PROMPT) return { text: longStory("en") };
  if (text === LONG_PROMPT_ZH) return { text: longStory("zh-CN") };
  if (text.startsWith(SAY_EXACTLY)) return { text: text.slice(SAY_EXACTLY.length) };
  if (text.startsWith(READ_THE_FILE))
    return { toolCalls: [{ name: "read_file", arguments: { path: text.slice(READ_THE_FILE.length) } }] };
  return teachingReply(request);
}

/**
 * Builds the page once, even when several test files start at the same time:
 * vite empties dist/ before writing it, so a second build beside a running
 * test would serve it half a page. A folder is the lock (mkdir is atomic);
 * one left by a killed run is taken over after two minutes.
 */
export async function buildPageOnce(): Promise<void> {
  const lock = join(import.meta.dirname, "..", "..", ".page-build.lock");
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      const age = Date.now() - (statSafe(lock) ?? Date.now());
      if (age > 120_000) rmSync(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    await ensurePageBuilt();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function statSafe(path: string): number | undefined {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
}

export interface AgentOptions {
  /** Milliseconds before each piece of the model's reply (25 unless said): a real model takes longer. */
  pieceDelayMs?: number;
}

export async function startAgent({ pieceDelayMs = 25 }: AgentOptions = {}): Promise<RunningAgent> {
  await buildPageOnce();
  // Laid out as a learner's clone is: sessions/ and sessions-workspace/ side by side in the folder where
  // `npm run session` runs, so a damaged file is named as a learner would see it (sessions/NAME.jsonl).
  const folder = mkdtempSync(join(tmpdir(), "teaching-agent-test-"));
  const sessionsDir = join(folder, "sessions");
  const start = async (port: number) => {
    const server = createTeachingAgent({
      sessionsDir,
      commandsDir: folder,
      port,
      // The environment must not choose a real model or a port for a test.
      env: {},
      // Three words every 25 ms: a reply takes a few hundred milliseconds, long enough to see it grow.
      model: createScriptedModel({ id: "teaching", replies: testReply, pieceDelayMs }),
      // What a class keeps (so a few questions are enough to compact), but never compact on its own.
      compaction: { ...CLASSROOM_COMPACTION, enabled: false },
      log: () => {},
    });
    return { server, ...(await server.start()) };
  };
  let agent = await start(0);
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${agent.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
    return response.json() as Promise<unknown>;
  };
  return {
    url: agent.url,
    sessionsDir,
    async newSession(name) {
      return ((await post("/api/sessions", { name })) as SessionSummary).id;
    },
    async prompt(sessionId, text) {
      await post(`/api/sessions/${encodeURIComponent(sessionId)}/prompt`, { text });
    },
    async restart() {
      await agent.server.stop();
      agent = await start(agent.port);
    },
    async stopForNow() {
      await agent.server.stop();
    },
    async startAgain() {
      agent = await start(agent.port);
    },
    async stop() {
      await agent.server.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
