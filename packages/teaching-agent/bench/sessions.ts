/**
 * Long sessions for the page benchmark, written straight to the sessions
 * folder by session-core: a main line of questions and answers, a few
 * branches that left it, and the leaf back at the end of the main line.
 */
import { join } from "node:path";
import { emptyUsage, userMessage } from "@kit/agent-loop";
import { Session } from "@kit/session-core";

export interface BenchSession {
  id: string;
  entries: number;
  /** Answers on the main line, to click in the tree. */
  answers: string[];
}

export function writeBenchSession(sessionsDir: string, id: string, entries: number): BenchSession {
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
  const branches = 4;
  const mainQuestions = Math.floor((entries - branches * 13) / 2);
  const answers: string[] = [];
  for (let i = 1; i <= mainQuestions; i++) answers.push(exchange(`main question ${i}`));
  for (let b = 1; b <= branches; b++) {
    session.switchLeaf(answers[Math.floor((mainQuestions * b) / (branches + 1))]!);
    for (let i = 1; i <= 6; i++) exchange(`branch ${b}, question ${i}`);
  }
  session.switchLeaf(answers.at(-1)!);
  const size = session.tree.size;
  session.close();
  return { id, entries: size, answers };
}
