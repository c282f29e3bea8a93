/**
 * The idea of chapter 05 in one screen: state is entries too, and the path
 * decides. A model change is an entry on the tree like a message; the context
 * at a leaf takes the latest model on its path, so each branch keeps its own.
 * A label is an entry for people: it changes nothing the model is sent.
 * The kit's real context builder is packages/session-core/src/context.ts.
 *
 * Run it: npm run idea:05
 */

// #region entries
type Entry = { id: string; parentId: string | null } & (
  | { type: "message"; role: "user" | "assistant"; text: string }
  | { type: "model_change"; model: string } // a setting: applies to what comes after it
  | { type: "label"; targetId: string; label: string } // a bookmark, for people only
);
// #endregion entries

// #region context
/** What the model is sent at the end of a path: the latest model on it, and the messages. */
function buildContext(path: readonly Entry[]): { model: string | null; messages: string[] } {
  let model: string | null = null;
  const messages: string[] = [];
  for (const entry of path) {
    if (entry.type === "model_change") model = entry.model; // the latest on the path wins
    if (entry.type === "message") messages.push(`${entry.role}: ${entry.text}`);
    // a label contributes nothing: the model never sees it
  }
  return { model, messages };
}
// #endregion context

// KIT_LANG=zh-CN (or a Chinese locale) tells the story in Chinese.
const zh = /^zh/i.test(process.env.KIT_LANG || process.env.LC_ALL || process.env.LC_MESSAGES || process.env.LANG || "");

// #region story
const words = zh
  ? ["怎么读取 config.toml？", "用 smol-toml 解析。", "toml 回答", "端口该怎么校验？", "要求 1 <= port <= 65535。"]
  : [
      "How do I read config.toml?",
      "smol-toml parses it.",
      "toml-answer",
      "How should I validate the port?",
      "Require 1 <= port <= 65535.",
    ];
const [question, answer, label, question2, answer2] = words as [string, string, string, string, string];
const entries: Entry[] = [
  { id: "m1", parentId: null, type: "model_change", model: "gpt-4o-mini" },
  { id: "u1", parentId: "m1", type: "message", role: "user", text: question },
  { id: "a1", parentId: "u1", type: "message", role: "assistant", text: answer },
  { id: "l1", parentId: "a1", type: "label", targetId: "a1", label },
  { id: "m2", parentId: "l1", type: "model_change", model: "o4-mini" }, // a harder question ahead
  { id: "u2", parentId: "m2", type: "message", role: "user", text: question2 },
  { id: "a2", parentId: "u2", type: "message", role: "assistant", text: answer2 },
];

const byId = new Map(entries.map((entry) => [entry.id, entry]));
/** The path from the root to `id`: the simplest walk, fine for five entries (exercise 03 makes it linear and deep). */
function pathTo(id: string): Entry[] {
  const entry = byId.get(id);
  if (!entry) return [];
  return [...(entry.parentId ? pathTo(entry.parentId) : []), entry];
}

for (const leaf of ["a2", "a1"]) {
  const { model, messages } = buildContext(pathTo(leaf));
  console.log(
    zh
      ? `${leaf} 处的上下文：模型 ${model}，${messages.length} 条消息`
      : `context at ${leaf}: model ${model}, ${messages.length} messages`,
  );
  for (const message of messages) console.log(`  ${message}`);
}
const labels = entries.flatMap((entry) =>
  entry.type === "label"
    ? [zh ? `${entry.targetId} 上的“${entry.label}”` : `"${entry.label}" on ${entry.targetId}`]
    : [],
);
console.log(
  `${zh ? "标签（从整个文件读，给人看的）：" : "labels (from the whole file, for people): "}${labels.join(", ")}`,
);
// #endregion story
