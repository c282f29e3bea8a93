/**
 * Exercise 12: a leaf that survives a reopen.
 *
 * Switching branch moves the leaf, and nothing else: no entry is deleted. But
 * the leaf lives in memory. Close the program, open the file again, and the
 * leaf is wherever the file says, which for pi (and the article's store) is
 * simply the last line. After a switch to branch A, the last line is still on
 * branch B: the reopened session lands on B, and the next message continues a
 * conversation the user had left. The fix is one more line: a record written
 * when the leaf moves.
 *
 * Grade your work with `npm run exercise -- 12` from the repository root.
 *
 * 练习 12：重新打开后，叶子还在原处。
 *
 * 切换分支只移动叶子，什么都不删。可叶子活在内存里。关掉程序、重新打开文件，叶子就落在文件说的
 * 地方：对 pi（和文章里的存储）来说，就是最后一行。切换到分支 A 之后，最后一行仍然在分支 B 上：
 * 重新打开的会话落在 B 上，下一条消息接着的是用户已经离开的那段对话。修好它只要多写一行：
 * 叶子移动时写下的一条记录。（会话树和切换分支见第 03 章 docs/zh-CN/03-session-tree.md。）
 *
 * 题目：exercises/12-leaf-after-reopen/README.zh-CN.md；对应章节：docs/zh-CN/04-jsonl-file.md。
 * 评分：在仓库根目录运行 `KIT_LANG=zh-CN npm run exercise -- 12`（终端本来就是中文环境时不用加 KIT_LANG）。
 */

import { randomUUID } from "node:crypto";
import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
import type { AgentMessage } from "@kit/agent-loop";

/** The fields every entry line has (the header line has none of them). */
export interface Entry {
  type: string;
  id: string;
  parentId: string | null;
  timestamp: string;
  [field: string]: unknown;
}

/** The record of a leaf move: a `custom` entry the model never sees (the kit's `leaf_switch`). */
export const LEAF_SWITCH = "leaf_switch";

export interface StoreOptions {
  /** New entry ids (default: random). */
  ids?: () => string;
  /** Timestamps (default: the system clock). */
  clock?: () => string;
}

/** A session file, pi's format: a header line, then one entry per line, appended and never rewritten. */
export class LeafStore {
  private constructor(
    readonly path: string,
    /** Every entry of the file, in file order. */
    readonly entries: Entry[],
    private leaf: string | null,
    private readonly options: Required<StoreOptions>,
  ) {}

  /** Given: a new file with its header, and no entries. */
  static create(path: string, sessionId: string, options: StoreOptions = {}): LeafStore {
    const header = {
      type: "session",
      version: 3,
      id: sessionId,
      timestamp: new Date(0).toISOString(),
      cwd: "/workspace",
    };
    writeFileSync(path, `${JSON.stringify(header)}\n`, { flag: "wx" });
    return new LeafStore(path, [], null, withDefaults(options));
  }

  /** Opens a file written by `create` and appended to since. */
  static open(path: string, options: StoreOptions = {}): LeafStore {
    const entries = readEntries(path);
    // TODO(1): the leaf of a file without leaf-switch records is its last entry (null when it has
    //          none): that is where the conversation stood when the file was last written.
    //          中文：文件里没有叶子切换记录时，叶子就是最后一个条目（没有条目时为 null）：
    //          文件最后一次写入时，对话就停在那里。
    // TODO(2): a file whose last entry is a leaf-switch record reopens on the leaf that switch went to.
    //          中文：最后一个条目是叶子切换记录的文件，重新打开时落在那次切换去的叶子上。
    throw new Error(
      "TODO: LeafStore.open is not written yet (see exercises/12-leaf-after-reopen/README.md, 中文 README.zh-CN.md)",
    );
  }

  get leafId(): string | null {
    return this.leaf;
  }

  /** Given: appends a message as a child of the leaf, which then moves to it. Returns the new id. */
  appendMessage(message: AgentMessage): string {
    return this.append({ type: "message", message }, this.leaf);
  }

  /** Moves the leaf to `id` (null: before the first entry), and makes the move survive a reopen. */
  switchLeaf(id: string | null): void {
    // TODO(2): write the move down as a leaf-switch record ({ type: "custom", customType: LEAF_SWITCH, ... }) so
    //          that a reopen lands on `id`, here and in pi (which takes the last line as its leaf); the leaf is
    //          then `id`, and the next message a child of `id`.
    //          中文：把这次移动写成一条叶子切换记录（{ type: "custom", customType: LEAF_SWITCH, ... }），
    //          让重新打开时落在 `id` 上，在这里和在 pi 里都一样（pi 把最后一行当作叶子）；
    //          然后叶子就是 `id`，下一条消息是 `id` 的子节点。
    // TODO(3): the edges. Switching to the current leaf writes nothing. An id that is not in the file
    //          throws an Error naming it, and writes nothing: a record pointing nowhere would break the
    //          next open.
    //          中文：边界情况。切换到当前叶子什么都不写。id 不在文件里时抛出 Error 写明它，而且什么都不写：
    //          一条指向不存在条目的记录会让下次打开出错。
    throw new Error(
      "TODO: switchLeaf is not written yet (see exercises/12-leaf-after-reopen/README.md, 中文 README.zh-CN.md)",
    );
  }

  /** Given: writes one entry line (the file first, then memory), moves the leaf to it, returns its id. */
  append(fields: { type: string; [field: string]: unknown }, parentId: string | null): string {
    const entry: Entry = { ...fields, id: this.options.ids(), parentId, timestamp: this.options.clock() };
    appendFileSync(this.path, `${JSON.stringify(entry)}\n`);
    this.entries.push(entry);
    this.leaf = entry.id;
    return entry.id;
  }
}

/** Given: the entries of a file, in file order (the header line is skipped). */
export function readEntries(path: string): Entry[] {
  const lines = readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "");
  return lines.slice(1).map((line) => JSON.parse(line) as Entry);
}

function withDefaults(options: StoreOptions): Required<StoreOptions> {
  return {
    ids: options.ids ?? (() => randomUUID().slice(0, 8)),
    clock: options.clock ?? (() => new Date().toISOString()),
  };
}
