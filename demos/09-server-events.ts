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
import {
  type ContextResponse,
  createServer,
  type PromptAccepted,
  readSse,
  type ServerEvent,
  type SessionSummary,
  SseParser,
} from "@kit/server";
import { seededIds, steppingClock } from "@kit/session-core";
import { demoFolder, shown } from "./lib/demo-files.ts";
import { demoWorkspace } from "./lib/demo-workspace.ts";
import { inLang } from "./lib/i18n.ts";
import { HeldPrinter, printedCalls, SeenEvents, serverEventLine } from "./lib/server-events.ts";
import { printContext, printSessionFile } from "./print/09-server-events.ts";
import { words } from "./text/09-server-events.ts";

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
