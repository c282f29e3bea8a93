/**
 * Exercise 07: pi's /tree selection rule.
 *
 * In pi's /tree a person picks any entry of the session to go back to. Where
 * the leaf then goes depends on what was picked. A user message means "ask
 * this again, differently": the leaf goes to its parent, so that the rewritten
 * question becomes a sibling of the old one, and the old text comes back into
 * the editor to be rewritten. Anything else means "continue from here". The
 * old branch is never deleted: only the leaf moves.
 *
 * Grade your work with `npm run exercise -- 07` from the repository root.
 *
 * 练习 07：pi 的 /tree 选择规则。
 *
 * 在 pi 的 /tree 里，人可以选会话里的任意一个条目回到那里。叶子接下来去哪，取决于选中的是什么。
 * 选中用户消息表示“换个问法重新问”：叶子落到它的父节点上，这样改写后的问题就成了原问题的兄弟，
 * 原文也回填到编辑器里等人改写。选中别的条目表示“从这里接着往下”。旧分支永远不删，动的只有叶子。
 *
 * 题目：exercises/07-tree-selection/README.zh-CN.md；对应章节：docs/zh-CN/07-tree-navigation.md。
 * 评分：在仓库根目录运行 `KIT_LANG=zh-CN npm run exercise -- 07`（终端本来就是中文环境时不用加 KIT_LANG）。
 */
import { textOf } from "@kit/agent-loop";
import { isEntryOfType, type SessionTree } from "@kit/session-core";

export interface Selection {
  /** Where the leaf goes: `null` is the position before the first entry. */
  leafId: string | null;
  /** The text to put back in the editor, for a user or custom message. */
  editorText: string | undefined;
}

/** Where the leaf goes, and what the editor gets, when `targetId` is selected. Changes nothing. */
export function selectionFor(tree: SessionTree, targetId: string): Selection {
  // TODO(1): a user message (a "message" entry whose message.role is "user"): the leaf goes to its
  //          parent (null when it is the first message) and its text goes to the editor. Its content
  //          is a string or a list of blocks: the editor gets the text blocks joined (textOf does it).
  //          中文：用户消息（message.role 为 "user" 的 "message" 条目）：叶子落到它的父节点上（它是第一条消息时
  //          为 null），它的文字回填到编辑器。content 是字符串或内容块列表：编辑器拿到的是各文字块拼起来的
  //          文字（textOf 会做）。
  // TODO(2): a custom_message (an extension speaking for the user) is selected the same way. Any other
  //          entry (an answer, a tool result, a summary, a setting) becomes the leaf itself, and the
  //          editor gets nothing. An id that is not in the tree throws an Error naming it.
  //          中文：custom_message（扩展替用户说的话）也这样选。其他任何条目（回答、工具结果、摘要、设置）
  //          本身成为叶子，编辑器什么都不拿到。id 不在树里时抛出 Error，写明这个 id。
  throw new Error(
    "TODO: selectionFor is not written yet (see exercises/07-tree-selection/README.md, 中文 README.zh-CN.md)",
  );
}

/** Selects `targetId`: moves the tree's leaf where the rule says, and returns the selection. */
export function selectEntry(tree: SessionTree, targetId: string): Selection {
  // TODO(3): move the tree's leaf where the rule says. Selecting the leaf you are already on must lose no step,
  //          even when that leaf is a user message (see the README's part 3).
  //          中文：把树的叶子移到规则说的位置。选中你已经站着的那个叶子时不能丢掉任何一步，
  //          即使这个叶子是一条用户消息（见 README 的第 3 部分）。
  throw new Error(
    "TODO: selectEntry is not written yet (see exercises/07-tree-selection/README.md, 中文 README.zh-CN.md)",
  );
}
