/**
 * What the teaching model says when asked about the kit's ideas, in English and
 * in Chinese. Kept apart from the rule table so the rules stay short, and worded
 * to match the chapters, so the "model" and the course never contradict each
 * other. The Chinese uses the course's fixed terms (会话树, 叶子, 压缩, ...).
 */
import type { Language } from "./language.ts";

export interface Answers {
  loop: string;
  tools: string;
  sessions: string;
  compaction: string;
  greeting: string;
  thanks: string;
  fallback: string;
}

export const ANSWERS: Record<Language, Answers> = {
  en: {
    loop:
      "The agent loop is short. Your message joins the context; the model streams a reply; if the reply asks for " +
      "tools, the loop runs them in order and adds each result to the context, then calls the model again. It stops " +
      "when the model answers without asking for a tool, when the turn limit is reached, or when you abort. Every " +
      "message ends with a message_end event, where the caller can save it.",
    tools:
      "A tool has a name, a description, JSON Schema parameters and an execute function. The loop checks the " +
      "arguments against the schema before running it. A wrong argument, an unknown tool or a tool that throws " +
      "becomes an error result that tells me what was wrong, so I can try again.",
    sessions:
      "A session is an append-only file of entries. Each entry names its parent, so the entries form a tree, and " +
      "the leaf marks where the conversation goes on. The context I see is the path from the leaf back to the root; " +
      "moving the leaf starts a new branch, and nothing is ever deleted.",
    compaction:
      "When the context grows too large for the model, compaction summarises the older messages and appends the " +
      "summary as an entry. From then on I see the summary instead of those messages, followed by the recent ones " +
      "kept as they were. The full history stays in the file.",
    greeting:
      'Hello! I am the scripted teaching model. Ask me to list the files ("list the files"), read one ' +
      '("read README"), or write a note ("write a note in notes/hello.md: hello").',
    thanks: "You are welcome. Ask me anything else about the loop, the session tree or compaction.",
    fallback:
      "I am the scripted teaching model: I follow a few rules instead of thinking, so I only understand some ways " +
      'of asking. Try one of these:\n- "list the files"\n- "read README"\n- "write a note in notes/hello.md: hello"\n' +
      "or ask how the loop, tools, sessions or compaction work.",
  },
  zh: {
    loop:
      "Agent Loop 很短。你的消息先加入上下文，模型流式写出回复。回复里有工具调用时，循环按顺序执行这些工具，" +
      "把每个工具结果加入上下文，再调用一次模型。模型不再要工具、达到轮次上限、或者你中止时，循环就结束。" +
      "每条消息都以 message_end 事件结束，调用方就在这里保存它。",
    tools:
      "一个工具有名字、描述、JSON Schema 参数和一个 execute 函数。执行之前，循环先用 schema 检查参数。" +
      "参数不对、工具不存在、工具抛出异常，都会变成一条出错的工具结果，告诉我错在哪里，我就能再试一次。",
    sessions:
      "会话是一个追加写的条目文件。每个条目记下自己的父节点，所以条目组成一棵会话树；叶子（leafId）标出对话从哪里继续。" +
      "我看到的上下文，就是从叶子回溯到根的路径。把叶子移到另一个条目上就是切换分支：下一条消息从那里长出新的分支，" +
      "旧分支还留在文件里，什么都不会删除。",
    compaction:
      "上下文对模型来说太大时，压缩把较早的消息写成一段摘要，作为一个条目追加到会话里。从那以后，我看到的是这段摘要，" +
      "后面跟着原样保留的最近消息（从首个保留条目开始）。完整的历史仍然留在文件里。",
    greeting:
      "你好！我是离线的脚本模型。你可以让我列出文件（“列出文件”）、读一个文件（“读一下 README”），" +
      "或者写一条笔记（“在 notes/hello.md 里写上：你好”）。",
    thanks: "不客气。关于 Agent Loop、会话树或压缩，还有什么想问的，尽管问。",
    fallback:
      "我是离线的脚本模型：只按几条规则回答，并不真的思考，所以只听得懂几种说法。可以这样试试：\n" +
      "- 列出文件\n- 读一下 README\n- 在 notes/hello.md 里写上：你好\n" +
      "也可以问我 Agent Loop、工具、会话树或压缩是怎么回事。",
  },
};
