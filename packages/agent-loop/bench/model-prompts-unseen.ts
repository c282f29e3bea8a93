/**
 * A second table, written after the model was built and never tuned on: its figure says how the model does on
 * sentences nobody fitted it to, which the main table (`model-prompts.ts`, used while building) cannot say.
 * Change the model, not these rows, when one fails; add new unseen rows instead of editing old ones.
 */
import type { PromptRow } from "./model-prompts.ts";

const list = (path: string) => ({ name: "list_files" as const, path });
const read = (path: string) => ({ name: "read_file" as const, path });
const write = (path: string, content?: string) => ({ name: "write_file" as const, path, content });

export const UNSEEN: PromptRow[] = [
  { prompt: "could u list whats in notes", language: "en", kind: "list", call: list("notes/") },
  { prompt: "Tell me which files exist.", language: "en", kind: "list", call: list(".") },
  { prompt: "see the readme pls", language: "en", kind: "read", call: read("README.md") },
  { prompt: "I want to read the sessions file", language: "en", kind: "read", call: read("sessions.md") },
  {
    prompt: "open notes/first-note.md and tell me what it says",
    language: "en",
    kind: "read",
    call: read("notes/first-note.md"),
  },
  {
    prompt: "save 'ask about forks' in notes/q.md",
    language: "en",
    kind: "write",
    call: write("notes/q.md", "ask about forks"),
  },
  {
    prompt: "jot down: compaction never deletes",
    language: "en",
    kind: "write",
    call: write("notes/note.md", "compaction never deletes"),
  },
  { prompt: "whats a custom entry", language: "en", kind: "explain", concept: "custom-entry" },
  { prompt: "Explain thinking level, please.", language: "en", kind: "explain", concept: "thinking-level" },
  { prompt: "what's the header of a session file?", language: "en", kind: "explain", concept: "header" },
  {
    prompt: "what was the first thing I asked?",
    language: "en",
    kind: "recall",
    earlier: "en",
    says: "list the files",
  },
  {
    prompt: "give me a one-line summary of this chat",
    language: "en",
    kind: "summarise",
    earlier: "en",
    says: "list the files",
  },
  { prompt: "hiya!", language: "en", kind: "greet" },
  { prompt: "cheers, thanks", language: "en", kind: "thank" },
  { prompt: "order a pizza", language: "en", kind: "unknown" },

  { prompt: "麻烦列一下 notes 里的东西", language: "zh-Hans", kind: "list", call: list("notes/") },
  { prompt: "工作区下面有哪些文件？", language: "zh-Hans", kind: "list", call: list(".") },
  { prompt: "打开 sessions 文件看看", language: "zh-Hans", kind: "read", call: read("sessions.zh-CN.md") },
  { prompt: "帮我读读那篇讲 agent loop 的", language: "zh-Hans", kind: "read", call: read("agent-loop.zh-CN.md") },
  {
    prompt: "在 notes/q.md 里写上：分叉和分支有什么区别",
    language: "zh-Hans",
    kind: "write",
    call: write("notes/q.md", "分叉和分支有什么区别"),
  },
  { prompt: "什么是自定义条目？", language: "zh-Hans", kind: "explain", concept: "custom-entry" },
  { prompt: "思考等级是啥意思", language: "zh-Hans", kind: "explain", concept: "thinking-level" },
  { prompt: "迁移指的是什么", language: "zh-Hans", kind: "explain", concept: "migration" },
  { prompt: "我最开始问的是什么？", language: "zh-Hans", kind: "recall", earlier: "zh", says: "列出文件" },
  { prompt: "一句话概括一下咱们的聊天", language: "zh-Hans", kind: "summarise", earlier: "zh", says: "列出文件" },
  { prompt: "早上好", language: "zh-Hans", kind: "greet" },
  { prompt: "帮我订一张去北京的票", language: "zh-Hans", kind: "unknown" },

  { prompt: "列出筆記目錄", language: "zh-Hant", kind: "list", call: list("notes/") },
  { prompt: "請打開 README", language: "zh-Hant", kind: "read", call: read("README.zh-CN.md") },
  {
    prompt: "幫我在 notes 裡寫 d.md：測試一下",
    language: "zh-Hant",
    kind: "write",
    call: write("notes/d.md", "測試一下"),
  },
  { prompt: "什麼是自訂條目？", language: "zh-Hant", kind: "explain", concept: "custom-entry" },
  { prompt: "遷移是什麼", language: "zh-Hant", kind: "explain", concept: "migration" },
  { prompt: "總結一下我們的對話", language: "zh-Hant", kind: "summarise", earlier: "zh", says: "列出文件" },
  { prompt: "感謝你", language: "zh-Hant", kind: "thank" },

  { prompt: "list 一下所有 docs", language: "mixed", kind: "list", call: list(".") },
  { prompt: "帮我 open 一下 sessions 那个文件", language: "mixed", kind: "read", call: read("sessions.zh-CN.md") },
  {
    prompt: "write 到 notes/e.md：hello 世界",
    language: "mixed",
    kind: "write",
    call: write("notes/e.md", "hello 世界"),
  },
  { prompt: "migration 是什么？", language: "mixed", kind: "explain", concept: "migration" },
  { prompt: "我刚才问了啥 again?", language: "mixed", kind: "recall", earlier: "zh", says: "列出文件" },
  { prompt: "thanks 谢谢你", language: "mixed", kind: "thank" },
];
