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

// #region idea
type Role = "user" | "assistant" | "toolResult" | "compaction";
type Entry = { id: string; role: Role; text: string; firstKeptEntryId?: string };

const file: Entry[] = [
  { id: "u1", role: "user", text: "List the files." },
  { id: "a1", role: "assistant", text: "→ list_files(.)" },
  { id: "r1", role: "toolResult", text: "README.md agent-loop.md notes/" },
  { id: "a2", role: "assistant", text: "I see 3 entries." },
  { id: "u2", role: "user", text: "Read agent-loop.md." },
  { id: "a3", role: "assistant", text: "→ read_file(agent-loop.md)" },
  { id: "r2", role: "toolResult", text: "# The agent loop …" },
  { id: "a4", role: "assistant", text: "It begins: An agent is a loop." },
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
  return [`[summary] ${path[at]!.text}`, ...kept.map((e) => `${e.id} ${e.text}`)];
}

// Keeping the newest 2 entries would start at r2, a tool result: the cut moves back to a3.
compact("The user asked for the files (3 entries), then to read agent-loop.md.", 2);
file.push({ id: "u3", role: "user", text: "Take a note." });
// #endregion idea

// #region print
const compaction = file.find((e) => e.role === "compaction")!;
const firstKept = file.findIndex((e) => e.id === compaction.firstKeptEntryId);
console.log("The file, root first (nothing was removed):\n");
for (const [i, e] of file.entries()) {
  const part =
    e === compaction ? "appended" : i < firstKept ? "summarised" : i < file.indexOf(compaction) ? "kept" : "after";
  const note = e === compaction ? `firstKeptEntryId: ${e.firstKeptEntryId}` : e.text;
  console.log(`  ${e.id.padEnd(3)} ${e.role.padEnd(11)} ${note.padEnd(40)} ${part}`);
}
console.log("\nThe context the model is sent from now on:\n");
for (const line of context(file)) console.log(`  ${line}`);
console.log(`\n${file.length} entries in the file, ${context(file).length} messages in the context.`);
// #endregion print
