/**
 * What demo 04 (04-jsonl-file.ts) prints, in English and in Chinese. The Chinese table has
 * the English one's type, so a string missing from either fails the type check.
 */
import type { Translations } from "../lib/i18n.ts";
import { configTalk } from "./config-talk.ts";

const en = {
  talk: {
    ...configTalk.en,
    lostInCrash: "What about YAML?",
  },
  title: "Demo 04: the session as a JSONL file",
  wrote: (path: string) => `1. Wrote ${path}: a header and one line per entry.`,
  firstAndLast: "   The first and the last line, in full:",
  line3: "   Line 3 keeps the whole assistant message, not only its text:",
  leafA: "leaf A",
  leafB: "leaf B",
  named: (id: string, name: string) => `${id} (${name})`,
  reopened: (size: number, leaf: string) => `2. Opened it again: ${size} entries, leaf ${leaf}.`,
  lastLine: (id: string) =>
    `   The last line is a leaf_switch record (${id}); this kit reads it as "the leaf is my parent".`,
  pi: (n: number, same: boolean) =>
    `   pi reads the last line itself as its leaf: ${n} messages there, ` +
    `the same context as ours: ${same ? "yes" : "NO"}.`,
  without: (leaf: string) => `   Without the record, the last line would be ${leaf}: the switch would be forgotten.`,
  appended: (half: number, all: number) =>
    `3. Appended ${half} of the ${all} bytes of a line, as a crash mid-write would.`,
  readingNever: "   Reading never changes the file; it reports what it found:",
  recovered: (kept: number, torn: number) =>
    `4. Opened it for writing: ${kept} complete entries kept, the ${torn} torn bytes moved to a file of their own:`,
  oneMore: "   Then one more append. The end of the file, and what the loader finds now:",
  problems: (list: string) => `   problems: ${list || "none"}`,
  drawn: "5. The tree, drawn by renderTree (the drawing that `npm run session -- tree` prints):",
  tryIt: (path: string, leaf: string) => [
    "Open the file in an editor, or try the inspector on it:",
    ...inspectorCommands(path, leaf),
  ],
  header: ["line", "type", "id", "parentId", "what"],
};

export const words: Translations<typeof en> = {
  en,
  "zh-CN": {
    talk: {
      ...configTalk["zh-CN"],
      lostInCrash: "那 YAML 呢？",
    },
    title: "Demo 04：会话就是一个 JSONL 文件",
    wrote: (path: string) => `1. 写入了 ${path}：一行头部，然后每个条目一行。`,
    firstAndLast: "   第一行和最后一行的完整内容：",
    line3: "   第 3 行保存了完整的 assistant 消息，不只是它的文字：",
    leafA: "叶子 A",
    leafB: "叶子 B",
    named: (id: string, name: string) => `${id}（${name}）`,
    reopened: (size: number, leaf: string) => `2. 重新打开：${size} 个条目，叶子是 ${leaf}。`,
    lastLine: (id: string) => `   最后一行是一条叶子切换记录（${id}）；本项目把它读作“叶子是我的父节点”。`,
    pi: (n: number, same: boolean) =>
      `   pi 直接把最后一行当作叶子：那里有 ${n} 条消息，和我们的上下文相同：${same ? "是" : "否"}。`,
    without: (leaf: string) => `   没有这条记录，最后一行会是 ${leaf}：这次切换分支就被忘掉了。`,
    appended: (half: number, all: number) => `3. 一行共 ${all} 字节，只追加了前 ${half} 字节，就像写到一半时进程崩溃。`,
    readingNever: "   读取从不修改文件；它只报告发现了什么：",
    recovered: (kept: number, torn: number) =>
      `4. 以写入方式打开：保留 ${kept} 个完整的条目，${torn} 字节的残行被移到一个单独的文件：`,
    oneMore: "   然后再追加一条。文件的末尾，以及加载器现在的检查结果：",
    problems: (list: string) => `   问题：${list || "没有"}`,
    drawn: "5. 用 renderTree 画出这棵树（`npm run session -- tree` 打印的就是它）：",
    tryIt: (path: string, leaf: string) => [
      "用编辑器打开这个文件，或者用检查器看看它：",
      ...inspectorCommands(path, leaf),
    ],
    header: ["行", "type", "id", "parentId", "内容"],
  },
};

/** The same three commands in both languages. */
function inspectorCommands(path: string, leaf: string): string[] {
  return [
    `   npm run session -- tree ${path}`,
    `   npm run session -- context ${path} --leaf ${leaf}`,
    `   npm run session -- check ${path}`,
  ];
}
