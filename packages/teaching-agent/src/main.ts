/**
 * `npm start`: build the page if needed, start the server with the page on the
 * same port (127.0.0.1, PORT or 4317), and say where to open it. The model is
 * the offline teaching model unless OPENAI_API_KEY is set (see classroom.ts).
 * Ctrl-C stops the server the orderly way, within two seconds: runs are
 * aborted after saving what had ended.
 *
 * With arguments (start-arguments.ts) it shows pi's own sessions read-only,
 * continues one in a copy, or exports one as a single HTML file.
 */
import { writeFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import { busyPortOf, type KitServer, sessionsDirFrom, startWords, stopOnSignals } from "@kit/server";
import { ensurePageBuilt } from "./build-page.ts";
import { classroomSettings } from "./classroom.ts";
import { exportSessionHtml } from "./export/export-html.ts";
import { continueInCopy } from "./pi-sessions/continue-in-copy.ts";
import { listPiSessions } from "./pi-sessions/list-pi-sessions.ts";
import { formatPiSessionList } from "./pi-sessions/list-words.ts";
import { piSessionsFolder } from "./pi-sessions/pi-folder.ts";
import { linkReadOnlyView } from "./pi-sessions/read-only-view.ts";
import { parseStartArguments, type StartRequest } from "./start-arguments.ts";
import { createTeachingAgent, type TeachingAgentOptions } from "./teaching-agent.ts";

// `npm start` runs in this package's folder; a path the user typed is from where they typed it (npm's INIT_CWD).
const typedFrom = process.env.INIT_CWD ?? process.cwd();
const typed = (path: string) => resolve(typedFrom, path);

let request: StartRequest;
try {
  request = parseStartArguments(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

if (request.kind === "export") {
  // Needs no page build and no server: the file is read, the HTML written.
  const out = typed(request.out ?? `${basename(request.file, ".jsonl")}.html`);
  writeFileSync(out, exportSessionHtml(typed(request.file)));
  console.log(`exported ${request.file} to ${out}`);
  process.exit(0);
}

await ensurePageBuilt((line) => console.log(line));
const { model, compaction } = classroomSettings();
const options: TeachingAgentOptions = { model, compaction };
let afterStart: (url: string) => void = () => {};
let sessionsShown: string | undefined; // pi's folder rather than the temporary folder of links

if (request.kind === "continue-copy") {
  const sessionsDir = sessionsDirFrom(process.env);
  const id = continueInCopy(typed(request.file), sessionsDir);
  console.log(`continued ${request.file} in a copy (the original is unchanged): ${sessionsDir}/${id}.jsonl`);
  afterStart = (url) => console.log(`  open ${url}/#session=${id}`);
} else if (request.kind === "pi-sessions") {
  const dir = request.dir === undefined ? piSessionsFolder() : typed(request.dir);
  sessionsShown = dir;
  const rows = listPiSessions(dir);
  const view = linkReadOnlyView(rows);
  process.on("exit", () => view.remove());
  // Read-only: every write route answers 403 read_only; no tool can run either.
  Object.assign(options, { sessionsDir: view.sessionsDir, workspaceDir: view.workspaceDir, tools: [], readOnly: true });
  afterStart = (url) =>
    console.log(
      formatPiSessionList(rows, dir, (row) => {
        const id = view.idOf.get(row.path);
        return id === undefined ? undefined : `${url}/#session=${id}`;
      }),
    );
}

let agent: KitServer;
try {
  // Refuses to start, with a message that says why, when the folders overlap or a setting is wrong.
  agent = createTeachingAgent(options);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const words = startWords();
const url = await agent.start().then(
  (started) => started.url,
  (error: unknown) => {
    // A busy port is one line saying which and how to pick another, not a stack trace.
    const port = busyPortOf(error);
    if (port === undefined) throw error;
    console.error(words.busyPort(port));
    process.exit(1);
  },
);
const { registry } = agent.parts;
afterStart(url);
console.log(words.teachingAgent(url));
console.log(words.sessionsIn(sessionsShown ?? registry.sessionsDir));
console.log(words.model(`${model.provider}/${model.id}`, model.provider === "scripted"));
console.log(words.stopHint);

stopOnSignals(agent);
