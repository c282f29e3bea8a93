/**
 * Demo 09: the server and its events.
 *
 * The agent behind an HTTP API. This demo starts the server in this process on
 * a free port and talks to it as the web page does, with `fetch`: it creates a
 * session, opens the session's event stream (server-sent events), sends a
 * prompt and prints every event as it arrives, each with its id. Then it moves
 * the leaf back with POST /branch; drops the stream, changes something while
 * away, and reconnects with `Last-Event-ID` to be sent exactly what it missed.
 * Last, it stops the server and prints the session file.
 *
 * Run it: npm run demo:09
 */
import { createTeachingModel, createTeachingTools } from "@kit/agent-loop";
import { oneLine, textOf } from "@kit/agent-loop/messages";
import {
  type ContextResponse,
  createServer,
  type PromptAccepted,
  readSse,
  type ServerEvent,
  type SessionSummary,
  SseParser,
} from "@kit/server";
import { checkSession, type SessionEntry, seededIds, steppingClock } from "@kit/session-core";
import { demoFolder, shown } from "./lib/demo-files.ts";
import { demoWorkspace } from "./lib/demo-workspace.ts";
import { fileLines, fileTable } from "./lib/file-lines.ts";
import { inLang, lang, type Translations, zh } from "./lib/i18n.ts";
import { entryRow } from "./lib/rows.ts";

// ---------------------------------------------------------------- words
// What the demo prints, in English and in Chinese. The Chinese table has the English one's type,
// so a string missing from either fails the type check.

const en = {
  title: "Demo 09: the server and its events",
  listens: "1. The server listens on 127.0.0.1 (a free port); the sessions folder is empty.",
  newSession: "2. A new session:",
  sessionName: "demo 09",
  itsId: (id: string) => `  (its id is the file name: ${id})`,
  stream: "3. Open the event stream, then send a prompt. The answer is 202 at once; the run streams as events:",
  prompt: "which files are there?",
  nextContext: "4. What the model would be sent next (GET /context):",
  contextLine: (n: number, tokens: number, roles: string) =>
    `  ${n} messages, about ${tokens} tokens; the request's roles: ${roles}`,
  branch: "5. Move the leaf back to the question (POST /branch). Nothing is deleted; the move is an entry too:",
  away: "6. Drop the stream, label the question while away, reconnect with Last-Event-ID:",
  label: "the question",
  reconnect: (id: string) => `reconnect with Last-Event-ID: ${id}`,
  stop: (path: string) =>
    `7. Stop the server. The session file holds every message, saved as each one ended:\n  ${path}`,
  header: ["line", "type", "id", "parentId", "what"],
  headerLine: "the header: format version, session id, cwd",
  check: (n: number) => `  session check: ${n} problems`,
};

const words: Translations<typeof en> = {
  en,
  "zh-CN": {
    title: "Demo 09：服务器与事件",
    listens: "1. 服务器监听 127.0.0.1（一个空闲端口）；会话文件夹是空的。",
    newSession: "2. 新建一个会话：",
    sessionName: "演示 09",
    itsId: (id: string) => `  （它的 id 就是文件名：${id}）`,
    stream: "3. 打开事件流，再发一个问题。回答立刻是 202；这次运行以事件的形式推送过来：",
    prompt: "工作区里有哪些文件？",
    nextContext: "4. 下一次会发给模型什么（GET /context）：",
    contextLine: (n: number, tokens: number, roles: string) =>
      `  ${n} 条消息，大约 ${tokens} 个 token；请求里的角色：${roles}`,
    branch: "5. 把叶子移回那个问题（POST /branch）。什么都不删除；这次移动本身也是一个条目：",
    away: "6. 断开事件流，离开期间给问题打个标签，再带着 Last-Event-ID 重新连接：",
    label: "那个问题",
    reconnect: (id: string) => `带着 Last-Event-ID 重新连接：${id}`,
    stop: (path: string) => `7. 停止服务器。会话文件里有每一条消息，每条都在结束时保存：\n  ${path}`,
    header: ["行", "type", "id", "parentId", "内容"],
    headerLine: "头部：格式版本、会话 id、cwd",
    check: (n: number) => `  session check：${n === 0 ? "没有问题" : `${n} 个问题`}`,
  },
};

// ---------------------------------------------------------------- the server's events as lines

/**
 * The server's events as lines of text: the SSE id, the event
 * name, and what it says in a few words. Each line is printed when its event
 * arrives, except while the printer is held: every HTTP call of the demo holds
 * it, so that the call's answer and the events it causes print in the same
 * order on every run (they travel on two connections, and either may arrive
 * first). The events the demo has seen tell it when to go on.
 */
function serverEventLine(id: string, name: string, event: ServerEvent): string {
  return `${id.padEnd(8)} ${name.padEnd(20)} ${summarize(event)}`.trimEnd();
}

function summarize(event: ServerEvent): string {
  switch (event.type) {
    case "agent_event":
      return summarizeAgentEvent(event.event);
    case "run_start":
      return event.runId;
    case "run_end":
      return `${event.runId} ${event.reason}`;
    case "session_updated":
      return `${event.appended.map(savedEntry).join(", ")} · ${zh ? "叶子" : "leaf"} ${event.leafId}`;
    case "branch_switch":
      return `${zh ? "叶子" : "leaf"} ${event.previousLeafId} → ${event.leafId}`;
    case "compaction":
      return zh
        ? `${event.entryId}（${event.tokensBefore} → ${event.tokensAfter} 个 token）`
        : `${event.entryId} (${event.tokensBefore} → ${event.tokensAfter} tokens)`;
    case "label":
      return `${event.entryId} "${event.label ?? ""}"`;
    case "step_waiting":
      return event.next;
    case "resync":
    case "stream_cut":
      return event.reason;
  }
}

function savedEntry(entry: SessionEntry): string {
  const row = oneLine(entryRow(entry), 40);
  return zh ? `已保存 ${entry.id}（${row}）` : `saved ${entry.id} (${row})`;
}

/** The loop's event, as the server sends it. */
function summarizeAgentEvent(event: Extract<ServerEvent, { type: "agent_event" }>["event"]): string {
  switch (event.type) {
    case "turn_start":
    case "turn_end":
      return zh ? `第 ${event.turn} 轮` : `turn ${event.turn}`;
    case "message_start":
    case "message_end":
      return event.message.role;
    case "message_update":
      return "delta" in event.modelEvent
        ? `${event.modelEvent.type} ${JSON.stringify(event.modelEvent.delta)}`
        : event.modelEvent.type;
    case "tool_execution_start":
      return `${event.toolName} ${JSON.stringify(event.args)}`;
    case "tool_execution_end":
      return `${event.toolName} ${event.isError ? "error" : "ok"}: ${oneLine(textOf(event.result.content), 40)}`;
    case "agent_end":
      return event.reason;
    default:
      return "";
  }
}

/** Prints lines as they come, or keeps them while held. */
class HeldPrinter {
  private held: string[] | undefined;

  print(line: string): void {
    if (this.held) this.held.push(line);
    else console.log(line);
  }

  hold(): void {
    this.held ??= [];
  }

  /** Prints what was kept, then prints live again. */
  release(): void {
    const lines = this.held ?? [];
    this.held = undefined;
    for (const line of lines) console.log(line);
  }
}

/**
 * An HTTP client for the demo that prints each call and its answer. The printer
 * is held during a call, so the answer prints before the events the call caused.
 */
function printedCalls(url: string, printer: HeldPrinter) {
  let sessionId = "";
  return {
    /** From now on, print this session id as `:id`. */
    shorten(id: string): void {
      sessionId = id;
    },
    async call<Answer>(method: string, path: string, body?: unknown): Promise<Answer> {
      printer.hold();
      const response = await fetch(`${url}${path}`, {
        method,
        // The server refuses a body that does not say it is JSON (another site could send text).
        headers: { "content-type": "application/json" },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const answer = (await response.json()) as Answer; // the demo trusts its own server
      const shownPath = sessionId ? path.replace(sessionId, ":id") : path;
      printer.print(`${method} ${shownPath}${body === undefined ? "" : ` ${JSON.stringify(body)}`}`);
      // Timestamps change every run: left out, so the printed answer is the same each time.
      const withoutTimes = (key: string, value: unknown) =>
        key === "created" || key === "modified" ? undefined : value;
      printer.print(`  → ${response.status} ${JSON.stringify(answer, withoutTimes)}`);
      printer.release();
      return answer;
    },
  };
}

/** The events that have arrived, and a promise for the first one that matches. */
class SeenEvents {
  readonly all: ServerEvent[] = [];
  private waiting: { match: (event: ServerEvent) => boolean; resolve: () => void }[] = [];

  add(event: ServerEvent): void {
    this.all.push(event);
    for (const waiter of this.waiting.filter(({ match }) => match(event))) waiter.resolve();
    this.waiting = this.waiting.filter(({ match }) => !match(event));
  }

  /** The first `session_updated` event that saved a message (before it, a run records its model). */
  firstSavedMessage(): Extract<ServerEvent, { type: "session_updated" }> | undefined {
    for (const event of this.all) {
      if (event.type === "session_updated" && event.appended[0]?.type === "message") return event;
    }
    return undefined;
  }

  /** Resolves when an event matching `match` has arrived (at once if it already has). */
  arrival(match: (event: ServerEvent) => boolean): Promise<void> {
    if (this.all.some(match)) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push({ match, resolve }));
  }
}

// ---------------------------------------------------------------- the story

const say = inLang(words);

console.log(`${say.title}\n`);

// #region start
// Everything that would differ between runs is injected: ids, clocks, the event-id prefix.
let tick = 0;
const now = () => Date.UTC(2026, 0, 1, 9, 0, 0) + 1000 * tick++;
let runs = 0;
const sessions = demoFolder("demo-09-sessions");
const server = createServer({
  sessionsDir: sessions.path,
  port: 0, // any free port
  model: createTeachingModel({ now }),
  tools: createTeachingTools({
    workspace: demoWorkspace({ dir: sessions.dir, path: sessions.path }, "demo-09-workspace"),
    language: lang,
  }),
  ids: seededIds("demo-09"),
  clock: steppingClock("2026-01-01T09:00:00.000Z"),
  now,
  newSessionId: () => "5e55104e-0009-4000-8000-000000000009",
  newRunId: () => `run-${++runs}`,
  eventEpoch: "demo",
});
const { url } = await server.start();
// #endregion start
console.log(`${say.listens}\n`);

// Each call prints itself and its answer; events that arrive meanwhile print after it.
const printer = new HeldPrinter();
const api = printedCalls(url, printer);

console.log(say.newSession);
const created = await api.call<SessionSummary>("POST", "/api/sessions", { name: say.sessionName });
const sessionId = created.id;
api.shorten(sessionId);
console.log(`${say.itsId(sessionId)}\n`);

// #region listen
/** Opens GET /events and prints each event as it arrives; resolves once the stream is open. */
const seen = new SeenEvents();
async function listen(lastEventId?: string): Promise<{ parser: SseParser; close: () => void }> {
  const controller = new AbortController();
  const response = await fetch(`${url}/api/sessions/${sessionId}/events`, {
    headers: lastEventId ? { "Last-Event-ID": lastEventId } : {},
    signal: controller.signal,
  });
  const parser = new SseParser();
  void readSse(
    response.body!,
    (item) => {
      if (item.type !== "event") return; // a comment: the heartbeat
      const event = JSON.parse(item.data) as ServerEvent;
      seen.add(event);
      printer.print(serverEventLine(item.lastEventId, item.event, event));
    },
    parser,
  );
  return { parser, close: () => controller.abort() };
}
// #endregion listen

console.log(say.stream);
const stream = await listen();
const { runId } = await api.call<PromptAccepted>("POST", `/api/sessions/${sessionId}/prompt`, { text: say.prompt });
await seen.arrival((event) => event.type === "run_end" && event.runId === runId);

console.log(`\n${say.nextContext}`);
printContext((await (await fetch(`${url}/api/sessions/${sessionId}/context`)).json()) as ContextResponse);

console.log(`\n${say.branch}`);
const question = seen.firstSavedMessage()!;
await api.call("POST", `/api/sessions/${sessionId}/branch`, { leafId: question.leafId });
await seen.arrival((event) => event.type === "branch_switch");

console.log(`\n${say.away}`);
const lastEventId = stream.parser.lastEventId;
stream.close();
await api.call("POST", `/api/sessions/${sessionId}/label`, { entryId: question.leafId, label: say.label });
console.log(say.reconnect(lastEventId));
await listen(lastEventId);
await seen.arrival((event) => event.type === "label");

const file = `${sessions.path}/${sessionId}.jsonl`;
console.log(`\n${say.stop(shown(sessions, file))}`);
await server.stop();
printSessionFile(file);

// ---------------------------------------------------------------- printing

/** One line: how many messages, about how many tokens, and the roles of the request. */
function printContext(context: ContextResponse): void {
  const roles = context.request.messages.map((message) => message.role).join(", ");
  console.log(say.contextLine(context.messageCount, context.tokens, roles));
}

/** Every line of the file as a table row (the header named as such), then what `session check` finds. */
function printSessionFile(file: string): void {
  const rows = fileLines(file).map((line) => (line.line === 1 ? { ...line, what: say.headerLine } : line));
  for (const row of fileTable(say.header, rows, [4, 12, 8, 8, 60])) console.log(`  ${row}`);
  console.log(say.check(checkSession(file).problems.length));
}
