/**
 * Exercise 05: restoring a session's state on resume.
 *
 * A session is more than its messages: the model and thinking level in use, a
 * name, bookmarks (labels), an extension's private state. All of them are
 * entries in the same file, so resuming needs no side file: read them back
 * from the entries. The catch is where to read each one from. Settings and
 * extension state belong to a point in the conversation: read them from the
 * path to the leaf, so each branch has its own. A name and labels describe the
 * session, whichever branch you stand on.
 *
 * Grade your work with `npm run exercise -- 05` from the repository root.
 *
 * 练习 05：恢复会话时还原它的状态。
 *
 * 会话不只是消息：正在用的模型和思考等级、会话名称、书签（标签）、某个扩展自己的状态，
 * 都是同一个文件里的条目，所以恢复会话不需要旁路文件，从条目里读回来就行。难点在于每一样
 * 该从哪里读。设置和扩展的状态属于对话中的某个位置：从叶子处的路径上读，这样每条分支各有各的。
 * 会话名称和标签描述的是整个会话，不管你站在哪条分支上。
 *
 * 题目：exercises/05-restore-state/README.zh-CN.md；对应章节：docs/zh-CN/05-session-state.md。
 * 评分：在仓库根目录运行 `KIT_LANG=zh-CN npm run exercise -- 05`（终端本来就是中文环境时不用加 KIT_LANG）。
 */
import type { ThinkingLevel } from "@kit/agent-loop";
import { type CustomEntry, isEntryOfType, type SessionEntry } from "@kit/session-core";

export interface RestoredState {
  /** The model last chosen or last answering on the path; null if none. */
  model: { provider: string; modelId: string } | null;
  /** The latest thinking level on the path; "off" if none. */
  thinkingLevel: ThinkingLevel;
  /** The session's name; undefined if none, or cleared. */
  name: string | undefined;
  /** Every label in force, by the id of the entry it marks. */
  labels: Map<string, string>;
  /** The latest `custom` entry of the extension's customType on the path. */
  extensionState: CustomEntry | undefined;
}

/**
 * The state a resumed session restores at `leafId`. `entries` are all the
 * entries of the file, in file order; `customType` names the extension whose
 * state to find.
 */
export function restoreState(
  entries: readonly SessionEntry[],
  leafId: string | null,
  customType: string,
): RestoredState {
  const path = pathTo(entries, leafId);
  // TODO(1): settings, from the path, the latest wins: a model_change sets the model, and so does
  //          an assistant message (it records the provider and model that wrote it); a
  //          thinking_level_change sets the thinking level. None on the path: null and "off".
  //          中文：设置从路径上读，以最后一个为准：model_change 设定模型，assistant 消息也一样
  //          （它记着写它的 provider 和模型）；thinking_level_change 设定思考等级。
  //          路径上都没有时：null 和 "off"。
  // TODO(2): name and labels (a behaviour to reach, tests "part 2"): right at any leaf, a label
  //          written on another branch included; an empty name or label clears it.
  //          中文：会话名称和标签（只给要达到的行为，测试 "part 2"）：在任何叶子上都要对，
  //          写在另一条分支上的标签也算；名称或标签为空表示清除它。
  // TODO(3): the extension's state: the latest `custom` entry on the path whose customType is the
  //          one asked for (not a custom_message, not another extension's custom entry).
  //          中文：扩展的状态：路径上最后一个 customType 是所要的那个的 `custom` 条目
  //          （不是 custom_message，也不是别的扩展的 custom 条目）。
  throw new Error(
    "TODO: restoreState is not written yet (see exercises/05-restore-state/README.md, 中文 README.zh-CN.md)",
  );
}

/** Given: the entries from the root down to `leafId`, root first (exercise 03 wrote this walk). */
export function pathTo(entries: readonly SessionEntry[], leafId: string | null): SessionEntry[] {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const leafFirst: SessionEntry[] = [];
  for (let id = leafId; id !== null; ) {
    const entry = byId.get(id);
    if (entry === undefined) throw new Error(`no entry with id "${id}"`);
    leafFirst.push(entry);
    id = entry.parentId;
  }
  return leafFirst.reverse();
}
