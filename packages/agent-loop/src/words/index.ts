// @kit/agent-loop/words: the core's sentences in Chinese as well as English, for the edges (the demos, the server,
// the classroom, the exercises), which decide the language with `runLanguage()` and pass the words down. The core
// itself speaks plain English and holds no other language. Light: it loads no model and no file system code.

export { FILE_KIND_WORDS } from "./file-kind-words.ts";
export { sayToolProblemIn, TOOL_PROBLEM_WORDS } from "./tool-problem-words.ts";
