/**
 * What the teaching model says, in English and in Chinese: its greeting, its
 * thanks, and the frames its other answers are put in. What it says about the
 * course's ideas is not here: that comes from the glossary (`understanding/
 * glossary.ts`), so the model and the course never say different things. The
 * Chinese uses the course's fixed terms (会话树, 叶子, 压缩, ...).
 */
import type { Language } from "./language.ts";

export interface Answers {
  greeting: string;
  thanks: string;
  /** A term of the glossary: its sentence, pi's name for it, and the chapter to read next. */
  concept: (term: string, sentence: string, piName: string | undefined, chapter: ChapterRef | undefined) => string;
  /** A question about a term the glossary does not have, with its two nearest terms. */
  unknownConcept: (topic: string, nearest: string[]) => string;
  /** "What did I just ask?" */
  youAsked: (request: string, first: boolean) => string;
  /** "What did you just say?" */
  iSaid: (answer: string) => string;
  /** A question about the conversation when there is none before it. */
  nothingYet: string;
  /** The conversation in one sentence: what was asked and what the tools did. */
  chatInOneSentence: (asked: string[], done: string[], summarised: boolean) => string;
  /** One tool call, as a part of that sentence. */
  didCall: (name: string, path: string) => string;
  /** Before the sectioned summary compaction writes. */
  detailedSummary: string;
  /** Why the model lists a folder before it reads or writes. */
  lookingFirst: (what: string, folder: string) => string;
  /** Nothing by that name, wherever it looked. */
  notFound: (what: string, looked: string[], there: string[]) => string;
  /** A request that needs a tool this run did not give the model. */
  noTool: (tool: string) => string;
  /** A file to write, but no words for it. */
  askForContent: (path: string) => string;
  /** What it understood of a request it cannot carry out, and phrasings to try. */
  fallback: (understood: string, suggestions: string[]) => string;
  understoodNothing: string;
  understoodNames: (names: string[]) => string;
  understoodKind: (kind: string) => string;
  /** The kinds of request, as the fallback names them. */
  kinds: Record<"list" | "read" | "write" | "explain", string>;
  /** Phrasings the fallback offers, with a slot for a name ({name}, {folder}, {term}). */
  phrasings: Record<"list" | "listFolder" | "read" | "readName" | "write" | "explain" | "recall" | "summarise", string>;
}

export interface ChapterRef {
  title: string;
  path: string;
}

const quoteList = (items: string[], and: string) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1)}`;

export const ANSWERS: Record<Language, Answers> = {
  en: {
    greeting:
      'Hello! I am the scripted teaching model. Ask me to list the files ("list the files"), read one ' +
      '("read README"), or write a note ("write a note in notes/hello.md: hello").',
    thanks: "You are welcome. Ask me anything else about the loop, the session tree or compaction.",
    concept: (term, sentence, piName, chapter) =>
      `${capital(term)}: ${sentence}` +
      (piName === undefined ? "" : ` In pi it is ${piName}.`) +
      (chapter === undefined ? "" : ` Read next: ${chapter.title} (${chapter.path}).`),
    unknownConcept: (topic, nearest) =>
      `I don't know that one: "${topic}" is not in the kit's glossary (docs/glossary.md). ` +
      `The nearest terms it has are ${quoteList(
        nearest.map((t) => `"${t}"`),
        "and",
      )}.`,
    youAsked: (request, first) => `${first ? "Your first request was" : "You just asked"}: "${request}"`,
    iSaid: (answer) => `I last said: "${answer}"`,
    nothingYet: "Nothing yet: this is the first thing you have said in this conversation (on this branch).",
    chatInOneSentence: (asked, done, summarised) =>
      `${summarised ? "After the summary this context starts from, you" : "So far you"} asked ` +
      `${asked.length === 1 ? "one thing" : `${asked.length} things`} (${quoteList(
        asked.map((a) => `"${a}"`),
        "and",
      )})` +
      (done.length > 0 ? `, and I ${quoteList(done, "and")}.` : ", and I answered without tools."),
    didCall: (name, path) =>
      name === "list_files"
        ? `listed ${path === "." ? "the workspace" : path}`
        : name === "read_file"
          ? `read ${path}`
          : name === "write_file"
            ? `wrote ${path}`
            : `called ${name}`,
    detailedSummary: "Here is the conversation so far, in the form compaction writes its summary:",
    lookingFirst: (what, folder) =>
      `I don't know yet where "${what}" is, so I will list ${folder === "." ? "the workspace" : folder} first.`,
    notFound: (what, looked, there) =>
      `I found nothing called "${what}" in ${quoteList(
        looked.map((f) => (f === "." ? "the workspace" : f)),
        "or",
      )}, ` +
      `so I did not open or write anything. ${there.length > 0 ? `What is there: ${there.join(", ")}.` : ""}`.trim(),
    noTool: (tool) => `I understood what you want, but this run gave me no ${tool} tool, so I cannot do it here.`,
    askForContent: (path) => `What should I write in ${path}? Say it after a colon, e.g. "write ${path}: hello".`,
    fallback: (understood, suggestions) =>
      `${understood} I am the scripted teaching model: I follow rules instead of thinking, so I may have missed ` +
      `what you meant. Try one of these:\n${suggestions.map((s) => `- "${s}"`).join("\n")}`,
    understoodNothing: "I did not understand that.",
    understoodNames: (names) =>
      `I understood that you named ${quoteList(
        names.map((n) => `"${n}"`),
        "and",
      )}, but not what to do.`,
    understoodKind: (kind) => `I understood that you want to ${kind}, but not which one.`,
    kinds: { list: "list files", read: "read a file", write: "write a file", explain: "know what a term means" },
    phrasings: {
      list: "list the files",
      listFolder: "list the files in {folder}",
      read: "read README",
      readName: "read {name}",
      write: "write a note in notes/hello.md: hello",
      explain: "what is {term}?",
      recall: "what did I just ask?",
      summarise: "sum up our chat in one sentence",
    },
  },
  zh: {
    greeting:
      "你好！我是离线的脚本模型。你可以让我列出文件（“列出文件”）、读一个文件（“读一下 README”），" +
      "或者写一条笔记（“在 notes/hello.md 里写上：你好”）。",
    thanks: "不客气。关于 Agent Loop、会话树或压缩，还有什么想问的，尽管问。",
    concept: (term, sentence, piName, chapter) =>
      `${term}：${sentence}` +
      (piName === undefined ? "" : `pi 里叫 ${piName}。`) +
      (chapter === undefined ? "" : `接下来可以读：${chapter.title}（${chapter.path}）。`),
    unknownConcept: (topic, nearest) =>
      `这个我不知道：术语表（docs/zh-CN/glossary.md）里没有“${topic}”。` +
      `最接近的术语是${nearest.map((t) => `“${t}”`).join("和")}。`,
    youAsked: (request, first) => `${first ? "你问的第一个问题是" : "你刚才问的是"}：“${request}”`,
    iSaid: (answer) => `我上一次说的是：“${answer}”`,
    nothingYet: "还没有：这是你在这段对话（这条分支）里说的第一句话。",
    chatInOneSentence: (asked, done, summarised) =>
      `${summarised ? "从这段上下文开头的摘要往后，" : "到目前为止，"}你问了 ${asked.length} 件事` +
      `（${asked.map((a) => `“${a}”`).join("、")}）` +
      (done.length > 0 ? `，我${done.join("、")}。` : "，我都是直接回答的，没有用工具。"),
    didCall: (name, path) =>
      name === "list_files"
        ? `列出了${path === "." ? "工作区" : ` ${path} `}里的文件`
        : name === "read_file"
          ? `读了 ${path}`
          : name === "write_file"
            ? `写了 ${path}`
            : `调用了 ${name}`,
    detailedSummary: "到目前为止的对话，按压缩时写摘要的格式整理如下：",
    lookingFirst: (what, folder) =>
      `我还不知道“${what}”在哪儿，先列出${folder === "." ? "工作区" : ` ${folder} `}里的文件看看。`,
    notFound: (what, looked, there) =>
      `我在${looked.map((f) => (f === "." ? "工作区" : ` ${f} `)).join("和")}里都没找到“${what}”，所以什么都没打开，也没写。` +
      (there.length > 0 ? `那里有：${there.join("、")}。` : ""),
    noTool: (tool) => `我听懂了你要做什么，但这次运行没有给我 ${tool} 工具，所以这里做不了。`,
    askForContent: (path) => `要往 ${path} 里写什么？写在冒号后面就行，比如“在 ${path} 里写上：你好”。`,
    fallback: (understood, suggestions) =>
      `${understood}我是离线的脚本模型：只按规则回答，并不真的思考，可能没理解你的意思。可以这样试试：\n` +
      suggestions.map((s) => `- ${s}`).join("\n"),
    understoodNothing: "这句话我没听懂。",
    understoodNames: (names) => `我听出你提到了${names.map((n) => `“${n}”`).join("和")}，但不知道要拿它做什么。`,
    understoodKind: (kind) => `我听出你想${kind}，但不知道是哪一个。`,
    kinds: { list: "列出文件", read: "读一个文件", write: "写一个文件", explain: "了解一个术语" },
    phrasings: {
      list: "列出文件",
      listFolder: "列出 {folder} 里的文件",
      read: "读一下 README",
      readName: "读一下 {name}",
      write: "在 notes/hello.md 里写上：你好",
      explain: "{term}是什么？",
      recall: "我刚才问了什么？",
      summarise: "用一句话总结我们的对话",
    },
  },
};

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
