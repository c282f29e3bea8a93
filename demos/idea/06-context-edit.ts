/**
 * Chapter 06's second idea in one screen: edit what the model sees, keep what happened.
 *
 * A context edit (pi 1.6.0) is one more entry appended to the path. It names an
 * earlier entry (`targetId`) and says what that entry contributes to the context
 * from now on: `{ content }` replaces its text, `null` leaves it out. The entry it
 * edits stays in the file as it was, and a branch that does not hold the edit
 * still sends the original. The kit's real version also lets a later compaction
 * undo an edit: packages/session-core/src/context-edits.ts.
 *
 * Run it: npm run idea:06-edit
 */

import { pad } from "../lib/columns.ts";

// KIT_LANG=zh-CN (or a Chinese locale) tells the story in Chinese.
const zh = /^zh/i.test(process.env.KIT_LANG || process.env.LC_ALL || process.env.LC_MESSAGES || process.env.LANG || "");
const say = zh
  ? ["读一下 deploy.md。", "上传密钥：tok-7f3a9c", "读完了。", "[已隐去]", "接着做。", "列出文件。"]
  : ["Read deploy.md.", "Upload token: tok-7f3a9c", "Done reading.", "[redacted]", "Go on.", "List the files."];
const [ask, secret, answer, redacted, next, other] = say as [string, string, string, string, string, string];

// #region idea
type Message = { id: string; parentId: string | null; type: "message"; role: string; text: string };
type Edit = { id: string; parentId: string | null; type: "context_edit"; targetId: string; replacement: Replacement };
type Replacement = { content: string } | null; // null: leave the target out
type Entry = Message | Edit;

function message(id: string, parentId: string | null, role: string, text: string): Message {
  return { id, parentId, type: "message", role, text };
}
const file: Entry[] = [
  message("u1", null, "user", ask),
  message("a1", "u1", "assistant", "→ read_file(deploy.md)"),
  message("r1", "a1", "toolResult", secret),
  message("a2", "r1", "assistant", answer),
  { id: "e1", parentId: "a2", type: "context_edit", targetId: "r1", replacement: { content: redacted } },
  message("u2", "e1", "user", next), // leaf A: after the edit
  message("u3", "a2", "user", other), // leaf B: a branch from before the edit
];

/** What the model is sent at the end of a path: every message as the last edit on the path leaves it. */
function context(path: readonly Entry[]): string[] {
  const lastEdit = new Map<string, Replacement>();
  for (const entry of path) if (entry.type === "context_edit") lastEdit.set(entry.targetId, entry.replacement);
  return path.flatMap((entry) => {
    if (entry.type !== "message") return []; // an edit is not a message itself
    const edit = lastEdit.get(entry.id);
    if (edit === null) return []; // left out
    return [`${entry.id} ${entry.role}: ${edit ? edit.content : entry.text}`];
  });
}
// #endregion idea

// #region print
const byId = new Map(file.map((entry) => [entry.id, entry]));
const pathTo = (id: string | null): Entry[] => (id ? [...pathTo(byId.get(id)!.parentId), byId.get(id)!] : []);
console.log(zh ? "文件（一个条目都没改）：" : "The file (no entry was changed):");
for (const e of file) {
  const shown =
    e.type === "message" ? `${e.role}: ${e.text}` : `context_edit ${e.targetId} → ${JSON.stringify(e.replacement)}`;
  console.log(`  ${e.id}  ${shown}`);
}
// The two leaves' contexts side by side: only r1's line differs.
const [atA, atB] = [context(pathTo("u2")), context(pathTo("u3"))];
const [headA, headB] = zh
  ? ["叶子 A（u2）处的上下文：", "叶子 B（u3）处："]
  : ["The context at leaf A (u2):", "at leaf B (u3):"];
console.log(`\n  ${pad(headA, 38)} ${headB}`);
for (let i = 0; i < Math.max(atA.length, atB.length); i++) console.log(`  ${pad(atA[i] ?? "", 38)} ${atB[i] ?? ""}`);
// #endregion print
