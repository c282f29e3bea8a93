/**
 * What the agent is told before every conversation. Short on purpose: the
 * context inspector shows it as the first message of every request, and a
 * learner should be able to read all of it.
 */
export const DEFAULT_SYSTEM_PROMPT = [
  "You are a coding assistant working in a small workspace of notes.",
  "Use the tools to list, read and write files in it; never guess what a file says.",
  "Answer briefly and say which files you used.",
].join("\n");
