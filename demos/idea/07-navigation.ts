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

// KIT_LANG=zh-CN (or a Chinese locale) tells the story in Chinese.
const zh = /^zh/i.test(process.env.KIT_LANG || process.env.LC_ALL || process.env.LC_MESSAGES || process.env.LANG || "");
const say = zh
  ? {
      texts: [
        "列出文件。",
        "4 项：README.md, agent-loop.md, notes/, sessions.md",
        "读一下 agent-loop.md。",
        "开头是：Agent 是一个围绕模型的循环。",
        "在 notes/loop.md 里记个笔记。",
        "已写入 notes/loop.md。",
        "开头是：会话是一个由条目组成的文件。",
      ],
      summary: (ids: string) => `[分支摘要] 试过：${ids}；写了 notes/loop.md`,
      leaf: "   ← 叶子",
      tree: "回到 u2 之后的树（什么都没删）：",
      editor: (text: string) => `编辑框里得到：“${text}”`,
      left: "离开路径的条目：",
      context: "叶子处的上下文：",
    }
  : {
      texts: [
        "List the files.",
        "4 entries: README.md, agent-loop.md, notes/, sessions.md",
        "Read agent-loop.md.",
        "It begins: An agent is a loop around a model.",
        "Take a note in notes/loop.md.",
        "Wrote notes/loop.md.",
        "It begins: A session is a file of entries.",
      ],
      summary: (ids: string) => `[branch summary] tried: ${ids}; wrote notes/loop.md`,
      leaf: "   ← leaf",
      tree: "The tree after going back to u2 (nothing deleted):",
      editor: (text: string) => `The editor got: "${text}"`,
      left: "Left the path: ",
      context: "The context at the leaf: ",
    };
const text = (i: number) => say.texts[i]!;

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

append("u1", text(0));
append("a1", text(1));
append("u2", text(2));
append("a2", text(3));
append("u3", text(4));
append("a3", text(5));

// The user selects u2 to ask it again, differently.
const selected = entries.get("u2")!;
const oldPath = pathTo(leaf);
leaf = selected.parentId; // its parent, not u2 itself: the new question becomes u2's sibling
const editorText = selected.text; // back in the editor, to be rewritten
const stays = new Set(pathTo(leaf).map((e) => e.id));
const left = oldPath.filter((e) => !stays.has(e.id)); // u2 … a3: what left the path
append("bs", say.summary(left.map((e) => e.id).join(" ")));
append("u4", editorText.replace("agent-loop.md", "sessions.md"));
append("a4", text(6));
// #endregion idea

// #region print
function draw(id: string | null, indent: string, last: boolean, top: boolean): void {
  const children = [...entries.values()].filter((e) => e.parentId === id);
  if (id !== null) {
    const e = entries.get(id)!;
    const mark = id === leaf ? say.leaf : "";
    console.log(`${top ? "" : `${indent}${last ? "└─ " : "├─ "}`}${e.id} ${e.text}${mark}`);
    indent = top ? "" : indent + (last ? "   " : "│  ");
  }
  for (const [i, child] of children.entries()) draw(child.id, indent, i === children.length - 1, id === null);
}
console.log(`${say.tree}\n`);
draw(null, "", true, true);
console.log(`\n${say.editor(editorText)}`);
console.log(`${say.left}${left.map((e) => e.id).join(" ")}`);
console.log(
  `${say.context}${pathTo(leaf)
    .map((e) => e.id)
    .join(" → ")}`,
);
// #endregion print
