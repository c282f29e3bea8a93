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
 * It prints the first lines of the branch summary; `--verbose` prints all of it.
 *
 * Run it: npm run demo:07   (or npm run demo:07 -- --verbose; files go to .demo-output/, or DEMO_DIR)
 */
import { runAgent, userMessage } from "@kit/agent-loop";
import { type NavigateResult, NavigationError, navigate } from "@kit/compaction";
import { type BranchSummaryEntry, checkSession, Session, seededIds } from "@kit/session-core";
import { shown } from "./lib/demo-files.ts";
import { inLang } from "./lib/i18n.ts";
import { siblingFile } from "./lib/sibling-file.ts";
import { summaryLines } from "./lib/summary-lines.ts";
import { teachingSession } from "./lib/teaching-session.ts";
import { printContext, printTargets, printTree } from "./print/07-tree-navigation.ts";
import { words } from "./text/07-tree-navigation.ts";

const say = inLang(words);

// A new session file, the teaching model and its tools; seeded ids and clocks, so every run prints the same.
const { file, session, clock, now, model, tools } = teachingSession("demo-07");
const forkFile = siblingFile(file, "demo-07-fork.jsonl");
const verbose = process.argv.includes("--verbose"); // the whole branch summary, not its first lines

/** One run of the agent, every message saved as it ends; returns the id of the user message. */
async function ask(prompt: string): Promise<string> {
  const run = runAgent({
    model,
    tools,
    systemPrompt: say.systemPrompt,
    context: session.context().messages,
    prompt: userMessage(prompt, now()),
    now,
  });
  const saved: string[] = [];
  for await (const event of run) {
    if (event.type === "message_end") saved.push(session.appendMessage(event.message));
  }
  return saved[0]!; // the prompt is the run's first message
}

console.log(`${say.title}\n`);

// 1. A conversation: list the files, read one, take a note.
const [listFiles, readFile, takeNote] = say.prompts as [string, string, string];
await ask(listFiles);
const filesListed = session.leafId!;
const question = await ask(readFile);
await ask(takeNote);
console.log(`${say.afterThree}\n`);
printTree(session.tree);

// 2. Where the leaf would go for each kind of entry (pi's rule; nothing moves yet).
console.log(`\n${say.whereHeading}\n`);
printTargets(session.tree, question);

// 3. Go back to the question and ask it differently, keeping a summary of what was tried.
// #region navigate
const oldLeaf = session.leafId;
const result: NavigateResult = await navigate(session, question, { summarize: true, model });
const rewritten = result.editorText!.replace("agent-loop.md", "sessions.md"); // the user edits the text
await ask(rewritten);
// #endregion navigate

console.log(`\n${say.selected(question)}`);
console.log(`  ${JSON.stringify(result)}`);
console.log(say.moved(oldLeaf!, session.tree.get(question)!.parentId!, result.summaryEntryId!).join("\n"));
console.log(`${say.rewritten(rewritten)}\n`);
const summary = session.tree.get(result.summaryEntryId!) as BranchSummaryEntry;
for (const line of summaryLines(summary.summary, verbose ? undefined : 2, say.moreSummary)) console.log(line);

console.log(`\n${say.treeNow}\n`);
printTree(session.tree);

console.log(`\n${say.modelSaw}\n`);
printContext(session.tree);

// 4. Moving the leaf under a run that is writing to it would split the run across two branches.
try {
  await navigate(session, oldLeaf!, { isStreaming: () => true });
} catch (error) {
  // compaction says why as a problem; the words are the demo's.
  if (!(error instanceof NavigationError) || error.problem.kind !== "while-streaming") throw error;
  console.log(`\n${say.refused}\n  ${say.whileStreaming}`);
}

// 5. Fork: the new branch as a session file of its own. Labels on its path come along; others do not.
// #region fork
const newLeaf = session.leafId!;
session.setLabel(filesListed, say.filesListed); // on the new branch's path
session.setLabel(oldLeaf!, say.firstNote); // on the abandoned branch only
const forked = Session.fork(session, newLeaf, forkFile.path, {
  ids: seededIds("demo-07-fork"),
  clock,
  sessionId: "demo-07-fork",
});
// #endregion fork
console.log(`\n${say.forked(shown(forkFile))}`);
console.log(say.parentSession(shown(file, forked.header.parentSession)));
const labelEntries = [...forked.tree.entries].filter((e) => e.type === "label").length;
console.log(say.forkEntries(forked.tree.size, forked.tree.size - labelEntries, labelEntries));
console.log(say.labelsOriginal([...session.tree.labels].map(([id, label]) => `${id} "${label}"`).join(", ")));
console.log(say.labelsCame([...forked.tree.labels].map(([id, label]) => `${id} "${label}"`).join(", ")));
const sameContext = JSON.stringify(forked.context().messages) === JSON.stringify(session.context(newLeaf).messages);
console.log(say.sameContext(newLeaf, sameContext));
for (const checked of [file, forkFile]) {
  const problems = checkSession(checked.path).problems;
  console.log(say.check(shown(checked), problems.map((p) => p.message).join("; ")));
}
forked.close();
session.close();
