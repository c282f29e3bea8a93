/**
 * Demo 07: tree navigation.
 *
 * People change their minds. In pi's `/tree`, selecting an earlier user
 * message means "let me ask that again, differently": the leaf moves to the
 * message's PARENT, and its text comes back into the editor. Whatever is sent
 * next starts a new branch beside the old one. The old branch is not deleted;
 * with a summary, a `branch_summary` entry at the new position tells the next
 * turn what was tried there, so the agent does not start from nothing.
 *
 * This demo asks the teaching agent to read a file and take a note, then goes
 * back to the question, rewrites it, and goes on along a new branch with a
 * summary of the abandoned one. It prints where the leaf goes for each kind of
 * entry, refuses to navigate while a run is streaming, and last, forks the new
 * branch into a session file of its own.
 *
 * Run it: npm run demo:07   (files go to $DEMO_DIR, or a fresh temporary folder)
 */
import { createTeachingModel, createTeachingTools, runAgent, userMessage } from "@kit/agent-loop";
import { type NavigateResult, navigate, navigationTarget } from "@kit/compaction";
import {
  type BranchSummaryEntry,
  checkSession,
  renderTree,
  Session,
  seededIds,
  steppingClock,
} from "@kit/session-core";
import { columns } from "./lib/columns.ts";
import { contextRows } from "./lib/context-rows.ts";
import { demoFile, shown } from "./lib/demo-files.ts";
import { demoWorkspace } from "./lib/demo-workspace.ts";
import { siblingFile } from "./lib/sibling-file.ts";

const file = demoFile("demo-07.jsonl");
const forkFile = siblingFile(file, "demo-07-fork.jsonl");
const clock = steppingClock("2026-01-01T09:00:00.000Z");
const session = Session.create(file.path, {
  ids: seededIds("demo-07"),
  clock,
  cwd: "/workspace",
  sessionId: "demo-07-session",
});
let time = Date.parse("2026-01-01T09:00:00.000Z");
const now = () => (time += 1000); // message timestamps, the same on every run
const model = createTeachingModel({ now });
const tools = createTeachingTools({ workspace: demoWorkspace(file, "demo-07-workspace") });

/** One run of the agent, every message saved as it ends; returns the id of the user message. */
async function ask(prompt: string): Promise<string> {
  const sizeBefore = session.tree.size;
  const run = runAgent({
    model,
    tools,
    systemPrompt: "You are the teaching agent.",
    context: session.context().messages,
    prompt: userMessage(prompt, now()),
    now,
  });
  for await (const event of run) {
    if (event.type === "message_end") session.appendMessage(event.message);
  }
  return session.tree.entries[sizeBefore]!.id;
}

console.log("Demo 07: tree navigation\n");

// 1. A conversation: list the files, read one, take a note.
await ask("List the files.");
const filesListed = session.leafId!;
const question = await ask("Read agent-loop.md.");
await ask("Take a note in notes/loop.md.");
console.log("The session after three questions:\n");
printTree();

// 2. Where the leaf would go for each kind of entry (pi's rule; nothing moves yet).
console.log("\nWhere the leaf goes when an entry is selected:\n");
printTargets();

// 3. Go back to the question and ask it differently, keeping a summary of what was tried.
// #region navigate
const oldLeaf = session.leafId;
const result: NavigateResult = await navigate(session, question, { summarize: true, model });
const rewritten = result.editorText!.replace("agent-loop.md", "sessions.md"); // the user edits the text
await ask(rewritten);
// #endregion navigate

console.log(`\nSelected the user message ${question}. navigate() returned:`);
console.log(`  ${JSON.stringify(result)}`);
console.log(`The leaf moved from ${oldLeaf} to ${session.tree.get(question)!.parentId}, the question's parent, and a`);
console.log(`branch_summary (${result.summaryEntryId}) of the abandoned branch was appended there. The editor text`);
console.log(`was rewritten to "${rewritten}" and sent: it went on after the summary. The summary reads:\n`);
const summary = session.tree.get(result.summaryEntryId!) as BranchSummaryEntry;
for (const line of summary.summary.split("\n")) console.log(`  │ ${line}`.trimEnd());

console.log("\nThe tree now: the old branch is still there, beside the new one.\n");
printTree();

console.log("\nWhat the model saw for the rewritten question (the context at the new leaf):\n");
for (const line of columns(
  contextRows(session.tree).map((r) => [r.entryId, r.text]),
  [8, 86],
))
  console.log(`  ${line}`);

// 4. Moving the leaf under a run that is writing to it would split the run across two branches.
try {
  await navigate(session, oldLeaf!, { isStreaming: () => true });
} catch (error) {
  console.log(`\nNavigating while a run streams into the session is refused:\n  ${(error as Error).message}`);
}

// 5. Fork: the new branch as a session file of its own. Labels on its path come along; others do not.
// #region fork
const newLeaf = session.leafId!;
session.setLabel(filesListed, "files listed"); // on the new branch's path
session.setLabel(oldLeaf!, "first note"); // on the abandoned branch only
const forked = Session.fork(session, newLeaf, forkFile.path, {
  ids: seededIds("demo-07-fork"),
  clock,
  sessionId: "demo-07-fork",
});
// #endregion fork
console.log(`\nForked the new branch into ${shown(forkFile)}:`);
console.log(`  header parentSession: ${shown(file, forked.header.parentSession)}`);
const labelEntries = forked.tree.entries.filter((e) => e.type === "label").length;
console.log(
  `  ${forked.tree.size} entries: the ${forked.tree.size - labelEntries} of the path, with the same ids, then ${labelEntries} label entry written again`,
);
console.log(
  `  labels in the original: ${[...session.tree.labels].map(([id, label]) => `${id} "${label}"`).join(", ")}`,
);
console.log(`  labels that came along: ${[...forked.tree.labels].map(([id, label]) => `${id} "${label}"`).join(", ")}`);
console.log(`  the same context as at ${newLeaf} in the original: ${sameContext() ? "yes" : "NO"}`);
for (const checked of [file, forkFile]) {
  const problems = checkSession(checked.path).problems;
  console.log(
    `  session check ${shown(checked)}: ${problems.length === 0 ? "no problems" : problems.map((p) => p.message).join("; ")}`,
  );
}
forked.close();
session.close();

// ---------------------------------------------------------------- printing

function printTree(): void {
  for (const line of renderTree(session.tree, { textWidth: 48 })) console.log(`  ${line}`);
}

/** For one entry of each kind: where the leaf would go, and the text given back for editing. */
function printTargets(): void {
  const path = session.tree.pathToRoot().filter((e) => e.type === "message");
  const pick = (role: string) =>
    path.find((e) => e.type === "message" && (e as { message: { role: string } }).message.role === role)!;
  const picks = [
    ["the first user message (a root)", path[0]!],
    ["a later user message", session.tree.get(question)!],
    ["an assistant message", pick("assistant")],
    ["a tool result", pick("toolResult")],
  ] as const;
  const rows = picks.map(([what, entry]) => {
    const target = navigationTarget(session.tree, entry.id);
    return [what, entry.id, target.leafId ?? "null", target.editorText === undefined ? "-" : `"${target.editorText}"`];
  });
  for (const line of columns([["selected", "entry", "leaf goes to", "editor text"], ...rows], [32, 8, 12, 30]))
    console.log(`  ${line}`);
}

function sameContext(): boolean {
  return JSON.stringify(forked.context().messages) === JSON.stringify(session.context(newLeaf).messages);
}
