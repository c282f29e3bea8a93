/**
 * Exercise 03: the path from a leaf to the root.
 *
 * A session is a tree: every entry names its parent, and the conversation the
 * model sees is the path from the current leaf up to the root, read root first.
 * Write `pathToRoot` so that chapter 03's tree can be turned into that path.
 *
 * Grade your work with `npm run exercise -- 03` from the repository root.
 *
 * 练习 03：从叶子回溯到根的路径。
 *
 * 会话是一棵树：每个条目记着自己的父节点，发给模型的对话就是从当前叶子回溯到根的路径，
 * 从根开始读。写出 `pathToRoot`，把第 03 章的那棵会话树变成这条路径。
 *
 * 题目：exercises/03-path-to-root/README.zh-CN.md；对应章节：docs/zh-CN/03-session-tree.md。
 * 评分：在仓库根目录运行 `KIT_LANG=zh-CN npm run exercise -- 03`（终端本来就是中文环境时不用加 KIT_LANG）。
 */

/** The two fields of a session entry that make it a tree. */
export interface PathEntry {
  id: string;
  /** The entry this one was appended after; `null` for the root. */
  parentId: string | null;
}

/**
 * Returns the entries from the root down to `leafId`, root first and the leaf
 * last. `entries` maps every id to its entry.
 */
export function pathToRoot<E extends PathEntry>(entries: ReadonlyMap<string, E>, leafId: string | null): E[] {
  // TODO(1): start at the leaf, follow parentId up until an entry whose parentId is null,
  //          and return what you visited with the root first.
  //          中文：从叶子出发，沿着 parentId 往上走，直到 parentId 为 null 的那个条目，
  //          把走过的条目按根在前的顺序返回。
  // TODO(2): a null leaf (an empty session) gives []; an unknown leaf id throws an Error
  //          naming that id; a parentId that is not in `entries` throws naming the missing id.
  //          中文：叶子为 null（空会话）时返回 []；叶子 id 不存在时抛出 Error，写明这个 id；
  //          某个 parentId 不在 `entries` 里时抛出 Error，写明缺的那个 id。
  // TODO(3): no quadratic step (a behaviour to reach, tests "part 3"): a chain 200,000 entries deep
  //          comes back in work proportional to its depth, without overflowing the stack: no step may
  //          cost more because the path collected so far is longer.
  //          中文：不能有平方级的步骤（只给要达到的行为，测试 "part 3"）：一条 200,000 个条目深的链，
  //          工作量要和深度成正比，也不能把栈撑爆：哪一步都不能因为已经收集的路径更长而更费事。
  throw new Error(
    "TODO: pathToRoot is not written yet (see exercises/03-path-to-root/README.md, 中文 README.zh-CN.md)",
  );
}
