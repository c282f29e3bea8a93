/**
 * The teaching model, one kind of request at a time, in English, Simplified
 * and Traditional Chinese and mixed sentences. Each prompt runs on a copy of
 * the sample workspace with the real tools, turn by turn, until the model
 * answers (helpers/converse.ts). The sentences differ from the benchmark's
 * table (bench/model-prompts.ts): these check the kinds, that one measures.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { userMessage } from "../src/index.ts";
import { glossary } from "../src/teaching/understanding/glossary.ts";
import { understand } from "../src/teaching/understanding/intent.ts";
import { utteranceOf } from "../src/teaching/understanding/utterance.ts";
import { converse, lastCall } from "./helpers/converse.ts";
import { assistant } from "./helpers/messages.ts";

/** The prompt must end with this call, and every file it read or wrote on the way must be that one. */
async function expectCall(prompt: string, call: string, content?: string): Promise<string> {
  const run = await converse(prompt);
  expect(lastCall(run), prompt).toBe(call);
  const [, path] = call.split(" ");
  const others = run.calls.filter((c) => c.name !== "list_files" && c.path !== path && !c.failed);
  expect(others, `${prompt}: no other file read or written`).toEqual([]);
  if (content !== undefined) expect(run.calls.at(-1)?.content).toBe(`${content}\n`);
  return run.answer;
}

describe("listing", () => {
  it.each([
    ["Please list the files", "list_files ."],
    ["what files are in notes/ ?", "list_files notes/"],
    ["show me the notes folder", "list_files notes/"],
    ["看一下工作区有哪些文件", "list_files ."],
    ["notes 文件夹下面有什么", "list_files notes/"],
    ["列出所有的檔案", "list_files ."],
    ["筆記目錄裡有什麼", "list_files notes/"],
    ["list 一下 notes 目录", "list_files notes/"],
  ])("%s → %s", async (prompt, call) => {
    await expectCall(prompt, call);
  });

  it("answers with what the folder holds, in the prompt's language", async () => {
    expect(await expectCall("看看 notes 里有哪些文件", "list_files notes/")).toMatch(
      /^我看到 2 项：first-note\.md、first-note\.zh-CN\.md。/,
    );
    expect(await expectCall("what's in the notes folder?", "list_files notes/")).toMatch(/^I see 2 entries/);
  });
});

describe("reading", () => {
  it.each([
    ["read README", "read_file README.md"],
    ["open agent-loop", "read_file agent-loop.md"],
    ["could you show me the first note", "read_file notes/first-note.md"],
    ["read the sessions doc", "read_file sessions.md"],
    ["读一下 README", "read_file README.zh-CN.md"],
    ["看看 agent-loop", "read_file agent-loop.zh-CN.md"],
    ["总结一下 notes/first-note.md", "read_file notes/first-note.md"],
    ["讀一下第一條筆記", "read_file notes/first-note.zh-CN.md"],
    ["打開 README 檔案", "read_file README.zh-CN.md"],
    ["帮我 open first-note.md", "read_file notes/first-note.md"],
    ["read 一下 会话 那篇", "read_file sessions.zh-CN.md"],
  ])("%s → %s", async (prompt, call) => {
    await expectCall(prompt, call);
  });

  it("lists the workspace first when a name is not a path it knows, and says why", async () => {
    const run = await converse("读一下 README");
    expect(run.calls.map((c) => `${c.name} ${c.path}`)).toEqual(["list_files .", "read_file README.zh-CN.md"]);
    expect(run.replies[0]?.text).toBe("我还不知道“README”在哪儿，先列出工作区里的文件看看。");
    expect(run.answer).toMatch(/^文件的标题是“示例工作区”。/);
  });

  it("finds a file named without its folder, and says it found none when there is none, reading nothing", async () => {
    const found = await converse("open first-note.md");
    expect(found.calls.filter((c) => !c.failed).at(-1)).toMatchObject({
      name: "read_file",
      path: "notes/first-note.md",
    });
    const missing = await converse("read nothing.md");
    expect(missing.calls.filter((c) => c.name !== "list_files")).toEqual([
      { name: "read_file", path: "nothing.md", failed: true, content: undefined },
    ]);
    expect(missing.answer).toMatch(/^I found nothing called "nothing\.md" in the workspace or notes\/, so I did not/);
    const chinese = await converse("打开 天气.md");
    expect(chinese.answer).toMatch(/^我在工作区和 notes\/ 里都没找到“天气\.md”/);
  });

  it("lists a folder that was asked to be read, instead of reading a file that does not exist", async () => {
    const run = await converse("打開筆記資料夾");
    expect(run.calls.map((c) => `${c.name} ${c.path}`)).toEqual(["list_files .", "list_files notes/"]);
  });
});

describe("writing", () => {
  it.each([
    ["save 'the tree grows' to notes/tree.md", "write_file notes/tree.md", "the tree grows"],
    ["create hello.txt in notes saying hi there", "write_file notes/hello.txt", "hi there"],
    ["note: revise compaction tomorrow", "write_file notes/note.md", "revise compaction tomorrow"],
    ["在 notes 里写个 hello.md：你好", "write_file notes/hello.md", "你好"],
    ["往 notes/today.md 里加一句 今天学了会话树", "write_file notes/today.md", "今天学了会话树"],
    ["記一下：明天複習壓縮", "write_file notes/note.md", "明天複習壓縮"],
    ["在筆記資料夾裡寫 c.md：測試", "write_file notes/c.md", "測試"],
    ["帮我 write a note：叶子是指针", "write_file notes/note.md", "叶子是指针"],
  ])("%s → %s", async (prompt, call, content) => {
    await expectCall(prompt, call, content);
  });

  it("writes the user's words, as typed, into the folder named", async () => {
    const run = await converse("在 notes 里写个 words.md，内容是 你好", { keep: true });
    expect(readFileSync(join(run.workspace, "notes/words.md"), "utf8")).toBe("你好\n");
  });

  it("asks what to write when a file is named without words, and writes nothing", async () => {
    const run = await converse("写一个 a.txt");
    expect(run.calls).toEqual([]);
    expect(run.answer).toMatch(/^要往 a\.txt 里写什么？/);
  });

  it("writes a note of the conversation when asked for a note without words", async () => {
    const run = await converse("写一条笔记");
    expect(run.calls[0]).toMatchObject({
      path: "notes/note.md",
      content: "# 笔记\n\n到目前为止的问题：\n- 写一条笔记\n",
    });
  });
});

describe("explaining a term, from the glossary", () => {
  const sentence = (id: string, language: "en" | "zh") =>
    glossary(language).find((entry) => entry.id === id)?.sentence ?? `no row ${id}`;

  it.each([
    ["What is a leaf?", "leaf", "en"],
    ["what does parentId mean", "parent-and-child", "en"],
    ["How do tools work?", "tool", "en"],
    ["explain first kept entry", "first-kept-entry", "en"],
    ["叶子是什么？", "leaf", "zh"],
    ["什么是会话树", "session-tree", "zh"],
    ["JSONL 文件长什么样？", "jsonl", "zh"],
    ["什麼是分叉？", "fork", "zh"],
    ["壓縮是什麼意思", "compaction", "zh"],
    ["leafId 是啥", "leaf", "zh"],
    ["compaction 是什么意思？", "compaction", "zh"],
  ] as const)("%s → the row %s", async (prompt, id, language) => {
    const run = await converse(prompt);
    expect(run.calls).toEqual([]);
    expect(run.answer).toContain(sentence(id, language));
    const chapter = glossary(language).find((entry) => entry.id === id)?.chapters[0] ?? "";
    expect(run.answer).toContain(`docs/${language === "zh" ? "zh-CN/" : ""}${chapter}`);
  });

  it("says it does not know a term the glossary lacks, with the two nearest terms", async () => {
    expect((await converse("what is a wormhole?")).answer).toMatch(
      new RegExp(
        String.raw`^I don't know that one: "wormhole" is not in the kit's glossary \(docs/glossary\.md\)\. ` +
          String.raw`The nearest terms it has are "[^"]+" and "[^"]+"\.$`,
      ),
    );
    expect((await converse("什么是黑洞？")).answer).toMatch(
      /^这个我不知道：术语表（docs\/zh-CN\/glossary\.md）里没有“黑洞”。最接近的术语是“[^”]+”和“[^”]+”。$/,
    );
  });
});

describe("greeting and thanks", () => {
  it.each(["hi!", "Hello, what can you do?", "你好", "哈囉", "嗨，你能干什么"])("%s is a greeting", async (prompt) => {
    expect((await converse(prompt)).answer).toMatch(
      /^(?:Hello! I am the scripted teaching model|你好！我是离线的脚本模型)/,
    );
  });

  it.each(["thanks!", "thank you so much", "谢谢", "感謝", "thx 谢谢"])("%s is thanks", async (prompt) => {
    expect((await converse(prompt)).answer).toMatch(/^(?:You are welcome|不客气)/);
  });
});

describe("what it does not understand", () => {
  it.each([
    ["香蕉", /^我听出你提到了“香蕉”，但不知道要拿它做什么。我是离线的脚本模型/],
    ["今天天气怎么样", /^我听出你提到了“今天”和“天气”，但不知道要拿它做什么。/],
    ["format my disk", /^I understood that you named "format" and "disk", but not what to do\./],
    ["?!", /^I did not understand that\. I am the scripted teaching model/],
    ["嗯……", /^这句话我没听懂。/],
  ])("%s gets an honest answer that says what it understood", async (prompt, answer) => {
    const run = await converse(prompt);
    expect(run.calls).toEqual([]);
    expect(run.answer).toMatch(answer);
  });

  it.each(["banana", "香蕉", "請幫我訂機票", "sing 一首歌", "wat", "写"])(
    "the phrasings offered for %s are each understood",
    async (prompt) => {
      const { answer } = await converse(prompt);
      const offered = [...answer.matchAll(/^- "?(.+?)"?$/gm)].map((match) => match[1] ?? "");
      expect(offered.length).toBeGreaterThanOrEqual(2);
      expect(offered.length).toBeLessThanOrEqual(3);
      for (const phrasing of offered) {
        expect(understand(utteranceOf(phrasing)).intent, phrasing).not.toBe("unknown");
      }
    },
  );

  it("the greeting's examples are each understood, and carried out", async () => {
    for (const greeting of [(await converse("hello")).answer, (await converse("你好")).answer]) {
      const examples = [...greeting.matchAll(/[("“]"?([^"”)]+)"?[”)]/g)].map((match) => match[1] ?? "");
      expect(examples.length).toBe(3);
      for (const example of examples) {
        const run = await converse(example);
        expect(run.answer, example).not.toMatch(/scripted teaching model: I follow|只按规则回答/);
      }
    }
  });
});

describe("the language of the answer", () => {
  it("follows the prompt, whatever the earlier conversation was in", async () => {
    const earlier = [userMessage("列出文件", 0), assistant([{ type: "text", text: "我看到 7 项。" }])];
    expect((await converse("what is a fork?", { earlier })).answer).toMatch(/^Fork: /);
    expect((await converse("什麼是分叉", { earlier: [] })).answer).toMatch(/^分叉：/);
  });

  it("names the rule in its thinking, in Chinese with the code's name beside it", async () => {
    const run = await converse("讀一下 README", { thinking: true });
    expect(run.replies.map((reply) => reply.thinking)).toEqual([
      "这个请求匹配规则“先列出文件夹再动手”（look before acting）。",
      "这个请求匹配规则“读一个文件”（read a file）。",
      "这个请求匹配规则“根据工具结果作答”（answer the tool results）。",
    ]);
  });
});
