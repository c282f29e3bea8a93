/**
 * What demo 07 (07-tree-navigation.ts) prints, in English and in Chinese. The Chinese table has
 * the English one's type, so a string missing from either fails the type check.
 */
import type { Translations } from "../lib/i18n.ts";

const en = {
  title: "Demo 07: tree navigation",
  systemPrompt: "You are the teaching agent.",
  prompts: ["List the files.", "Read agent-loop.md.", "Take a note in notes/loop.md."],
  afterThree: "The session after three questions:",
  whereHeading: "Where the leaf goes when an entry is selected:",
  targetsHeader: ["selected", "entry", "leaf goes to", "editor text"],
  targets: ["the first user message (a root)", "a later user message", "an assistant message", "a tool result"],
  selected: (id: string) => `Selected the user message ${id}. navigate() returned:`,
  moved: (oldLeaf: string, parent: string, summary: string) => [
    `The leaf moved from ${oldLeaf} (the old leaf) to ${parent}, the question's parent. There navigate()`,
    `appended a branch_summary of the abandoned branch, ${summary}, as a child of ${parent}, and that entry`,
    "became the leaf: this is why leafId and summaryEntryId are the same id.",
  ],
  rewritten: (text: string) =>
    `The editor text was rewritten to "${text}" and sent: it went on after the summary. The summary reads:`,
  moreSummary: (n: number) => `  │ … ${n} more lines (npm run demo:07 -- --verbose shows them all)`,
  treeNow: "The tree now: the old branch is still there, beside the new one.",
  modelSaw: "What the model saw for the rewritten question (the context at the new leaf):",
  refused: "Navigating while a run streams into the session is refused:",
  whileStreaming: "cannot navigate while a run is streaming into this session: wait for it to end, or abort it first",
  firstNote: "first note",
  filesListed: "files listed",
  forked: (path: string) => `Forked the new branch into ${path}:`,
  parentSession: (path: string) => `  header parentSession: ${path}`,
  forkEntries: (size: number, path: number, labels: number) =>
    `  ${size} entries: the ${path} of the path, with the same ids, then ${labels} label entry written again`,
  labelsOriginal: (list: string) => `  labels in the original: ${list}`,
  labelsCame: (list: string) => `  labels that came along: ${list}`,
  sameContext: (id: string, yes: boolean) => `  the same context as at ${id} in the original: ${yes ? "yes" : "NO"}`,
  check: (path: string, problems: string) => `  session check ${path}: ${problems || "no problems"}`,
};

export const words: Translations<typeof en> = {
  en,
  "zh-CN": {
    title: "Demo 07：在会话树里导航",
    systemPrompt: "你是教学用的 Agent。",
    prompts: ["列出工作区里的文件。", "读一下 agent-loop.zh-CN.md。", "在 notes/loop.md 里记个笔记。"],
    afterThree: "问了三个问题之后的会话：",
    whereHeading: "选中一个条目时，叶子会移到哪里：",
    targetsHeader: ["选中的条目", "条目", "叶子移到", "编辑框里的文字"],
    targets: ["第一条用户消息（根）", "后面的一条用户消息", "一条 assistant 消息", "一个工具结果"],
    selected: (id: string) => `选中用户消息 ${id}。navigate() 返回：`,
    moved: (oldLeaf: string, parent: string, summary: string) => [
      `叶子从 ${oldLeaf}（原来的叶子）移到 ${parent}，也就是这个问题的父节点。navigate() 在那里`,
      `追加了被放弃分支的分支摘要 ${summary}，作为 ${parent} 的子节点；这个条目成了新的叶子，`,
      "所以 leafId 和 summaryEntryId 是同一个 id。",
    ],
    rewritten: (text: string) => `编辑框里的文字改成了“${text}”，然后发送：它接在摘要后面。摘要的内容：`,
    moreSummary: (n: number) => `  │ … 还有 ${n} 行（npm run demo:07 -- --verbose 显示全部）`,
    treeNow: "现在的树：旧分支还在，新分支在它旁边。",
    modelSaw: "改写后的问题，模型看到了什么（新叶子处的上下文）：",
    refused: "一次运行正在往会话里写的时候，导航会被拒绝：",
    whileStreaming: "有一次运行正在往这个会话里写，现在不能在树上导航：等它结束，或者先中止它",
    firstNote: "第一条笔记",
    filesListed: "列出了文件",
    forked: (path: string) => `把新分支分叉成一个单独的会话文件 ${path}：`,
    parentSession: (path: string) => `  头部的 parentSession：${path}`,
    forkEntries: (size: number, path: number, labels: number) =>
      `  ${size} 个条目：路径上的 ${path} 个，id 不变；再加上重新写入的 ${labels} 个标签条目`,
    labelsOriginal: (list: string) => `  原会话里的标签：${list}`,
    labelsCame: (list: string) => `  一起带过来的标签：${list}`,
    sameContext: (id: string, yes: boolean) => `  和原会话里 ${id} 处的上下文相同：${yes ? "是" : "否"}`,
    check: (path: string, problems: string) => `  session check ${path}：${problems || "没有问题"}`,
  },
};
