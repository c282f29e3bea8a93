/**
 * `npm run classroom`: one server for a class, on the class network. Unlike
 * `npm start` (127.0.0.1 only), it listens on the address the teacher names
 * with `--host`; without it, it lists this machine's addresses and asks (or,
 * with no terminal to ask in, prints them and stops). Then it prints the join
 * address, the join code and a QR code to project, and the teacher's URL,
 * which is never shown anywhere but here.
 *
 *   npm run classroom -- --host 192.168.1.20 [--port 4317]
 */
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { busyPortOf, portFrom, startWords, stopOnSignals } from "@kit/server";
import { printable } from "@kit/session-core";
import { classroomSettings, ensurePageBuilt, mountPage } from "@kit/teaching-agent";
import { renderUnicodeCompact } from "uqr";
import { classAddresses, isEveryAddress } from "./class-addresses.ts";
import { CLASS_PAGE } from "./class-page.ts";
import { classWords } from "./serve-class-words.ts";
import { createClassroomServer } from "./server/classroom-server.ts";
import { LOW_FD_LIMIT, openFileLimit } from "./server/fd-limit.ts";

const words = classWords();
const { values } = parseArgs({ options: { host: { type: "string" }, port: { type: "string" } } });
const host = values.host ?? (await askForAddress());
if (isEveryAddress(host)) fail(words.everyAddress);

await ensurePageBuilt((line) => console.log(line), CLASS_PAGE);
// The same model and pace as npm start: the offline teaching model unless OPENAI_API_KEY is set.
const { model, compaction } = classroomSettings();
const port = portFrom(values.port === undefined ? process.env : { PORT: values.port });
const classroom = createClassroomServer({
  host,
  port,
  model,
  compaction,
  mountStatic: (app) => mountPage(app, CLASS_PAGE.distDir),
  // A name is whatever a student typed: printed through printable(), it cannot drive this terminal.
  onJoin: (name, id, returned) => console.log((returned ? words.returned : words.joined)(printable(name), id)),
});
const started = await classroom.start().catch((error: NodeJS.ErrnoException) => {
  if (error.code === "EADDRNOTAVAIL") fail(words.notHere(host));
  const busy = busyPortOf(error);
  if (busy !== undefined) fail(startWords().busyPort(busy));
  throw error;
});

const joinUrl = `${started.url}/`;
const { limits } = classroom.state;
console.log(words.listening(started.url));
console.log(words.studentsOpen(started.url));
console.log(words.joinCode(started.joinCode));
console.log(renderUnicodeCompact(joinUrl, { border: 2 }));
console.log(words.teacher(started.teacherUrl));
console.log(words.exposes(classroom.classDir));
console.log(words.limits(limits.promptsPerMinute, limits.streamsPerStudent, limits.sessionsPerStudent));
console.log(
  words.moreLimits(
    limits.promptBytes,
    Math.round(limits.studentBytes / (1024 * 1024)),
    limits.joinsPerMinute,
    limits.connectionsPerAddress,
  ),
);
// Node cannot raise its own file limit: say so while the teacher can still restart before the class arrives.
const files = openFileLimit();
if (files !== undefined && files < LOW_FD_LIMIT) console.log(words.fewFiles(files, LOW_FD_LIMIT * 2));
console.log(words.stopHint);
stopOnSignals(classroom);

/** Lists the addresses found; in a terminal, asks which; otherwise says how to choose, and stops. */
async function askForAddress(): Promise<string> {
  const found = classAddresses();
  if (found.length === 0) fail(words.noAddress);
  console.log(words.addresses(found));
  if (!process.stdin.isTTY) fail(words.startAgain(found[0]!.address));
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const typed = (await prompt.question(words.ask)).trim();
  prompt.close();
  const chosen = found[Number(typed) - 1];
  if (!/^\d+$/.test(typed) || !chosen) fail(`${words.notAChoice(typed)}. ${words.startAgain(found[0]!.address)}`);
  return chosen.address;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
