/**
 * The teaching model's answers (packages/agent-loop/src/teaching/), as the tests wait for them: pieces of what the
 * model says now. Its explanations come from the glossary (docs/glossary.md), so they are asked for, not copied,
 * and a reworded glossary row does not break the page's tests.
 */
import { teachingReply, userMessage } from "@kit/agent-loop";

/** The teaching model's answer to a question that needs no tool. */
export function teachingAnswer(prompt: string): string {
  return teachingReply({ systemPrompt: "", messages: [userMessage(prompt, 0)], tools: [] }).text ?? "";
}

export const GREETING = "Hello! I am the scripted teaching model.";
export const LOOP_ANSWER_END = teachingAnswer("How does the agent loop work?").slice(-30);
export const TOOLS_ANSWER = teachingAnswer("How do tools work?").slice(0, 32);
export const SESSIONS_ANSWER = teachingAnswer("What is a session?").slice(0, 40);
export const COMPACTION_ANSWER = teachingAnswer("How does compaction work?").slice(0, 40);
