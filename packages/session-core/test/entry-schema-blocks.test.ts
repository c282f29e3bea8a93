/**
 * The reader checks most entries with one compiled check of the whole entry, blocks included, and walks an entry
 * part by part only when that check fails (checks/entry-schema.ts). The one check must refuse everything the walk
 * refuses: here, every block type in every place a list of blocks may stand, accepted exactly where the walk
 * accepts it (a check that let a wrong block through would pass the entry as sound).
 */
import { describe, expect, it } from "vitest";
import { entryShapeProblem } from "../src/reading/entry-schema.ts";

const BLOCKS: Record<string, object> = {
  text: { type: "text", text: "hi" },
  image: { type: "image", data: "aGk=", mimeType: "image/png" },
  thinking: { type: "thinking", thinking: "hmm" },
  toolCall: { type: "toolCall", id: "call1", name: "read", arguments: {} },
  unknown: { type: "somethingElse" },
};

const base = { id: "e1", parentId: null, timestamp: "2026-01-01T09:00:00.000Z" };
const assistantFields = { provider: "p", model: "m", usage: {} };

/** [a place a list of blocks stands, the entry with `blocks` there, the block types allowed there] */
const PLACES: [string, (blocks: object[]) => object, string[]][] = [
  ["a user message", (b) => ({ ...base, type: "message", message: { role: "user", content: b } }), ["text", "image"]],
  [
    "an assistant message",
    (b) => ({ ...base, type: "message", message: { role: "assistant", content: b, ...assistantFields } }),
    ["text", "thinking", "toolCall"],
  ],
  [
    "a tool result",
    (b) => ({ ...base, type: "message", message: { role: "toolResult", toolCallId: "c", toolName: "t", content: b } }),
    ["text", "image"],
  ],
  ["a system message", (b) => ({ ...base, type: "message", message: { role: "system", content: b } }), ["text"]],
  [
    "a custom message",
    (b) => ({ ...base, type: "message", message: { role: "custom", customType: "x", content: b } }),
    ["text", "image"],
  ],
  [
    "a custom_message entry",
    (b) => ({ ...base, type: "custom_message", customType: "x", content: b }),
    ["text", "image"],
  ],
  [
    "a context edit's replacement",
    (b) => ({ ...base, type: "context_edit", targetId: "e0", replacement: { content: b } }),
    ["text", "image", "thinking", "toolCall"],
  ],
];

describe.each(PLACES)("blocks in %s", (_place, entryWith, allowed) => {
  it.each(Object.keys(BLOCKS))("a %s block, after a sound one, is refused unless it belongs there", (blockType) => {
    const sound = BLOCKS[allowed[0]!]!;
    const problem = entryShapeProblem(entryWith([sound, BLOCKS[blockType]!]) as Record<string, unknown>);
    if (allowed.includes(blockType)) expect(problem).toBeUndefined();
    else expect(problem).toMatchObject({ kind: "block-not-here", where: expect.stringMatching(/\[1\]$/) });
  });

  it("a block of an allowed type with a field of the wrong kind is refused", () => {
    const wrong = { ...BLOCKS[allowed[0]!]!, [allowed[0] === "toolCall" ? "name" : allowed[0]!]: 5 };
    expect(entryShapeProblem(entryWith([wrong]) as Record<string, unknown>)).toMatchObject({
      kind: "wrong-field",
      field: expect.stringMatching(/\[0\]\.\w+$/),
      found: { kind: "as-written", text: "5" },
    });
  });
});
