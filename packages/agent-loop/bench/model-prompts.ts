/**
 * Natural prompts for the teaching model, written as learners type them:
 * English, Simplified and Traditional Chinese, and mixed sentences, with
 * politeness, odd word order and typos. Each row says what the model must do:
 * the kind of request, the tool call it must end with (its path, and the text
 * for a write), the glossary row it must answer from, or words its answer must
 * hold. `bench/model.ts` runs them all against the sample workspace.
 *
 * The unit tests (test/teaching-*.test.ts) use other sentences: this table
 * measures, it is not what the model was tuned on.
 */

export type PromptLanguage = "en" | "zh-Hans" | "zh-Hant" | "mixed";
export type Kind = "list" | "read" | "write" | "explain" | "recall" | "summarise" | "greet" | "thank" | "unknown";

export interface PromptRow {
  prompt: string;
  language: PromptLanguage;
  kind: Kind;
  /** The tool call the run must end with; a write's content when given must be exactly it plus a new line. */
  call?: { name: "list_files" | "read_file" | "write_file"; path: string; content?: string };
  /** The glossary row (its anchor) an explanation must come from; "none" for an honest "I don't know". */
  concept?: string;
  /** Words the final answer must hold. */
  says?: string;
  /** The conversation before the prompt, for questions about it. */
  earlier?: "en" | "zh";
}

const list = (path: string) => ({ name: "list_files" as const, path });
const read = (path: string) => ({ name: "read_file" as const, path });
const write = (path: string, content?: string) => ({ name: "write_file" as const, path, content });

export const PROMPTS: PromptRow[] = [
  // ── English ──────────────────────────────────────────────────────────
  { prompt: "what is in the notes directory", language: "en", kind: "list", call: list("notes/") },
  { prompt: "Could you show me the files, please?", language: "en", kind: "list", call: list(".") },
  { prompt: "lsit the fiels", language: "en", kind: "list", call: list(".") },
  { prompt: "which folders are there?", language: "en", kind: "list", call: list(".") },
  { prompt: "ls notes", language: "en", kind: "list", call: list("notes/") },
  { prompt: "what's inside the workspace", language: "en", kind: "list", call: list(".") },
  { prompt: "list everything in notes/ for me", language: "en", kind: "list", call: list("notes/") },
  { prompt: "Give me a listing of the workspace.", language: "en", kind: "list", call: list(".") },
  { prompt: "open the readme", language: "en", kind: "read", call: read("README.md") },
  { prompt: "pls read agent-loop.md", language: "en", kind: "read", call: read("agent-loop.md") },
  { prompt: "Show me first-note.md", language: "en", kind: "read", call: read("notes/first-note.md") },
  { prompt: "can you open the first note?", language: "en", kind: "read", call: read("notes/first-note.md") },
  { prompt: "What does sessions.md say?", language: "en", kind: "read", call: read("sessions.md") },
  { prompt: "raed README.md", language: "en", kind: "read", call: read("README.md") },
  { prompt: "open the file about sessions", language: "en", kind: "read", call: read("sessions.md") },
  {
    prompt: "display the contents of notes/first-note.md",
    language: "en",
    kind: "read",
    call: read("notes/first-note.md"),
  },
  { prompt: "I'd like to see the agent loop document", language: "en", kind: "read", call: read("agent-loop.md") },
  { prompt: "summarise agent-loop.md for me", language: "en", kind: "read", call: read("agent-loop.md") },
  { prompt: "write hi to a.txt", language: "en", kind: "write", call: write("a.txt", "hi") },
  {
    prompt: "create notes/plan.md saying read chapter 3",
    language: "en",
    kind: "write",
    call: write("notes/plan.md", "read chapter 3"),
  },
  {
    prompt: "Please save a note: the leaf moves, nothing is deleted",
    language: "en",
    kind: "write",
    call: write("notes/note.md", "the leaf moves, nothing is deleted"),
  },
  {
    prompt: "make a file todo.md in notes with the text buy milk",
    language: "en",
    kind: "write",
    call: write("notes/todo.md", "buy milk"),
  },
  {
    prompt: "put 'compaction keeps the file' into summary.md",
    language: "en",
    kind: "write",
    call: write("summary.md", "compaction keeps the file"),
  },
  {
    prompt: "wirte a note in notes/today.md: learned forks",
    language: "en",
    kind: "write",
    call: write("notes/today.md", "learned forks"),
  },
  {
    prompt: "add a file called ideas.md with content: try pi",
    language: "en",
    kind: "write",
    call: write("ideas.md", "try pi"),
  },
  { prompt: "What does firstKeptEntryId mean?", language: "en", kind: "explain", concept: "first-kept-entry" },
  { prompt: "what is JSONL", language: "en", kind: "explain", concept: "jsonl" },
  { prompt: "explain the cut point to me", language: "en", kind: "explain", concept: "cut-point" },
  { prompt: "What's a branch summary?", language: "en", kind: "explain", concept: "branch-summary" },
  { prompt: "so what exactly is the leafId", language: "en", kind: "explain", concept: "leaf" },
  { prompt: "how does compaction work?", language: "en", kind: "explain", concept: "compaction" },
  { prompt: "parentId?", language: "en", kind: "explain", concept: "parent-and-child" },
  { prompt: "define fork", language: "en", kind: "explain", concept: "fork" },
  { prompt: "what is a label used for", language: "en", kind: "explain", concept: "label" },
  { prompt: "tell me about tool results", language: "en", kind: "explain", concept: "tool-result" },
  { prompt: "what does the context window mean", language: "en", kind: "explain", concept: "context-window" },
  { prompt: "what is a torn line?", language: "en", kind: "explain", concept: "torn-line" },
  { prompt: "What is a quasar?", language: "en", kind: "explain", concept: "none" },
  { prompt: "what did I just ask?", language: "en", kind: "recall", earlier: "en", says: "list the files" },
  {
    prompt: "remind me what my last question was",
    language: "en",
    kind: "recall",
    earlier: "en",
    says: "list the files",
  },
  { prompt: "what did you say before?", language: "en", kind: "recall", earlier: "en", says: "I see 7 entries" },
  {
    prompt: "sum up our chat in one sentence",
    language: "en",
    kind: "summarise",
    earlier: "en",
    says: "list the files",
  },
  {
    prompt: "can you recap the conversation so far",
    language: "en",
    kind: "summarise",
    earlier: "en",
    says: "list the files",
  },
  {
    prompt: "Summarize what we talked about, briefly.",
    language: "en",
    kind: "summarise",
    earlier: "en",
    says: "list the files",
  },
  { prompt: "hello there", language: "en", kind: "greet" },
  { prompt: "Good morning! What can you do?", language: "en", kind: "greet" },
  { prompt: "hey", language: "en", kind: "greet" },
  { prompt: "thanks a lot", language: "en", kind: "thank" },
  { prompt: "thank you, that helped", language: "en", kind: "thank" },
  { prompt: "sing me a song", language: "en", kind: "unknown" },
  { prompt: "banana", language: "en", kind: "unknown" },
  { prompt: "delete everything", language: "en", kind: "unknown" },

  // ── Simplified Chinese ───────────────────────────────────────────────
  { prompt: "列出 notes 下的文件", language: "zh-Hans", kind: "list", call: list("notes/") },
  { prompt: "工作区里都有哪些东西？", language: "zh-Hans", kind: "list", call: list(".") },
  { prompt: "看看笔记文件夹里有什么", language: "zh-Hans", kind: "list", call: list("notes/") },
  { prompt: "帮我列一下目录", language: "zh-Hans", kind: "list", call: list(".") },
  { prompt: "notes 目录里有啥", language: "zh-Hans", kind: "list", call: list("notes/") },
  { prompt: "请把所有文件列出来", language: "zh-Hans", kind: "list", call: list(".") },
  { prompt: "这里有哪些文件呀", language: "zh-Hans", kind: "list", call: list(".") },
  { prompt: "读一下说明文件", language: "zh-Hans", kind: "read", call: read("README.zh-CN.md") },
  { prompt: "打开 README", language: "zh-Hans", kind: "read", call: read("README.zh-CN.md") },
  { prompt: "帮我看看第一条笔记", language: "zh-Hans", kind: "read", call: read("notes/first-note.zh-CN.md") },
  { prompt: "first-note 写了什么？", language: "zh-Hans", kind: "read", call: read("notes/first-note.zh-CN.md") },
  { prompt: "打开讲会话的那个文件", language: "zh-Hans", kind: "read", call: read("sessions.zh-CN.md") },
  { prompt: "我想读 agent-loop.zh-CN.md", language: "zh-Hans", kind: "read", call: read("agent-loop.zh-CN.md") },
  { prompt: "查看一下 sessions", language: "zh-Hans", kind: "read", call: read("sessions.zh-CN.md") },
  { prompt: "总结一下 README.zh-CN.md 的内容", language: "zh-Hans", kind: "read", call: read("README.zh-CN.md") },
  { prompt: "把循环那篇文档打开给我看", language: "zh-Hans", kind: "read", call: read("agent-loop.zh-CN.md") },
  { prompt: "写一个 a.txt 内容是 hi", language: "zh-Hans", kind: "write", call: write("a.txt", "hi") },
  {
    prompt: "在 notes 里建个 plan.md，写上：先读第三章",
    language: "zh-Hans",
    kind: "write",
    call: write("notes/plan.md", "先读第三章"),
  },
  {
    prompt: "帮我记个笔记：叶子只是一个指针",
    language: "zh-Hans",
    kind: "write",
    call: write("notes/note.md", "叶子只是一个指针"),
  },
  {
    prompt: "新建文件 todo.md，内容为 复习压缩",
    language: "zh-Hans",
    kind: "write",
    call: write("todo.md", "复习压缩"),
  },
  {
    prompt: "往 notes/today.md 里写入 今天学了分叉",
    language: "zh-Hans",
    kind: "write",
    call: write("notes/today.md", "今天学了分叉"),
  },
  {
    prompt: "把“会话是一棵树”写进 tree.md",
    language: "zh-Hans",
    kind: "write",
    call: write("tree.md", "会话是一棵树"),
  },
  {
    prompt: "在笔记文件夹里新建 ideas.md：试试 pi",
    language: "zh-Hans",
    kind: "write",
    call: write("notes/ideas.md", "试试 pi"),
  },
  { prompt: "什么叫 parentId", language: "zh-Hans", kind: "explain", concept: "parent-and-child" },
  { prompt: "切点是什么意思？", language: "zh-Hans", kind: "explain", concept: "cut-point" },
  { prompt: "解释一下压缩", language: "zh-Hans", kind: "explain", concept: "compaction" },
  { prompt: "JSONL 是啥", language: "zh-Hans", kind: "explain", concept: "jsonl" },
  { prompt: "分支摘要有什么用？", language: "zh-Hans", kind: "explain", concept: "branch-summary" },
  { prompt: "标签是干嘛的", language: "zh-Hans", kind: "explain", concept: "label" },
  { prompt: "请问什么是上下文", language: "zh-Hans", kind: "explain", concept: "context" },
  { prompt: "工具结果是什么", language: "zh-Hans", kind: "explain", concept: "tool-result" },
  { prompt: "首个保留条目指的是什么？", language: "zh-Hans", kind: "explain", concept: "first-kept-entry" },
  { prompt: "残行怎么处理？", language: "zh-Hans", kind: "explain", concept: "torn-line" },
  { prompt: "讲讲分叉", language: "zh-Hans", kind: "explain", concept: "fork" },
  { prompt: "量子纠缠是什么？", language: "zh-Hans", kind: "explain", concept: "none" },
  { prompt: "我刚才问了什么？", language: "zh-Hans", kind: "recall", earlier: "zh", says: "列出文件" },
  { prompt: "我上一个问题是啥", language: "zh-Hans", kind: "recall", earlier: "zh", says: "列出文件" },
  { prompt: "你刚才说了什么", language: "zh-Hans", kind: "recall", earlier: "zh", says: "我看到 7 项" },
  { prompt: "用一句话总结我们的对话", language: "zh-Hans", kind: "summarise", earlier: "zh", says: "列出文件" },
  { prompt: "概括一下我们刚才聊了啥", language: "zh-Hans", kind: "summarise", earlier: "zh", says: "列出文件" },
  { prompt: "回顾一下到目前为止的对话", language: "zh-Hans", kind: "summarise", earlier: "zh", says: "列出文件" },
  { prompt: "你好呀", language: "zh-Hans", kind: "greet" },
  { prompt: "您好，你能做什么？", language: "zh-Hans", kind: "greet" },
  { prompt: "晚上好", language: "zh-Hans", kind: "greet" },
  { prompt: "谢谢你！", language: "zh-Hans", kind: "thank" },
  { prompt: "太感谢了", language: "zh-Hans", kind: "thank" },
  { prompt: "给我讲个笑话", language: "zh-Hans", kind: "unknown" },
  { prompt: "香蕉", language: "zh-Hans", kind: "unknown" },
  { prompt: "删掉所有东西", language: "zh-Hans", kind: "unknown" },

  // ── Traditional Chinese ─────────────────────────────────────────────
  { prompt: "請列出目錄裡的檔案", language: "zh-Hant", kind: "list", call: list(".") },
  { prompt: "列出 notes 資料夾裡的檔案", language: "zh-Hant", kind: "list", call: list("notes/") },
  { prompt: "工作區裡有什麼？", language: "zh-Hant", kind: "list", call: list(".") },
  { prompt: "筆記資料夾裡有哪些檔案", language: "zh-Hant", kind: "list", call: list("notes/") },
  { prompt: "幫我列一下所有檔案", language: "zh-Hant", kind: "list", call: list(".") },
  { prompt: "讀一下 README", language: "zh-Hant", kind: "read", call: read("README.zh-CN.md") },
  { prompt: "打開 sessions.zh-CN.md", language: "zh-Hant", kind: "read", call: read("sessions.zh-CN.md") },
  { prompt: "請幫我看看第一條筆記", language: "zh-Hant", kind: "read", call: read("notes/first-note.zh-CN.md") },
  { prompt: "查看 agent-loop 的內容", language: "zh-Hant", kind: "read", call: read("agent-loop.zh-CN.md") },
  { prompt: "打開講會話的檔案", language: "zh-Hant", kind: "read", call: read("sessions.zh-CN.md") },
  { prompt: "寫一個 b.txt 內容是 你好", language: "zh-Hant", kind: "write", call: write("b.txt", "你好") },
  {
    prompt: "幫我記個筆記：分支不會被刪除",
    language: "zh-Hant",
    kind: "write",
    call: write("notes/note.md", "分支不會被刪除"),
  },
  {
    prompt: "在 notes 裡新建 plan.md，寫上：複習第六章",
    language: "zh-Hant",
    kind: "write",
    call: write("notes/plan.md", "複習第六章"),
  },
  {
    prompt: "把「樹導航很好用」寫進 nav.md",
    language: "zh-Hant",
    kind: "write",
    call: write("nav.md", "樹導航很好用"),
  },
  { prompt: "什麼是葉子？", language: "zh-Hant", kind: "explain", concept: "leaf" },
  { prompt: "壓縮是怎麼運作的", language: "zh-Hant", kind: "explain", concept: "compaction" },
  { prompt: "什麼叫切點", language: "zh-Hant", kind: "explain", concept: "cut-point" },
  { prompt: "會話樹是什麼意思？", language: "zh-Hant", kind: "explain", concept: "session-tree" },
  { prompt: "請解釋分支摘要", language: "zh-Hant", kind: "explain", concept: "branch-summary" },
  { prompt: "上下文視窗是什麼", language: "zh-Hant", kind: "explain", concept: "context-window" },
  { prompt: "檢查器是幹嘛的？", language: "zh-Hant", kind: "explain", concept: "inspector" },
  { prompt: "我剛才問了什麼？", language: "zh-Hant", kind: "recall", earlier: "zh", says: "列出文件" },
  { prompt: "你上一句說了什麼", language: "zh-Hant", kind: "recall", earlier: "zh", says: "我看到 7 项" },
  { prompt: "用一句話總結我們的對話", language: "zh-Hant", kind: "summarise", earlier: "zh", says: "列出文件" },
  { prompt: "幫我回顧一下我們聊了什麼", language: "zh-Hant", kind: "summarise", earlier: "zh", says: "列出文件" },
  { prompt: "你好", language: "zh-Hant", kind: "greet" },
  { prompt: "哈囉，你會做什麼？", language: "zh-Hant", kind: "greet" },
  { prompt: "謝謝！", language: "zh-Hant", kind: "thank" },
  { prompt: "多謝幫忙", language: "zh-Hant", kind: "thank" },
  { prompt: "今天天氣如何", language: "zh-Hant", kind: "unknown" },
  { prompt: "唱首歌給我聽", language: "zh-Hant", kind: "unknown" },

  // ── Mixed ───────────────────────────────────────────────────────────
  { prompt: "帮我 list 一下 notes", language: "mixed", kind: "list", call: list("notes/") },
  { prompt: "ls 一下工作区", language: "mixed", kind: "list", call: list(".") },
  { prompt: "show 一下所有 files", language: "mixed", kind: "list", call: list(".") },
  { prompt: "notes folder 里有什么", language: "mixed", kind: "list", call: list("notes/") },
  { prompt: "read 一下 first-note", language: "mixed", kind: "read", call: read("notes/first-note.zh-CN.md") },
  { prompt: "open 一下 README 文件", language: "mixed", kind: "read", call: read("README.zh-CN.md") },
  { prompt: "帮我 read sessions.md", language: "mixed", kind: "read", call: read("sessions.md") },
  { prompt: "看看 agent loop 那个 doc", language: "mixed", kind: "read", call: read("agent-loop.zh-CN.md") },
  { prompt: "write 一个 c.txt 内容是 ok", language: "mixed", kind: "write", call: write("c.txt", "ok") },
  {
    prompt: "帮我 take a note：fork 是新文件",
    language: "mixed",
    kind: "write",
    call: write("notes/note.md", "fork 是新文件"),
  },
  {
    prompt: "在 notes 里 create 一个 x.md：hello world",
    language: "mixed",
    kind: "write",
    call: write("notes/x.md", "hello world"),
  },
  { prompt: "leafId 是什么意思", language: "mixed", kind: "explain", concept: "leaf" },
  { prompt: "compaction 怎么工作的？", language: "mixed", kind: "explain", concept: "compaction" },
  { prompt: "什么是 branch summary", language: "mixed", kind: "explain", concept: "branch-summary" },
  { prompt: "SSE 是啥？", language: "mixed", kind: "explain", concept: "sse" },
  { prompt: "tool call 是什么", language: "mixed", kind: "explain", concept: "tool-call" },
  { prompt: "什么叫 firstKeptEntryId", language: "mixed", kind: "explain", concept: "first-kept-entry" },
  { prompt: "cut point 是指什么", language: "mixed", kind: "explain", concept: "cut-point" },
  { prompt: "what is 叶子", language: "mixed", kind: "explain", concept: "leaf" },
  { prompt: "我刚才 ask 了什么", language: "mixed", kind: "recall", earlier: "zh", says: "列出文件" },
  { prompt: "summarize 一下我们的对话", language: "mixed", kind: "summarise", earlier: "zh", says: "列出文件" },
  { prompt: "hi 你好", language: "mixed", kind: "greet" },
  { prompt: "thx 谢啦", language: "mixed", kind: "thank" },
  { prompt: "帮我 book 一张机票", language: "mixed", kind: "unknown" },
];
