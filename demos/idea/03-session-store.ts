/**
 * The idea of chapter 03 in one screen: a session store that is a tree.
 *
 * This is the design of the article's teaching store (sessionStore.ts, with
 * pathToLeaf and switchLeaf), kept in memory and cut to the bone. One change:
 * the walk collects leaf first and reverses once, instead of putting each
 * entry at the front with `unshift`, which copies the array at every step.
 * The kit's real tree is packages/session-core/src/tree.ts.
 *
 * Run it: npm run idea:03
 */

// #region store
export interface Entry {
  id: string;
  parentId: string | null; // null: a root
  role: "user" | "assistant";
  text: string;
}

export class SessionStore {
  private readonly byId = new Map<string, Entry>();
  leafId: string | null = null; // where the conversation stands now

  /** Adds an entry as a child of the leaf, and makes it the new leaf. */
  append(id: string, role: Entry["role"], text: string): Entry {
    if (this.byId.has(id)) throw new Error(`duplicate id "${id}"`);
    const entry: Entry = { id, parentId: this.leafId, role, text };
    this.byId.set(id, entry);
    this.leafId = id;
    return entry;
  }

  /** The entries from the root down to the leaf: walk up, collect, reverse once. */
  pathToLeaf(leafId: string | null = this.leafId): Entry[] {
    const path: Entry[] = [];
    let current = leafId === null ? undefined : this.byId.get(leafId);
    while (current) {
      path.push(current);
      current = current.parentId === null ? undefined : this.byId.get(current.parentId);
    }
    return path.reverse();
  }

  /** Moves the leaf. Nothing is deleted: every branch stays in the map. */
  switchLeaf(id: string): void {
    if (!this.byId.has(id)) throw new Error(`no entry "${id}"`);
    this.leafId = id;
  }
}
// #endregion store

// KIT_LANG=zh-CN (or a Chinese locale) tells the story in the article's own words.
const zh = /^zh/i.test(process.env.KIT_LANG || process.env.LC_ALL || process.env.LANG || "");

// #region story
const [question, answer, planA, resultA, planB, resultB] = zh
  ? ["我想实现一个 Agent。", "可以从 Agent Loop 开始。", "选择方案 A", "A 的结果", "选择方案 B", "B 的结果"]
  : ["I want to build an agent.", "Start with the agent loop.", "Plan A.", "A's result.", "Plan B.", "B's result."];

const store = new SessionStore();
store.append("u1", "user", question);
store.append("a1", "assistant", answer);
store.append("u2", "user", planA);
store.append("a2", "assistant", resultA);
store.switchLeaf("a1"); // back to the answer: the next entry starts a second branch
store.append("u3", "user", planB);
store.append("a3", "assistant", resultB);

for (const [name, leaf] of Object.entries({ A: "a2", B: "a3" })) {
  console.log(`leaf ${name} context:`);
  for (const entry of store.pathToLeaf(leaf)) console.log(`  ${entry.role}: ${entry.text}`);
}
// #endregion story
