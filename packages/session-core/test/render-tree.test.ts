import { describe, expect, it } from "vitest";
import { describeEntry, LEAF_SWITCH_TYPE, renderTree, type SessionEntry, SessionTree } from "../src/index.ts";
import { assistant, user } from "./support/files.ts";

const T = "2026-01-01T09:00:00.000Z";

function sample(): SessionTree {
  const entries: SessionEntry[] = [
    { type: "message", id: "u1", parentId: null, timestamp: T, message: user("fix the failing test") },
    {
      type: "message",
      id: "a1",
      parentId: "u1",
      timestamp: T,
      message: {
        ...assistant(""),
        content: [
          { type: "text", text: "Let me look." },
          { type: "toolCall", id: "c1", name: "read", arguments: {} },
        ],
      },
    },
    {
      type: "message",
      id: "r1",
      parentId: "a1",
      timestamp: T,
      message: {
        role: "toolResult",
        toolCallId: "c1",
        toolName: "read",
        content: [{ type: "text", text: "export function add(a, b) {\n  return a - b;\n}" }],
        isError: false,
        timestamp: 1,
      },
    },
    { type: "message", id: "a2", parentId: "r1", timestamp: T, message: assistant("Found it: a minus sign.") },
    { type: "label", id: "l1", parentId: "a2", timestamp: T, targetId: "a2", label: "first try" },
    { type: "custom", customType: LEAF_SWITCH_TYPE, data: { targetId: "r1" }, id: "s1", parentId: "r1", timestamp: T },
    {
      type: "branch_summary",
      id: "b1",
      parentId: "r1",
      timestamp: T,
      fromId: "l1",
      summary: "Tried editing the test instead.",
    },
    { type: "message", id: "u2", parentId: "b1", timestamp: T, message: user("try the other way") },
  ];
  return SessionTree.fromEntries(entries);
}

const chain = (n: number): SessionEntry[] =>
  Array.from(
    { length: n },
    (_, i) =>
      ({
        type: "message",
        id: `e${i}`,
        parentId: i === 0 ? null : `e${i - 1}`,
        timestamp: T,
        message: user(`message ${i}`),
      }) as SessionEntry,
  );

describe("renderTree", () => {
  it("hangs each child by ├─ or └─, carries │ down, shows labels, switch records and the leaf", () => {
    expect(renderTree(sample())).toEqual([
      'u1 user "fix the failing test"',
      '└─ a1 assistant "Let me look." → read',
      '   └─ r1 toolResult read "export function add(a, b) { return a - b; }"',
      '      ├─ a2 assistant "Found it: a minus sign." [first try]',
      '      │  └─ l1 label on a2 "first try"',
      "      ├─ s1 ↳ leaf moved here",
      '      └─ b1 branch_summary "Tried editing the test instead." (from l1)',
      '         └─ u2 user "try the other way" ← leaf',
    ]);
  });

  it("stops indenting at maxDepth and starts again at the margin, saying where it continues", () => {
    expect(renderTree(SessionTree.fromEntries(chain(6)), { maxDepth: 2 })).toEqual([
      'e0 user "message 0"',
      '└─ e1 user "message 1"',
      '   └─ e2 user "message 2"',
      "… continues at depth 3, below e2:",
      '└─ e3 user "message 3"',
      '   └─ e4 user "message 4"',
      "… continues at depth 5, below e4:",
      '└─ e5 user "message 5" ← leaf',
    ]);
  });

  it("draws 100,000 entries in a row without overflowing the stack, every line of bounded width", () => {
    const lines = renderTree(SessionTree.fromEntries(chain(100_000)));
    expect(lines.filter((line) => / user "message \d+"/.test(line))).toHaveLength(100_000);
    expect(lines.at(-1)).toMatch(/└─ e99999 user "message 99999" ← leaf$/);
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThan(16 * 3 + 40);
  });

  it("draws 12,000 nested retries (question, answer, switch back) in output linear in the entries", () => {
    // Each retry hangs a new question and its answer below the previous question, beside a
    // switch record: one more branch point per retry, 36,000 entries nested 12,000 deep.
    const entries: SessionEntry[] = [];
    let question: string | null = null;
    for (let i = 0; i < 12_000; i++) {
      const q = `q${i}`;
      entries.push({ type: "message", id: q, parentId: question, timestamp: T, message: user(`question ${i}`) });
      entries.push({ type: "message", id: `a${i}`, parentId: q, timestamp: T, message: assistant(`answer ${i}`) });
      entries.push({
        type: "custom",
        customType: LEAF_SWITCH_TYPE,
        data: { targetId: q },
        id: `s${i}`,
        parentId: q,
        timestamp: T,
      });
      question = q;
    }
    // Linear is shown by the size of the output; the test's timeout only bounds a hang, it measures no speed.
    const lines = renderTree(SessionTree.fromEntries(entries));
    const characters = lines.reduce((sum, line) => sum + line.length, 0);
    expect(lines.filter((line) => !line.startsWith("…"))).toHaveLength(36_000);
    expect(characters).toBeLessThan(36_000 * 120);
  });

  it("draws several roots each at the margin, and says when the leaf is before the first entry", () => {
    const tree = SessionTree.fromEntries([
      ...chain(2),
      { type: "model_change", id: "m", parentId: null, timestamp: T, provider: "p", modelId: "x" },
    ]);
    tree.switchLeaf(null);
    expect(renderTree(tree)).toEqual([
      "(leaf: before the first entry; the next entry starts a new root)",
      'e0 user "message 0"',
      '└─ e1 user "message 1"',
      "m model_change p/x",
    ]);
    expect(renderTree(new SessionTree())).toEqual(["(no entries yet)"]);
  });

  it("styles only when asked: the switch record dim, the leaf bold", () => {
    const plain = renderTree(sample());
    const styled = renderTree(sample(), { color: true });
    expect(plain.join("\n")).not.toContain("\x1b[");
    expect(styled[5]).toBe("      ├─ \x1b[2ms1 ↳ leaf moved here\x1b[22m");
    expect(styled[7]).toContain("\x1b[1m← leaf\x1b[22m");
  });

  it("shows every control character taken from the file as a visible escape", () => {
    const evil = "x\x1b]0;TITLE\x07\x1b[2J\u009b31m\u202e";
    const tree = SessionTree.fromEntries([
      { type: "message", id: `u${evil}`, parentId: null, timestamp: T, message: user(`hi ${evil}`) },
      { type: "model_change", id: "m1", parentId: `u${evil}`, timestamp: T, provider: evil, modelId: evil },
      { type: "custom", customType: evil, id: "c1", parentId: "m1", timestamp: T, data: evil },
      { type: "label", id: "l1", parentId: "c1", timestamp: T, targetId: `u${evil}`, label: evil },
      { type: evil, id: "z1", parentId: "l1", timestamp: T },
    ]);
    const ours = ["\x1b[2m", "\x1b[22m", "\x1b[1m"]; // the styles renderTree adds itself
    const text = ours.reduce((all, style) => all.replaceAll(style, ""), renderTree(tree, { color: true }).join(" "));
    expect(text).not.toMatch(/\p{Cc}|\u202e/u); // C0, DEL, C1, a right-to-left override
    expect(text).toContain("\\x1b]0;TITLE\\x07");
  });
});

describe("describeEntry", () => {
  it("gives one short line for every entry type, unknown ones included", () => {
    const long = "word ".repeat(100);
    const lines = [
      describeEntry({ type: "message", id: "x", parentId: null, timestamp: T, message: user(long) }),
      describeEntry({ type: "thinking_level_change", id: "x", parentId: null, timestamp: T, thinkingLevel: "high" }),
      describeEntry({
        type: "compaction",
        id: "x",
        parentId: null,
        timestamp: T,
        summary: "sum\nmary",
        firstKeptEntryId: "k",
        tokensBefore: 1,
      }),
      describeEntry({
        type: "custom_message",
        id: "x",
        parentId: null,
        timestamp: T,
        customType: "note",
        content: "hi",
        display: false,
      }),
      describeEntry({ type: "session_info", id: "x", parentId: null, timestamp: T, name: "" }),
      describeEntry({ type: "from_the_future", id: "x", parentId: null, timestamp: T }),
      describeEntry({
        type: "message",
        id: "x",
        parentId: null,
        timestamp: T,
        message: { role: "fromAnExtension" },
      } as SessionEntry),
    ];
    expect(lines[0]!.length).toBeLessThan(80);
    expect(lines[0]).toMatch(/^x user "word word .*…"$/);
    expect(lines.slice(1)).toEqual([
      "x thinking_level_change high",
      'x compaction "sum mary" (keeps from k)',
      'x custom_message note "hi" (hidden)',
      "x session_info name cleared",
      "x from_the_future (a type this kit does not know; kept as it is)",
      "x fromAnExtension (a role this kit does not know)",
    ]);
    expect(lines.every((line) => !line.includes("\n"))).toBe(true);
  });
});
