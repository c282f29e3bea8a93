/**
 * Demo 06: compaction.
 *
 * A model's context window is small and a coding session is long. When the
 * context grows into the space kept for the reply, the older part of the
 * conversation is summarised, and the summary is APPENDED to the session as a
 * `compaction` entry. The context builder starts at it: the summary, then the
 * newest messages kept word for word from `firstKeptEntryId` on. Nothing is
 * deleted: every message stays in the file.
 *
 * This demo gives the teaching agent a tiny window, lets it read the sample
 * workspace file after file, and checks the context between the turns of
 * every run, as a real agent does. When the context crosses the line, it is
 * compacted in the middle of a run. Then the demo shows the entry, where the
 * cut fell (a tool call and its result stay together), the context before and
 * after, and the file, which still holds every message.
 *
 * Run it: npm run demo:06   (the session file goes to $DEMO_DIR, or a fresh temporary folder)
 */
import {
  type AgentMessage,
  createTeachingModel,
  createTeachingTools,
  runAgent,
  userMessage,
} from "@kit/agent-loop";
import {
  type CompactResult,
  budgetReachedAt,
  compactBetweenTurns,
  compactionSettings,
  estimateContextTokens,
  estimateTokens,
  messagesOfEntry,
} from "@kit/compaction";
import { type CompactionEntry, Session, checkSession, loadSession, seededIds, steppingClock } from "@kit/session-core";
import { columns } from "./lib/columns.ts";
import { type ContextRow, contextRows, totalTokens } from "./lib/context-rows.ts";
import { demoFile, shown } from "./lib/demo-files.ts";
import { demoWorkspace } from "./lib/demo-workspace.ts";
import { entryRow } from "./lib/rows.ts";

const file = demoFile("demo-06.jsonl");
const session = Session.create(file.path, {
  ids: seededIds("demo-06"),
  clock: steppingClock("2026-01-01T09:00:00.000Z"),
  cwd: "/workspace",
  sessionId: "demo-06-session",
});
let time = Date.parse("2026-01-01T09:00:00.000Z");
const now = () => (time += 1000); // message timestamps, the same on every run
const model = createTeachingModel({ now });
const tools = createTeachingTools({ workspace: demoWorkspace(file, "demo-06-workspace") });

// #region settings
// A window of 1,400 tokens, 300 of them kept free for the reply: compaction
// starts once the context passes 1,100. The newest 350 tokens are kept as they are.
const settings = compactionSettings({ contextWindow: 1_400, reserveTokens: 300, keepRecentTokens: 350 });
// #endregion settings

const compactions: CompactResult[] = [];

// #region ask
/** One run of the agent. Every message is saved as it ends; between turns, the context is checked. */
async function ask(prompt: string): Promise<void> {
  const run = runAgent({
    model,
    tools,
    systemPrompt: "You are the teaching agent. Use the tools to look at the workspace.",
    context: session.context().messages,
    prompt: userMessage(prompt, now()),
    beforeNextTurn: compactBetweenTurns(session, model, settings, { onCompaction: (result) => compactions.push(result) }),
    now,
  });
  for await (const event of run) {
    if (event.type === "message_end") session.appendMessage(event.message);
  }
}
// #endregion ask

console.log("Demo 06: compaction\n");
console.log(`Window ${settings.contextWindow} tokens, reserve ${settings.reserveTokens}: compaction starts above ${settings.contextWindow - settings.reserveTokens}.`);
console.log(`keepRecentTokens ${settings.keepRecentTokens}: the newest messages kept word for word.\n`);

// 1. The session grows, one question at a time.
const prompts = [
  "List the files.",
  "Read README.md.",
  "Read agent-loop.md.",
  "How does the agent loop work?",
  "Read sessions.md.",
  "What is a session tree?",
  "Read notes/first-note.md.",
  "Take a note in notes/reading.md.",
  "How does compaction work?",
];
for (const prompt of prompts) {
  const sizeBefore = session.tree.size;
  await ask(prompt);
  printRun(prompt, sizeBefore);
}

// 2. The compaction entry, as it is in the file.
const [result] = compactions;
if (!result) throw new Error("the demo expected a compaction; did the sample workspace change?");
const entry = session.tree.get(result.entryId) as CompactionEntry;
console.log("\nThe entry that was appended (the summary is the teaching model's, written by rules):\n");
printEntry(entry);

// 3. The context before, as the path it was built from, with the cut marked.
const before = contextRows(session.tree, entry.parentId);
console.log(`\nThe context before, and where the cut fell: ${before.length} messages, ~${totalTokens(before)} tokens by the estimate.`);
console.log(`(tokensBefore, ${entry.tokensBefore}, is larger: it starts from the model's own count, which includes the system prompt.)\n`);
printCut(entry);

// 4. The context after: what the model was sent instead, when the run went on.
const after = contextRows(session.tree, entry.id);
console.log(`\nThe context after: ${after.length} messages, ~${totalTokens(after)} tokens. The run went on from here.\n`);
printRows(after);

// 5. Nothing was deleted.
// #region history
const reopened = loadSession(file.path);
const messagesInFile = reopened.tree.entries.filter((e) => e.type === "message").length;
const messagesSent = session.context().messages.length;
const problems = checkSession(file.path).problems;
// #endregion history
console.log(`\nThe file ${shown(file)} after the runs:`);
console.log(`  ${reopened.tree.size} entries, ${messagesInFile} of them messages: every message of every run, the summarised ones too`);
console.log(`  the context at the leaf: ${messagesSent} messages, ~${estimateContextTokens(session.tree.pathToRoot()).tokens} tokens`);
console.log(`  session check: ${problems.length === 0 ? "no problems" : problems.map((p) => p.message).join("; ")}`);
session.close();

// ---------------------------------------------------------------- printing

/** The entries a run appended, one line each, with the context's size after the run. */
function printRun(prompt: string, sizeBefore: number): void {
  console.log(`> ${prompt}`);
  for (const appended of session.tree.entries.slice(sizeBefore)) {
    const line = appended.type === "compaction" ? "── compaction: appended here, between two turns of the run ──" : entryRow(appended);
    console.log(columns([[appended.id, line]], [8, 78])[0]);
  }
  console.log(`           context now ~${estimateContextTokens(session.tree.pathToRoot()).tokens} tokens\n`);
}

function printEntry(compaction: CompactionEntry): void {
  const fields = {
    type: compaction.type,
    id: compaction.id,
    parentId: compaction.parentId,
    firstKeptEntryId: compaction.firstKeptEntryId,
    tokensBefore: compaction.tokensBefore,
    details: JSON.stringify(compaction.details),
  };
  for (const [name, value] of Object.entries(fields)) console.log(`  ${name.padEnd(16)} ${value}`);
  console.log("  summary:");
  for (const line of compaction.summary.split("\n")) console.log(`  │ ${line}`.trimEnd());
}

/** The path before the compaction, each entry with its estimated tokens, and the cut marked. */
function printCut(compaction: CompactionEntry): void {
  const path = session.tree.pathToRoot(compaction.parentId);
  const firstKept = path.findIndex((e) => e.id === compaction.firstKeptEntryId);
  const reached = budgetReachedAt(path, 0, path.length, settings.keepRecentTokens);
  const rows = path.map((e, i) => {
    const tokens = messagesOfEntry(e).reduce((sum, m: AgentMessage) => sum + estimateTokens(m), 0);
    const side = i < firstKept ? "summarised" : "kept";
    const notes = [i === reached ? `${settings.keepRecentTokens} tokens reached` : "", i === firstKept ? "firstKeptEntryId" : ""].filter(Boolean);
    return [e.id, String(tokens).padStart(4), side, entryRow(e), notes.length > 0 ? `← ${notes.join(", ")}` : ""];
  });
  for (const line of columns([["id", "tkns", "", "entry", ""], ...rows], [8, 4, 10, 46, 40])) console.log(`  ${line}`);
  if (reached !== firstKept) {
    console.log(`\n  Counting back from the newest message, ${settings.keepRecentTokens} tokens are reached at a ${roleAt(path[reached]!)}.`);
    console.log("  Cutting there would keep a tool result without the call that asked for it, so the cut");
    console.log(`  moves back to the ${roleAt(path[firstKept]!)} that made the call: the pair stays together.`);
  }
  if (result?.splitTurn) {
    console.log("  The cut falls inside a turn. Its start (the user's question) is summarised on its own, in the");
    console.log("  last part of the summary, so the kept call still has the question it answers.");
  }
}

function roleAt(e: Parameters<typeof messagesOfEntry>[0]): string {
  return messagesOfEntry(e)[0]?.role ?? e.type;
}

function printRows(rows: ContextRow[]): void {
  for (const line of columns(rows.map((r) => [r.entryId, String(r.tokens).padStart(4), r.text]), [8, 4, 80])) console.log(`  ${line}`);
}
