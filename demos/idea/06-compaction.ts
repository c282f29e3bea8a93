/**
 * Chapter 06, the idea in one screen: compaction appends, it never deletes.
 *
 * When the context is too big, the older part is summarised and the summary
 * is APPENDED as a `compaction` entry that names the first entry kept word for
 * word. From then on the context is: the summary, then the entries from the
 * first kept one on. The file still holds every message. The one rule about
 * where to cut: never at a tool result, whose call would be summarised away.
 * The kit's real version is packages/compaction (tokens, a model-written summary,
 * split turns, repeated compaction).
 *
 * Run it: npm run idea:06
 */

import { pad } from "../lib/columns.ts";

// KIT_LANG=zh-CN (or a Chinese locale) tells the story in Chinese.
const zh = /^zh/i.test(process.env.KIT_LANG || process.env.LC_ALL || process.env.LC_MESSAGES || process.env.LANG || "");
const say = zh
  ? {
      texts: [
        "列出文件。",
        "→ list_files(.)",
        "README.md agent-loop.md notes/",
        "我看到 3 项。",
        "读一下 agent-loop.md。",
        "→ read_file(agent-loop.md)",
        "# Agent Loop …",
        "开头是：Agent 是一个循环。",
      ],
      summary: "用户要了文件列表（3 项），然后要读 agent-loop.md。",
      note: "记个笔记。",
      file: "文件，根在前（什么都没删）：",
      parts: { appended: "追加", summarised: "已压缩", kept: "保留", after: "之后" },
      context: "从现在起发给模型的上下文：",
      summaryTag: "[摘要]",
      totals: (entries: number, messages: number) => `文件里 ${entries} 个条目，上下文里 ${messages} 条消息。`,
    }
  : {
      texts: [
        "List the files.",
        "→ list_files(.)",
        "README.md agent-loop.md notes/",
        "I see 3 entries.",
        "Read agent-loop.md.",
        "→ read_file(agent-loop.md)",
        "# The agent loop …",
        "It begins: An agent is a loop.",
      ],
      summary: "The user asked for the files (3 entries), then to read agent-loop.md.",
      note: "Take a note.",
      file: "The file, root first (nothing was removed):",
      parts: { appended: "appended", summarised: "summarised", kept: "kept", after: "after" },
      context: "The context the model is sent from now on:",
      summaryTag: "[summary]",
      totals: (entries: number, messages: number) =>
        `${entries} entries in the file, ${messages} messages in the context.`,
    };
const text = (i: number) => say.texts[i]!;

// #region idea
type Role = "user" | "assistant" | "toolResult" | "compaction";
type Entry = { id: string; role: Role; text: string; firstKeptEntryId?: string };

const file: Entry[] = [
  { id: "u1", role: "user", text: text(0) },
  { id: "a1", role: "assistant", text: text(1) },
  { id: "r1", role: "toolResult", text: text(2) },
  { id: "a2", role: "assistant", text: text(3) },
  { id: "u2", role: "user", text: text(4) },
  { id: "a3", role: "assistant", text: text(5) },
  { id: "r2", role: "toolResult", text: text(6) },
  { id: "a4", role: "assistant", text: text(7) },
];

/** Appends a compaction that keeps about the newest `keep` entries. */
function compact(summary: string, keep: number): void {
  let cut = file.length - keep;
  while (file[cut]!.role === "toolResult") cut--; // keep a result with the call that asked for it
  file.push({ id: "c1", role: "compaction", text: summary, firstKeptEntryId: file[cut]!.id });
}

/** What the model is sent: the summary, then the kept entries, then anything after the compaction. */
function context(path: readonly Entry[]): string[] {
  const at = path.findLastIndex((e) => e.role === "compaction");
  if (at < 0) return path.map((e) => `${e.id} ${e.text}`);
  const firstKept = path.findIndex((e) => e.id === path[at]!.firstKeptEntryId);
  const kept = [...path.slice(firstKept, at), ...path.slice(at + 1)];
  return [`${say.summaryTag} ${path[at]!.text}`, ...kept.map((e) => `${e.id} ${e.text}`)];
}

// Keeping the newest 2 entries would start at r2, a tool result: the cut moves back to a3.
compact(say.summary, 2);
file.push({ id: "u3", role: "user", text: say.note });
// #endregion idea

// #region print
const compaction = file.find((e) => e.role === "compaction")!;
const firstKept = file.findIndex((e) => e.id === compaction.firstKeptEntryId);
console.log(`${say.file}\n`);
for (const [i, e] of file.entries()) {
  const part =
    e === compaction ? "appended" : i < firstKept ? "summarised" : i < file.indexOf(compaction) ? "kept" : "after";
  const note = e === compaction ? `firstKeptEntryId: ${e.firstKeptEntryId}` : e.text;
  console.log(`  ${e.id.padEnd(3)} ${e.role.padEnd(11)} ${pad(note, 40)} ${say.parts[part]}`);
}
console.log(`\n${say.context}\n`);
for (const line of context(file)) console.log(`  ${line}`);
console.log(`\n${say.totals(file.length, context(file).length)}`);
// #endregion print
