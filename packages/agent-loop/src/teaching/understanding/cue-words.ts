/**
 * The words that tell the teaching model what kind of thing is asked, in
 * English and in Simplified Chinese (Traditional Chinese is mapped to
 * Simplified before these are looked up, `normalise.ts`).
 *
 * These are words, not sentences: "list", "列出", "folder", "目录". The logic
 * that weighs them (`intent.ts`, `slots.ts`) holds no word of either language,
 * so a missing word is added here once and every sentence that uses it is
 * understood. English words are matched as whole words, with one typo allowed
 * in the longer ones ("lsit" is "list"); Chinese words are matched inside the
 * text, since Chinese writes no spaces.
 */

export interface CueWords {
  en: readonly string[];
  zh: readonly string[];
}

/** Asking to see what a folder holds. */
export const LIST: CueWords = {
  en: ["list", "ls", "dir", "enumerate", "inventory", "listing"],
  zh: ["列出", "列一下", "列个", "列举", "列表", "清单", "有哪些", "有什么", "有啥", "都有", "包含哪些", "罗列"],
};

/** Asking to see one file's text. */
export const READ: CueWords = {
  en: [
    "read",
    "open",
    "cat",
    "show",
    "display",
    "view",
    "print",
    "see",
    "look",
    "check",
    "contents",
    "content",
    "say",
    "says",
  ],
  zh: [
    "读",
    "打开",
    "看看",
    "看一下",
    "查看",
    "显示",
    "瞧瞧",
    "看下",
    "内容",
    "讲了",
    "说了",
    "写了什么",
    "念",
    "瞅",
    "看",
  ],
};

/** Asking to put text into a file. */
export const WRITE: CueWords = {
  en: ["write", "save", "create", "make", "add", "put", "append", "store", "jot", "take"],
  zh: [
    "写一",
    "写个",
    "写上",
    "写入",
    "写进",
    "写到",
    "写下",
    "写点",
    "写条",
    "写篇",
    "写成",
    "记个",
    "记下",
    "记一下",
    "记录",
    "记上",
    "建个",
    "建一个",
    "创建",
    "新建",
    "保存",
    "存到",
    "存进",
    "加一句",
    "添加",
    "追加",
    "放进",
    "放到",
    "做个笔记",
    "做笔记",
    "弄个",
  ],
};

/** A question about what something is: a word the glossary lacks is then said to be unknown. */
export const DEFINE: CueWords = {
  en: ["what", "whats", "what's", "explain", "define", "meaning", "mean", "means", "describe", "tell", "definition"],
  zh: [
    "什么",
    "是啥",
    "啥是",
    "啥叫",
    "解释",
    "意思",
    "含义",
    "讲讲",
    "说说",
    "介绍",
    "定义",
    "啥意思",
    "干嘛",
    "干什么",
    "有什么用",
    "有啥用",
    "指的是",
  ],
};

/** A question about how or why something works: answered when it names a term, else not understood. */
export const HOW: CueWords = {
  en: ["how", "why", "when", "which", "difference", "happens", "happen"],
  zh: ["怎么", "怎样", "如何", "为什么", "为何", "区别", "何时", "什么时候"],
};

/** Asking about the conversation itself: what was asked or said. */
export const RECALL: CueWords = {
  en: ["just", "last", "previous", "before", "earlier", "first"],
  zh: ["刚才", "刚刚", "上一个", "上一句", "上个", "之前", "前面", "最开始", "第一个", "一开始", "方才"],
};

/** The verbs of "what did I ask / what did you say". */
export const RECALL_VERBS: CueWords = {
  en: [
    "ask",
    "asked",
    "say",
    "said",
    "answer",
    "answered",
    "question",
    "tell",
    "told",
    "type",
    "typed",
    "wrote",
    "write",
  ],
  zh: ["问", "说", "回答", "答", "问题", "讲", "提"],
};

/** Asking to sum something up. */
export const SUMMARISE: CueWords = {
  en: ["summarise", "summarize", "summary", "recap", "sum", "overview", "gist", "tldr"],
  zh: ["总结", "概括", "归纳", "回顾", "梳理", "小结", "汇总", "复盘"],
};

/** The conversation as a thing: what a summary of "our chat" is about. */
export const CONVERSATION: CueWords = {
  en: ["conversation", "chat", "talk", "talked", "discussion", "we", "us", "our", "so", "far", "exchange"],
  zh: ["对话", "聊天", "聊了", "我们", "咱们", "到目前为止", "目前为止", "刚才", "谈话", "交流"],
};

/** "One sentence", "briefly": the summary is to be short. Its absence does not make it long. */
export const BRIEF: CueWords = {
  en: ["sentence", "line", "briefly", "short", "quick", "quickly", "word"],
  zh: ["一句", "一句话", "简短", "简单", "简要", "一行"],
};

/** "In detail", "as a checkpoint": the long, sectioned summary compaction writes. */
export const DETAILED: CueWords = {
  en: ["detail", "detailed", "details", "checkpoint", "sections", "full", "structured"],
  zh: ["详细", "完整", "检查点", "分节", "结构化"],
};

export const GREETING: CueWords = {
  en: ["hi", "hello", "hey", "hiya", "howdy", "yo", "morning", "evening", "afternoon", "greetings"],
  zh: ["你好", "您好", "嗨", "哈喽", "哈啰", "在吗", "早上好", "下午好", "晚上好", "早啊", "早安", "大家好"],
};

export const THANKS: CueWords = {
  en: ["thanks", "thank", "thx", "ty", "cheers", "appreciate", "appreciated"],
  zh: ["谢谢", "多谢", "感谢", "谢啦", "谢了", "辛苦了"],
};

/** "What can you do?": a greeting's question. */
export const ABILITIES: CueWords = {
  en: ["can", "able", "help", "do", "capable"],
  zh: ["能做", "会做", "能干", "会什么", "能帮", "帮我做什么", "功能", "你是谁"],
};

/** The model, addressed: "what can you do?", "what did you say?". */
export const YOU: CueWords = { en: ["you", "your"], zh: ["你", "您"] };

/** The learner, speaking of themself: "what did I ask?". */
export const ME: CueWords = { en: ["i", "my", "me"], zh: ["我"] };

/** The first of something: "my first question". */
export const FIRST: CueWords = { en: ["first"], zh: ["第一", "最开始", "一开始", "最早"] };

/** A note, the thing a learner asks to write without naming a file. */
export const NOTE: CueWords = { en: ["note", "notes"], zh: ["笔记", "备注"] };

/** Many things asked for at once: a listing ("which files", "哪些"). */
export const MANY: CueWords = {
  en: ["files", "folders", "documents", "docs", "entries"],
  zh: ["哪些", "什么文件", "有啥", "都有", "所有"],
};

/** Words that name a folder as such. */
export const FOLDER: CueWords = {
  en: ["folder", "folders", "directory", "directories", "dir", "subfolder", "subdirectory"],
  zh: ["文件夹", "目录", "子目录", "子文件夹"],
};

/** Words that name a file as such, or many files. */
export const FILE: CueWords = {
  en: ["file", "files", "document", "documents", "doc", "docs", "page", "entries"],
  zh: ["文件", "文档", "档案"],
};

/** The whole workspace: the top folder, ".". */
export const WORKSPACE: CueWords = {
  en: ["workspace", "here", "there", "everything", "all", "top", "root", "project"],
  zh: ["工作区", "这里", "这儿", "根目录", "最上层", "所有", "全部", "项目"],
};

/** Where a place name ends or begins: "in notes", "notes 里", "notes 下". */
export const INSIDE: CueWords = {
  en: ["in", "inside", "into", "under", "within", "to", "at", "from", "of"],
  zh: ["里", "里面", "下", "下面", "中", "内", "之中"],
};

/** Words that come before the text to write: "内容是 hi", "saying hi". */
export const CONTENT_MARKERS: CueWords = {
  en: [
    "saying",
    "that says",
    "with the text",
    "with text",
    "with the words",
    "containing",
    "with content",
    "which says",
  ],
  zh: [
    "内容是",
    "内容为",
    "内容：",
    "内容:",
    "写上",
    "写入",
    "写进",
    "写着",
    "加一句",
    "记一下",
    "记下",
    "写下",
    "里面写",
    "上面写",
  ],
};

/** A word a request is about (a thing to read, a term to explain) is never one of these. */
export const FILLER: CueWords = {
  en: [
    "the",
    "a",
    "an",
    "me",
    "my",
    "i",
    "you",
    "your",
    "it",
    "its",
    "this",
    "that",
    "these",
    "those",
    "is",
    "are",
    "was",
    "were",
    "be",
    "do",
    "does",
    "did",
    "please",
    "pls",
    "plz",
    "can",
    "could",
    "would",
    "will",
    "should",
    "kindly",
    "and",
    "or",
    "for",
    "with",
    "about",
    "on",
    "some",
    "any",
    "one",
    "there",
    "here",
    "now",
    "up",
    "out",
    "again",
    "lets",
    "let",
    "let's",
    "want",
    "need",
    "like",
    "to",
    "in",
    "of",
    "at",
    "by",
    "from",
    "into",
    "inside",
    "under",
    "called",
    "named",
    "whole",
    "all",
    "tell",
    "us",
    "we",
    "our",
    "ok",
    "okay",
    "so",
    "then",
    "just",
    "also",
    "mean",
    "means",
    "meaning",
    "what",
    "whats",
    "what's",
    "how",
    "why",
    "which",
    "when",
    "where",
    "who",
    "work",
    "works",
    "working",
    "used",
    "use",
    "thing",
    "things",
    "term",
    "word",
    "concept",
    "idea",
    "have",
    "has",
    "got",
    "get",
    "give",
    "hey",
    "hi",
    "hello",
    "thanks",
    "thank",
    "explain",
    "define",
    "describe",
    "quick",
    "question",
    "know",
    "difference",
    "between",
    "vs",
    "stand",
    "stands",
    "exactly",
    "really",
    "kit",
    "course",
    "agent's",
    "am",
    "good",
    "there's",
    "i'd",
    "i'm",
    "see",
    "show",
    "look",
    "open",
    "read",
    "about",
    "list",
    "so",
  ],
  zh: [
    "的",
    "了",
    "吗",
    "呢",
    "吧",
    "啊",
    "呀",
    "嘛",
    "请",
    "帮",
    "我",
    "你",
    "您",
    "他",
    "它",
    "这",
    "那",
    "这个",
    "那个",
    "一下",
    "下",
    "个",
    "一个",
    "是",
    "叫",
    "什么",
    "是什么",
    "什么叫",
    "叫做",
    "意思",
    "怎么",
    "怎么样",
    "回事",
    "如何",
    "为什么",
    "有",
    "在",
    "里",
    "里面",
    "中",
    "上",
    "给",
    "把",
    "让",
    "能",
    "可以",
    "想",
    "要",
    "就",
    "都",
    "也",
    "还",
    "和",
    "与",
    "跟",
    "及",
    "讲",
    "讲讲",
    "说说",
    "解释",
    "介绍",
    "一",
    "啥",
    "些",
    "哪些",
    "哪个",
    "吧",
    "麻烦",
    "谢谢",
    "好",
    "工作",
    "运作",
    "用",
    "干",
    "干嘛",
    "呃",
    "嗯",
    "哦",
    "所谓",
    "指",
    "指的是",
    "含义",
    "定义",
    "区别",
    "概念",
    "术语",
    "名词",
    "时候",
    "问",
    "再",
    "看",
    "看看",
    "一遍",
    "那",
    "为",
    "对",
    "会",
    "能否",
    "是否",
    "么",
    "请问",
    "东西",
    "呀",
    "讲",
    "那篇",
    "那份",
    "出来",
    "给我",
    "我想",
    "想要",
    "一篇",
    "篇",
    "份",
    "条",
    "的话",
  ],
};

/**
 * Words of the workspace's own file names in Chinese, for a file or folder
 * named in Chinese ("笔记文件夹" is notes/). The kit's terms (会话 is session)
 * come from the glossary itself (`concepts.ts`); these are the few names that
 * are not terms of the course.
 */
export const NAME_WORDS: Readonly<Record<string, string>> = {
  笔记: "note",
  说明: "readme",
  自述: "readme",
  示例: "sample",
  第一条: "first",
  第一: "first",
  第一篇: "first",
  循环: "loop",
  会话: "session",
  读我: "readme",
  今天: "today",
  待办: "todo",
};
