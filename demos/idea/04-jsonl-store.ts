/**
 * The idea of chapter 04 in one screen: the session tree of chapter 03, kept
 * in a JSONL file. Every entry is one line, appended and never rewritten;
 * opening the file reads the lines back in order and the last line is the
 * leaf. No lock, no torn-line recovery, no record of a switch: chapter 04's
 * second part shows what the kit adds, and why.
 *
 * Run it: npm run idea:04
 */
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

interface Entry {
  id: string;
  parentId: string | null;
  role: "user" | "assistant";
  text: string;
}

// #region store
/** Creates the file with its header line: the file exists from the first moment. */
function create(path: string): void {
  writeFileSync(path, `${JSON.stringify({ type: "session", version: 3, id: "idea-04" })}\n`);
}

/** Appends one entry as one line. Nothing already written is touched. */
function append(path: string, entry: Entry): void {
  appendFileSync(path, `${JSON.stringify(entry)}\n`);
}

/** Reads the file back: every line after the header is an entry, the last one is the leaf. */
function open(path: string): { byId: Map<string, Entry>; leafId: string | null } {
  const lines = readFileSync(path, "utf8").split("\n").slice(1); // line 1 is the header
  const byId = new Map<string, Entry>();
  let leafId: string | null = null;
  for (const line of lines) {
    if (line === "") continue; // the end of the file: after the last newline
    const entry = JSON.parse(line) as Entry; // a torn last line would throw here
    byId.set(entry.id, entry);
    leafId = entry.id;
  }
  return { byId, leafId };
}
// #endregion store

// KIT_LANG=zh-CN (or a Chinese locale) tells the story in the article's own words.
const zh = /^zh/i.test(process.env.KIT_LANG || process.env.LC_ALL || process.env.LC_MESSAGES || process.env.LANG || "");

// #region story
const [question, answer, planA, resultA, planB, resultB] = zh
  ? ["我想实现一个 Agent。", "可以从 Agent Loop 开始。", "选择方案 A", "A 的结果", "选择方案 B", "B 的结果"]
  : ["I want to build an agent.", "Start with the agent loop.", "Plan A.", "A's result.", "Plan B.", "B's result."];

const folder = mkdtempSync(join(tmpdir(), "kit-idea-04-"));
const path = join(folder, "session.jsonl");
create(path);
append(path, { id: "u1", parentId: null, role: "user", text: question });
append(path, { id: "a1", parentId: "u1", role: "assistant", text: answer });
append(path, { id: "u2", parentId: "a1", role: "user", text: planA });
append(path, { id: "a2", parentId: "u2", role: "assistant", text: resultA });
append(path, { id: "u3", parentId: "a1", role: "user", text: planB }); // a second branch at a1
append(path, { id: "a3", parentId: "u3", role: "assistant", text: resultB });

console.log(readFileSync(path, "utf8"));
const reopened = open(path); // as a new process would, after a restart
console.log(
  zh
    ? `重新打开：${reopened.byId.size} 个条目，叶子是 ${reopened.leafId}（最后一行）`
    : `reopened: ${reopened.byId.size} entries, the leaf is ${reopened.leafId} (the last line)`,
);
rmSync(folder, { recursive: true });
// #endregion story
