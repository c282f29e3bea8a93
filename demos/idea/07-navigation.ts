/**
 * Chapter 07, the idea in one screen: going back in the tree to ask again.
 *
 * The whole of navigation is three moves on an append-only tree: the leaf goes
 * to the PARENT of the question being rewritten (so the new question is its
 * sibling), a branch summary of what was left is appended there (so the agent
 * still knows what it tried), and the rewritten question goes on after it.
 * Nothing is deleted. The kit's real version is packages/compaction/src/navigate.ts.
 *
 * Run it: npm run idea:07
 */

// #region idea
type Entry = { id: string; parentId: string | null; text: string };
const entries = new Map<string, Entry>();
let leaf: string | null = null;

function append(id: string, text: string): void {
  entries.set(id, { id, parentId: leaf, text });
  leaf = id;
}
function pathTo(id: string | null): Entry[] {
  const path: Entry[] = []; // leaf first, reversed once at the end (no unshift)
  for (let at = id; at !== null; at = entries.get(at)!.parentId) path.push(entries.get(at)!);
  return path.reverse();
}

append("u1", "List the files.");
append("a1", "4 entries: README.md, agent-loop.md, notes/, sessions.md");
append("u2", "Read agent-loop.md.");
append("a2", "It begins: An agent is a loop around a model.");
append("u3", "Take a note in notes/loop.md.");
append("a3", "Wrote notes/loop.md.");

// The user selects u2 to ask it again, differently.
const selected = entries.get("u2")!;
const oldPath = pathTo(leaf);
leaf = selected.parentId; // its parent, not u2 itself: the new question becomes u2's sibling
const editorText = selected.text; // back in the editor, to be rewritten
const stays = new Set(pathTo(leaf).map((e) => e.id));
const left = oldPath.filter((e) => !stays.has(e.id)); // u2 … a3: what left the path
append("bs", `[branch summary] tried: ${left.map((e) => e.id).join(" ")}; wrote notes/loop.md`);
append("u4", editorText.replace("agent-loop.md", "sessions.md"));
append("a4", "It begins: A session is a file of entries.");
// #endregion idea

// #region print
function draw(id: string | null, indent: string, last: boolean, top: boolean): void {
  const children = [...entries.values()].filter((e) => e.parentId === id);
  if (id !== null) {
    const e = entries.get(id)!;
    const mark = id === leaf ? "   ← leaf" : "";
    console.log(`${top ? "" : `${indent}${last ? "└─ " : "├─ "}`}${e.id} ${e.text}${mark}`);
    indent = top ? "" : indent + (last ? "   " : "│  ");
  }
  for (const [i, child] of children.entries()) draw(child.id, indent, i === children.length - 1, id === null);
}
console.log("The tree after going back to u2 (nothing deleted):\n");
draw(null, "", true, true);
console.log(`\nThe editor got: "${editorText}"`);
console.log(`Left the path: ${left.map((e) => e.id).join(" ")}`);
console.log(
  `The context at the leaf: ${pathTo(leaf)
    .map((e) => e.id)
    .join(" → ")}`,
);
// #endregion print
