/** The teaching model's answers (packages/agent-loop/src/teaching-behaviour.ts), as the tests wait for them. */
export const GREETING = "Hello! I am the scripted teaching model.";
export const LOOP_ANSWER_END = "where the caller can save it.";
export const TOOLS_ANSWER = "A tool has a name, a description";
export const SESSIONS_ANSWER = "A session is an append-only file of entries.";
export const COMPACTION_ANSWER = "When the context grows too large for the model";
