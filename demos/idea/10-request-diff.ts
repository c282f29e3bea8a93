/**
 * Chapter 10, the idea in one screen: what changes in the model's context
 * when the leaf moves.
 *
 * The page shows "what the model sees next": the path from the leaf to the
 * root. When the leaf moves to another branch, the beginning both paths share
 * stays; the rest of the old path leaves the context, and the rest of the new
 * one joins it. Showing only that difference is what makes a branch switch
 * visible. The page's real version also handles compaction and the provider
 * request (packages/teaching-agent/src/web/model/).
 *
 * Run it: npm run idea:10
 */

// KIT_LANG=zh-CN (or a Chinese locale) tells the story in Chinese.
const zh = /^zh/i.test(process.env.KIT_LANG || process.env.LC_ALL || process.env.LC_MESSAGES || process.env.LANG || "");
const say = zh
  ? {
      texts: [
        "user: 怎么读取 config.toml？",
        "assistant: 用 smol-toml 解析。",
        "user: 它能检查端口吗？",
        "assistant: typeof port === 'number'。",
        "user: 能不能改用 JSON？",
        "assistant: JSON.parse 不需要装包。",
      ],
      before: "   ← 之前的叶子",
      after: "   ← 之后的叶子",
      panel: "点击之后的请求面板：",
      unchanged: (n: number) => `${n} 条消息没变 ▸`,
      left: "（离开了上下文）",
      joined: "（加入了上下文）",
    }
  : {
      texts: [
        "user: How do I read config.toml?",
        "assistant: smol-toml parses it.",
        "user: Can it check the port?",
        "assistant: typeof port === 'number'.",
        "user: Could I use JSON instead?",
        "assistant: JSON.parse needs no package.",
      ],
      before: "   ← leaf before",
      after: "   ← leaf after",
      panel: "The request panel after the click:",
      unchanged: (n: number) => `${n} messages unchanged ▸`,
      left: "(left the context)",
      joined: "(joined the context)",
    };
const text = (i: number) => say.texts[i]!;

// #region idea
type Entry = { id: string; parentId: string | null; text: string };
const entries: Entry[] = [
  { id: "u1", parentId: null, text: text(0) },
  { id: "a1", parentId: "u1", text: text(1) },
  { id: "u2", parentId: "a1", text: text(2) },
  { id: "a2", parentId: "u2", text: text(3) },
  { id: "u3", parentId: "a1", text: text(4) },
  { id: "a3", parentId: "u3", text: text(5) },
];
const byId = new Map(entries.map((e) => [e.id, e]));

function context(leaf: string): Entry[] {
  const path: Entry[] = [];
  for (let at: string | null = leaf; at !== null; at = byId.get(at)!.parentId) path.push(byId.get(at)!);
  return path.reverse();
}

/** The leaf moves from `before` to `after`: what stays, what leaves, what joins. */
function whatChanged(before: Entry[], after: Entry[]) {
  const inBefore = new Set(before.map((e) => e.id));
  const inAfter = new Set(after.map((e) => e.id));
  return {
    unchanged: after.filter((e) => inBefore.has(e.id)).length, // the shared beginning: u1, a1
    left: before.filter((e) => !inAfter.has(e.id)),
    joined: after.filter((e) => !inBefore.has(e.id)),
  };
}

const change = whatChanged(context("a2"), context("a3")); // a click on a3 in the tree
// #endregion idea

// #region print
const children = (id: string | null) => entries.filter((e) => e.parentId === id);
function draw(entry: Entry, indent: string, last: boolean, top: boolean): void {
  const mark = entry.id === "a2" ? say.before : entry.id === "a3" ? say.after : "";
  console.log(`${top ? "" : `${indent}${last ? "└─ " : "├─ "}`}${entry.id} ${entry.text}${mark}`);
  const next = top ? "" : indent + (last ? "   " : "│  ");
  const kids = children(entry.id);
  for (const [i, child] of kids.entries()) draw(child, next, i === kids.length - 1, false);
}
for (const root of children(null)) draw(root, "", true, true);
console.log(`\n${say.panel}\n`);
console.log(`  ${say.unchanged(change.unchanged)}`);
for (const e of change.left) console.log(`  - ${e.id} ${e.text}   ${say.left}`);
for (const e of change.joined) console.log(`  + ${e.id} ${e.text}   ${say.joined}`);
// #endregion print
