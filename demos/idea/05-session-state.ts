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

// #region story
const entries: Entry[] = [
  { id: "m1", parentId: null, type: "model_change", model: "gpt-4o-mini" },
  { id: "u1", parentId: "m1", type: "message", role: "user", text: "How do I read config.toml?" },
  { id: "a1", parentId: "u1", type: "message", role: "assistant", text: "smol-toml parses it." },
  { id: "l1", parentId: "a1", type: "label", targetId: "a1", label: "toml-answer" },
  { id: "m2", parentId: "l1", type: "model_change", model: "o4-mini" }, // a harder question ahead
  { id: "u2", parentId: "m2", type: "message", role: "user", text: "How should I validate the port?" },
  { id: "a2", parentId: "u2", type: "message", role: "assistant", text: "Require 1 <= port <= 65535." },
];

const byId = new Map(entries.map((entry) => [entry.id, entry]));
function pathTo(id: string): Entry[] {
  const path: Entry[] = [];
  for (let entry = byId.get(id); entry; entry = entry.parentId ? byId.get(entry.parentId) : undefined) path.push(entry);
  return path.reverse();
}

for (const leaf of ["a2", "a1"]) {
  const { model, messages } = buildContext(pathTo(leaf));
  console.log(`context at ${leaf}: model ${model}, ${messages.length} messages`);
  for (const message of messages) console.log(`  ${message}`);
}
const labels = entries.flatMap((entry) => (entry.type === "label" ? [`"${entry.label}" on ${entry.targetId}`] : []));
console.log(`labels (from the whole file, for people): ${labels.join(", ")}`);
// #endregion story
