/**
 * Demo 09: the server and its events.
 *
 * The agent behind an HTTP API. This demo starts the server in this process on
 * a free port, and talks to it the way the web page does, with `fetch`: it
 * creates a session, opens the session's event stream (server-sent events),
 * sends a prompt and prints every event the moment it arrives, each with its
 * id. Then it moves the leaf back with POST /branch and sees the
 * `branch_switch` event; drops the event stream, changes something while
 * away, and reconnects with `Last-Event-ID` to be sent exactly what it missed.
 * Last, it stops the server and prints the session file: every message was
 * saved as it ended.
 *
 * Run it: npm run demo:09
 */
import { createTeachingModel, createTeachingTools } from "@kit/agent-loop";
import { type ContextResponse, createServer, readSse, type ServerEvent, SseParser } from "@kit/server";
import { checkSession, seededIds, steppingClock } from "@kit/session-core";
import { columns } from "./lib/columns.ts";
import { demoFolder } from "./lib/demo-files.ts";
import { demoWorkspace } from "./lib/demo-workspace.ts";
import { fileLines } from "./lib/file-lines.ts";
import { HeldPrinter, serverEventLine } from "./lib/server-events.ts";

console.log("Demo 09: the server and its events\n");

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
console.log("1. The server listens on 127.0.0.1 (a free port); the sessions folder is empty.\n");

const printer = new HeldPrinter();
let sessionId = "";
/** One HTTP call, printed as the request and its answer (the session id shortened to :id). */
async function call(method: string, path: string, body?: unknown): Promise<any> {
  const response = await fetch(`${url}${path}`, {
    method,
    // The server refuses a body that does not say it is JSON (another site could send text).
    headers: { "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = await response.json();
  const shownPath = sessionId ? path.replace(sessionId, ":id") : path;
  printer.print(`${method} ${shownPath}${body === undefined ? "" : ` ${JSON.stringify(body)}`}`);
  printer.print(
    `  → ${response.status} ${JSON.stringify(answer, (key, value) => (key === "created" || key === "modified" ? undefined : value))}`,
  );
  return answer;
}

console.log("2. A new session:");
const created = await call("POST", "/api/sessions", { name: "demo 09" });
sessionId = created.id;
console.log(`  (its id is the file name: ${sessionId})\n`);

// #region listen
/** Opens GET /events and prints each event as it arrives; resolves once the stream is open. */
const seen: { id: string; event: ServerEvent }[] = [];
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
      seen.push({ id: item.lastEventId, event });
      printer.print(serverEventLine(item.lastEventId, item.event, event));
    },
    parser,
  );
  return { parser, close: () => controller.abort() };
}
// #endregion listen

/** Resolves when an event matching `match` has arrived. */
async function arrival(match: (event: ServerEvent) => boolean): Promise<void> {
  while (!seen.some(({ event }) => match(event))) await new Promise((resolve) => setTimeout(resolve, 5));
}

console.log("3. Open the event stream, then send a prompt. The answer is 202 at once; the run streams as events:");
const stream = await listen();
printer.hold(); // the events may overtake the HTTP answer; print the answer first
const { runId } = await call("POST", `/api/sessions/${sessionId}/prompt`, { text: "which files are there?" });
printer.release();
await arrival((event) => event.type === "run_end" && event.runId === runId);

console.log("\n4. What the model would be sent next (GET /context):");
const context = (await fetch(`${url}/api/sessions/${sessionId}/context`).then((response) =>
  response.json(),
)) as ContextResponse;
console.log(
  `  ${context.messageCount} messages, about ${context.tokens} tokens; the request's roles: ${context.request.messages.map((m) => m.role).join(", ")}`,
);

console.log("\n5. Move the leaf back to the question (POST /branch). Nothing is deleted; the move is an entry too:");
// The first saved message (before it, the run recorded which model answers: a model_change entry).
const question = seen.find(({ event }) => event.type === "session_updated" && event.appended[0]?.type === "message")!
  .event as Extract<ServerEvent, { type: "session_updated" }>;
printer.hold();
await call("POST", `/api/sessions/${sessionId}/branch`, { leafId: question.leafId });
printer.release();
await arrival((event) => event.type === "branch_switch");

console.log("\n6. Drop the stream, label the question while away, reconnect with Last-Event-ID:");
const lastEventId = stream.parser.lastEventId;
stream.close();
await call("POST", `/api/sessions/${sessionId}/label`, { entryId: question.leafId, label: "the question" });
console.log(`reconnect with Last-Event-ID: ${lastEventId}`);
await listen(lastEventId);
await arrival((event) => event.type === "label");

console.log("\n7. Stop the server. The session file holds every message, saved as each one ended:");
await server.stop();
const file = `${sessions.path}/${sessionId}.jsonl`;
const rows = fileLines(file).map((line) => [
  String(line.line),
  line.type,
  line.id,
  line.parentId,
  line.line === 1 ? "the header: format version, session id, cwd" : line.what,
]);
for (const row of columns([["line", "type", "id", "parentId", "what"], ...rows], [4, 12, 8, 8, 60]))
  console.log(`  ${row}`);
console.log(`  session check: ${checkSession(file).problems.length} problems`);
