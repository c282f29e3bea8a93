/**
 * The idea of chapter 03 in one screen: a session store that is a tree.
 *
 * This is the design of the article's teaching store (sessionStore.ts, with
 * pathToLeaf and switchLeaf), kept in memory and cut to the bone, walk
 * included: it puts each entry at the front with `unshift`, as the article
 * (and pi) do. That is fine for a short session and quadratic for a long one;
 * exercise 03 is where you write a walk that stays linear.
 * The kit's real tree is packages/session-core/src/tree.ts.
 *
 * Run it: npm run idea:03
 * See the cost: npm run idea:03 -- --measure (times this walk on a chain 200,000 entries deep)
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

  /** The entries from the root down to the leaf: walk up, putting each one in front. */
  pathToLeaf(leafId: string | null = this.leafId): Entry[] {
    const path: Entry[] = [];
    let current = leafId === null ? undefined : this.byId.get(leafId);
    while (current) {
      path.unshift(current); // moves every entry already in `path`: see --measure
      current = current.parentId === null ? undefined : this.byId.get(current.parentId);
    }
    return path;
  }

  /** Moves the leaf. Nothing is deleted: every branch stays in the map. */
  switchLeaf(id: string): void {
    if (!this.byId.has(id)) throw new Error(`no entry "${id}"`);
    this.leafId = id;
  }
}
// #endregion store

// KIT_LANG=zh-CN (or a Chinese locale) tells the story in the article's own words.
const zh = /^zh/i.test(process.env.KIT_LANG || process.env.LC_ALL || process.env.LC_MESSAGES || process.env.LANG || "");

if (process.argv.includes("--measure")) {
  measure(200_000);
  process.exit(0);
}

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

/** Times the walk above on one long chain: the cost the article's loop pays, and exercise 03 removes. */
function measure(depth: number): void {
  const store = new SessionStore();
  for (let i = 0; i < depth; i++) store.append(`e${i}`, "user", "");
  const started = performance.now();
  store.pathToLeaf();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const moves = ((depth * (depth - 1)) / 2).toLocaleString("en");
  console.log(
    zh
      ? `深度 ${depth.toLocaleString("en")} 的链：unshift 一共挪动 ${moves} 个元素，用时 ${seconds} 秒`
      : `a chain ${depth.toLocaleString("en")} deep: unshift moved ${moves} elements in ${seconds} s`,
  );
}
