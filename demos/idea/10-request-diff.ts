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

// #region idea
type Entry = { id: string; parentId: string | null; text: string };
const entries: Entry[] = [
  { id: "u1", parentId: null, text: "user: How do I read config.toml?" },
  { id: "a1", parentId: "u1", text: "assistant: smol-toml parses it." },
  { id: "u2", parentId: "a1", text: "user: Can it check the port?" },
  { id: "a2", parentId: "u2", text: "assistant: typeof port === 'number'." },
  { id: "u3", parentId: "a1", text: "user: Could I use JSON instead?" },
  { id: "a3", parentId: "u3", text: "assistant: JSON.parse needs no package." },
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
  const mark = entry.id === "a2" ? "   ← leaf before" : entry.id === "a3" ? "   ← leaf after" : "";
  console.log(`${top ? "" : `${indent}${last ? "└─ " : "├─ "}`}${entry.id} ${entry.text}${mark}`);
  const next = top ? "" : indent + (last ? "   " : "│  ");
  const kids = children(entry.id);
  for (const [i, child] of kids.entries()) draw(child, next, i === kids.length - 1, false);
}
for (const root of children(null)) draw(root, "", true, true);
console.log("\nThe request panel after the click:\n");
console.log(`  ${change.unchanged} messages unchanged ▸`);
for (const e of change.left) console.log(`  - ${e.id} ${e.text}   (left the context)`);
for (const e of change.joined) console.log(`  + ${e.id} ${e.text}   (joined the context)`);
// #endregion print
