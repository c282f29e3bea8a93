/** The words the widgets show, in both languages. */
import type { WidgetLang } from "./stories.ts";

export const widgetLabels = {
  en: {
    tree: {
      hint: "Click any entry: it becomes the leaf, its path to the root lights up, and its context is listed.",
      setting: "A click moves",
      leafA: "leaf A",
      leafB: "leaf B",
      context: (n: number) => `context: ${n} messages`,
    },
    cut: {
      hint: "Slide the kept-token budget: findCutPoint moves the cut, and a tool call never loses its result.",
      budget: "keepRecentTokens",
      firstKept: "firstKeptEntryId",
      summarised: "summarised",
      kept: "kept",
      turnPrefix: "start of the split turn (summarised on its own)",
      movedBack: "the budget ended on a tool result, so the cut moved back to the call",
      reached: "← budget reached",
      tokens: "tokens",
      nothing: "all of it fits: nothing to summarise",
    },
    nav: {
      hint:
        "Click a user message: the leaf goes to its parent and its text into the editor. " +
        "Click an answer: it becomes the leaf.",
      leaf: "leaf",
      root: "null (before the first entry)",
      editor: "editor",
      send: "Send as a new branch",
      noSummary:
        "Demo 07 and the picture above also append a branch summary (branch_summary) before the new question: " +
        "pi asks whether to write one, and this widget leaves it out, so the question hangs on the leaf directly.",
    },
  },
  "zh-CN": {
    tree: {
      hint: "点任意一个条目：它成为叶子，它到根的路径亮起，旁边列出它的上下文。",
      setting: "点击移动的是",
      leafA: "叶子 A",
      leafB: "叶子 B",
      context: (n: number) => `上下文：${n} 条消息`,
    },
    cut: {
      hint: "拖动保留的 token 预算：findCutPoint 移动切点，工具调用永远不会和它的结果分开。",
      budget: "keepRecentTokens",
      firstKept: "firstKeptEntryId",
      summarised: "被总结",
      kept: "保留",
      turnPrefix: "被切开的那一轮的开头（单独总结）",
      movedBack: "预算落在工具结果上，所以切点退回到那次调用",
      reached: "← 预算到这里用完",
      tokens: "token",
      nothing: "全都放得下：没有要总结的",
    },
    nav: {
      hint: "点一条用户消息：叶子移到它的父节点，它的文字进入编辑框。点一条回答：它成为叶子。",
      leaf: "叶子",
      root: "null（第一个条目之前）",
      editor: "编辑框",
      send: "作为新分支发送",
      noSummary:
        "demo 07 和上面的图还会在新问题前面先追加一条分支摘要（branch_summary）：要不要写摘要，pi 会先问你；" +
        "这个小组件省掉了这一步，所以新问题直接接在叶子下面。",
    },
  },
} satisfies Record<WidgetLang, unknown>;
