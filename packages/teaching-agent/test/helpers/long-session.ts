/**
 * A long session written straight to the sessions folder by session-core, as
 * a week of class might leave it: a main line of many questions, a few
 * branches that left it, labels, and leaf moves (leaf_switch records).
 */
import { join } from "node:path";
import { emptyUsage, userMessage } from "@kit/agent-loop";
import { Session } from "@kit/session-core";

export interface LongSession {
  id: string;
  entryCount: number;
  /** The entries of the branches that left the main line. */
  branchEntries: number;
  leafId: string;
}

export function writeLongSession(sessionsDir: string, id: string, questions: number): LongSession {
  const session = Session.create(join(sessionsDir, `${id}.jsonl`));
  let time = Date.UTC(2026, 0, 5, 9);
  const exchange = (question: string) => {
    session.appendMessage(userMessage(question, time++));
    return session.appendMessage({
      role: "assistant",
      content: [
        { type: "text", text: `An answer to "${question}", two sentences long. It stands in for a real reply.` },
      ],
      api: "scripted",
      provider: "scripted",
      model: "teaching",
      usage: emptyUsage(),
      stopReason: "stop",
      timestamp: time++,
    });
  };
  const main: string[] = [];
  for (let i = 1; i <= questions; i++) main.push(exchange(`main question ${i}`));
  let branchEntries = 0;
  for (const at of [Math.floor(questions / 5), Math.floor(questions / 2), questions - 5]) {
    session.switchLeaf(main[at]!);
    for (let i = 1; i <= 6; i++) exchange(`branch at ${at + 1}, question ${i}`);
    branchEntries += 12;
  }
  session.setLabel(main[9]!, "warm-up done");
  branchEntries += 1; // the label entry hangs below the leaf of the last branch
  const leafId = main[questions - 1]!;
  session.switchLeaf(leafId);
  const entryCount = session.tree.size;
  session.close();
  return { id, entryCount, branchEntries, leafId };
}
