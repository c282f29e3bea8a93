/**
 * Damaged and odd session files, made from a sound one: each mutation kind is
 * one way a file goes wrong in the world (a torn write, an editor's line
 * endings, a hand edit, another writer, a second header) or is merely odd.
 * For the differential test against pi's loader (pi-differential.test.ts).
 * Seeded: the same random numbers give the same bytes.
 */
import type { seededRandom } from "./generate.ts";

type Random = ReturnType<typeof seededRandom>;

/** A sound file as its lines (the header first), without newlines. */
export type Lines = string[];

type Entry = Record<string, unknown>;

const parse = (line: string) => JSON.parse(line) as Entry;
const BOM = "\ufeff";

/** Rewrites entry line `i` (1 and up: never the header). */
function editEntry(lines: Lines, i: number, edit: (entry: Entry) => Entry | string): Lines {
  const out = [...lines];
  const edited = edit(parse(out[i]!));
  out[i] = typeof edited === "string" ? edited : JSON.stringify(edited);
  return out;
}

/** A copy of `lines` with `line` put in before index `i`. */
function insertAt(lines: Lines, i: number, line: string): Lines {
  return [...lines.slice(0, i), line, ...lines.slice(i)];
}

function replaceAt(lines: Lines, i: number, line: string): Lines {
  return [...lines.slice(0, i), line, ...lines.slice(i + 1)];
}

/** Joins lines the usual way: LF after each. */
export const joined = (lines: Lines) => `${lines.join("\n")}\n`;

/**
 * Each kind: the file's text, given a sound file's lines (at least a header and
 * three entries) and the random numbers. Entry line numbers are picked among
 * the entries, never the header.
 */
export const MUTATIONS: Record<string, (lines: Lines, random: Random) => string> = {
  none: (lines) => joined(lines),
  crlf: (lines) => `${lines.join("\r\n")}\r\n`,
  "bom-at-start": (lines) => BOM + joined(lines),
  "leading-blank-lines": (lines) => `\n  \n${joined(lines)}`,
  "no-final-newline": (lines) => lines.join("\n"),
  "blank-line-in-the-middle": (lines, r) => joined(insertAt(lines, r.int(1, lines.length - 1), "   ")),
  "garbage-middle-line": (lines, r) => joined(insertAt(lines, r.int(1, lines.length - 1), "garbage{")),
  "torn-tail": (lines, r) => {
    const last = lines.at(-1)!;
    return joined(lines.slice(0, -1)) + last.slice(0, r.int(1, last.length - 2));
  },
  "cut-at-a-random-byte": (lines, r) => {
    const text = joined(lines);
    return text.slice(0, r.int(lines[0]!.length + 1, text.length - 1));
  },
  "second-header-without-parent": (lines) => joined([...lines, lines[0]!]),
  "second-header-parent-null": (lines) => joined([...lines, JSON.stringify({ ...parse(lines[0]!), parentId: null })]),
  "second-header-in-the-middle": (lines, r) =>
    joined(insertAt(lines, r.int(2, lines.length - 1), JSON.stringify({ ...parse(lines[0]!), parentId: null }))),
  "number-as-last-line": (lines) => joined([...lines, "42"]),
  "1e400-as-last-line": (lines) => joined([...lines, "1e400"]),
  "array-line": (lines, r) => joined(insertAt(lines, r.int(1, lines.length), "[1,2]")),
  "leaf-switch-to-unknown": (lines) =>
    joined([
      ...lines,
      JSON.stringify({
        type: "custom",
        customType: "leaf_switch",
        id: "5a5a5a5a",
        parentId: "0badf00d",
        timestamp: "2026-01-02T00:00:00.000Z",
        data: { targetId: "0badf00d" },
      }),
    ]),
  "leaf-switch-to-null": (lines) =>
    joined([
      ...lines,
      JSON.stringify({
        type: "custom",
        customType: "leaf_switch",
        id: "5b5b5b5b",
        parentId: null,
        timestamp: "2026-01-02T00:00:00.000Z",
        data: { targetId: null },
      }),
    ]),
  "missing-parent": (lines, r) =>
    joined(editEntry(lines, r.int(2, lines.length - 1), (e) => ({ ...e, parentId: "0badf00d" }))),
  "parentId-missing": (lines, r) =>
    joined(editEntry(lines, r.int(1, lines.length - 1), ({ parentId: _gone, ...rest }) => rest)),
  "parentId-empty": (lines, r) => joined(editEntry(lines, r.int(1, lines.length - 1), (e) => ({ ...e, parentId: "" }))),
  "parentId-a-number": (lines, r) =>
    joined(editEntry(lines, r.int(1, lines.length - 1), (e) => ({ ...e, parentId: 7 }))),
  "duplicate-id": (lines, r) => {
    const source = parse(lines[r.int(1, lines.length - 1)]!);
    return joined([...lines, JSON.stringify({ type: "custom", customType: "x", id: source.id, parentId: null })]);
  },
  "exact-duplicate-line": (lines, r) => joined([...lines, lines[r.int(1, lines.length - 1)]!]),
  "self-cycle": (lines, r) => joined(editEntry(lines, r.int(1, lines.length - 1), (e) => ({ ...e, parentId: e.id }))),
  "two-entry-cycle": (lines) => {
    const last = parse(lines.at(-1)!);
    const loop = [
      { type: "custom", customType: "x", id: "c1c1c1c1", parentId: "c2c2c2c2", timestamp: "t" },
      { type: "custom", customType: "x", id: "c2c2c2c2", parentId: "c1c1c1c1", timestamp: "t" },
    ];
    return joined([...lines, ...loop.map((e) => JSON.stringify(e)), JSON.stringify({ ...last, id: "d1d1d1d1" })]);
  },
  "parent-after-child": (lines) => {
    if (lines.length < 4) return joined(lines);
    const out = [...lines];
    [out[out.length - 1], out[out.length - 2]] = [out.at(-2)!, out.at(-1)!];
    return joined(out);
  },
  "raw-NUL-in-a-string": (lines, r) => {
    const i = r.int(1, lines.length - 1);
    return joined(replaceAt(lines, i, lines[i]!.replace('"timestamp":"', '"timestamp":"\u0000')));
  },
  "message-without-message": (lines) =>
    joined([
      ...lines,
      JSON.stringify({ type: "message", id: "e0e0e0e0", parentId: parse(lines.at(-1)!).id, timestamp: "t" }),
    ]),
  "1e400-timestamp": (lines) =>
    joined([
      ...lines,
      `{"type":"message","id":"e1e1e1e1","parentId":${JSON.stringify(parse(lines.at(-1)!).id)},"timestamp":"t",` +
        '"message":{"role":"user","content":"big","timestamp":1e400}}',
    ]),
  "null-token-count": (lines) => {
    const reply = {
      role: "assistant",
      content: [{ type: "text", text: "counted" }],
      api: "openai-completions",
      provider: "openai-compatible",
      model: "m",
      usage: { input: 10, output: null, cacheRead: 0, cacheWrite: 0, totalTokens: null },
      stopReason: "stop",
      timestamp: 1,
    };
    const parentId = parse(lines.at(-1)!).id;
    return joined([
      ...lines,
      JSON.stringify({ type: "message", id: "e2e2e2e2", parentId, timestamp: "t", message: reply }),
    ]);
  },
  "deeply-nested-data": (lines, r) => {
    const depth = r.int(1_100, 6_000);
    const parentId = JSON.stringify(parse(lines.at(-1)!).id);
    const data = `${"[".repeat(depth)}${"]".repeat(depth)}`;
    return joined([
      ...lines,
      `{"type":"custom","customType":"deep","id":"e3e3e3e3","parentId":${parentId},"data":${data}}`,
    ]);
  },
  "unknown-entry-type": (lines) =>
    joined([
      ...lines,
      JSON.stringify({ type: "future_kind", id: "e4e4e4e4", parentId: parse(lines.at(-1)!).id, timestamp: "t", x: 1 }),
    ]),
  "odd-ids": (lines, r) => {
    const id = r.pick(["__proto__", "constructor", "ü✓日本", "toString"]);
    const last = parse(lines.at(-1)!);
    const child = { type: "custom", customType: "x", id: "e5e5e5e5", parentId: id, timestamp: "t" };
    return joined([...lines, JSON.stringify({ ...last, id, parentId: last.id }), JSON.stringify(child)]);
  },
  "duplicate-keys": (lines) => {
    const last = parse(lines.at(-1)!);
    return joined([
      ...lines,
      `{"type":"custom","customType":"x","id":"e6e6e6e6","id":"e7e7e7e7","parentId":"${last.id}"}`,
    ]);
  },
  "bom-after-a-blank-line": (lines) => `\n${BOM}${joined(lines)}`,
  "lone-CR-separators": (lines) => `${lines.join("\r")}\r`,
  "lone-CR-after-the-header": (lines) => `${lines[0]}\n${lines.slice(1).join("\r")}\n`,
  "garbage-before-the-header": (lines) => `not a header\n${joined(lines)}`,
  "header-not-an-object": (lines) => joined(["[1]", ...lines]),
  "version-2-header": (lines) => joined([JSON.stringify({ ...parse(lines[0]!), version: 2 }), ...lines.slice(1)]),
  "unknown-version": (lines) => joined([JSON.stringify({ ...parse(lines[0]!), version: 99 }), ...lines.slice(1)]),
  "compaction-keeping-from-elsewhere": (lines) => {
    const last = parse(lines.at(-1)!);
    const compaction = {
      type: "compaction",
      id: "e8e8e8e8",
      parentId: last.id,
      timestamp: "t",
      summary: "s",
      firstKeptEntryId: "0badf00d",
      tokensBefore: 1,
    };
    return joined([...lines, JSON.stringify(compaction)]);
  },
};

export const MUTATION_KINDS = Object.keys(MUTATIONS);
