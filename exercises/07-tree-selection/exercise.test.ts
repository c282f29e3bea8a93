/**
 * Grading tests for exercise 07. One describe block per part of the starter's
 * TODOs; `npm run exercise -- 07` prints PASS or FAIL for each.
 *
 * The session has a first attempt (u2 … a5) and, beside it, a second one that
 * starts with a branch summary. Parts 1 and 2 are also checked against the
 * kit's own navigationTarget for every entry.
 */
import { type AssistantMessage, textOf, type UserMessage } from "@kit/agent-loop";
import { navigationTarget } from "@kit/compaction";
import { contextAt, type SessionEntry, SessionTree } from "@kit/session-core";
import { describe, expect, it } from "vitest";
import { entryMaker, messageEntry, modelReply, toolSays, userSays } from "../support/entries.ts";
import type * as Exercise from "./starter.ts";

const implementation = process.env.EXERCISE_IMPL ?? "./starter.ts";
const { selectionFor, selectEntry } = (await import(implementation)) as typeof Exercise;

const entry = entryMaker();
const user = (content: UserMessage["content"]) => messageEntry(userSays(content));
const answer = (content: AssistantMessage["content"] | string) => messageEntry(modelReply(content));

//  u1 ─ a1 ─ r1 ─ a2 ─┬─ u2 ─ a3 ─ cm ─ a4 ─ mc ─ u3 ─ a5                 the first attempt
//                     └─ bs ─ u4 ─ a6 ─ cx ─ co ─ lb        ← leaf        the second, after a summary
function session(): SessionTree {
  return SessionTree.fromEntries([
    entry("u1", null, user("List the files.")),
    entry("a1", "u1", answer([{ type: "toolCall", id: "call_1", name: "list_files", arguments: {} }])),
    entry("r1", "a1", messageEntry(toolSays("call_1", "list_files", "README.md agent-loop.md"))),
    entry("a2", "r1", answer("I see 2 files.")),
    entry(
      "u2",
      "a2",
      user([
        { type: "text", text: "Read " },
        { type: "image", data: "iVBORw0KGgo=", mimeType: "image/png" },
        { type: "text", text: "agent-loop.md." },
      ]),
    ),
    entry("a3", "u2", answer("It is about the loop.")),
    entry("cm", "a3", {
      type: "custom_message",
      customType: "house-rules",
      content: "Check the notes folder too.",
      display: true,
    }),
    entry("a4", "cm", answer("The notes folder is empty.")),
    entry("mc", "a4", { type: "model_change", provider: "openai", modelId: "o4-mini" }),
    entry("u3", "mc", user("Take a note in notes/loop.md.")),
    entry("a5", "u3", answer("Done.")),
    entry("bs", "a2", { type: "branch_summary", fromId: "a5", summary: "Read agent-loop.md and took a note." }),
    entry("u4", "bs", user("Read sessions.md.")),
    entry("a6", "u4", answer("It is about sessions.")),
    entry("cx", "a6", {
      type: "custom_message",
      customType: "house-rules",
      content: [
        { type: "text", text: "Rule: " },
        { type: "text", text: "be brief." },
      ],
      display: false,
    }),
    entry("co", "cx", {
      type: "compaction",
      summary: "Listed and read files.",
      firstKeptEntryId: "u4",
      tokensBefore: 900,
    }),
    entry("lb", "co", { type: "label", targetId: "a6", label: "sessions" }),
  ]);
}

const idsOf = (entries: Iterable<SessionEntry>) => [...entries].map((e) => e.id);
/** The user messages the model would be sent at the tree's leaf. */
const userTexts = (tree: SessionTree) =>
  contextAt(tree).messages.flatMap((m) => (m.role === "user" ? [textOf(m.content)] : []));

describe("part 1: a user message goes back to the editor, the leaf to its parent", () => {
  it("puts the leaf on the message's parent and its text in the editor", () => {
    expect(selectionFor(session(), "u3")).toEqual({ leafId: "mc", editorText: "Take a note in notes/loop.md." });
  });

  it("joins the text blocks of a message with several blocks, leaving images out", () => {
    expect(selectionFor(session(), "u2")).toEqual({ leafId: "a2", editorText: "Read agent-loop.md." });
  });

  it("gives null for the first message of the session: the position before every entry", () => {
    expect(selectionFor(session(), "u1")).toEqual({ leafId: null, editorText: "List the files." });
  });

  it("only computes: the tree's leaf and entries do not change", () => {
    const tree = session();
    selectionFor(tree, "u2");
    expect(tree.leafId).toBe("lb");
    expect(tree.size).toBe(17);
  });
});

describe("part 2: custom messages like user messages, everything else in place", () => {
  it("treats a custom message like a user message: string content", () => {
    expect(selectionFor(session(), "cm")).toEqual({ leafId: "a3", editorText: "Check the notes folder too." });
  });

  it("treats a custom message like a user message: a list of blocks, even one not displayed", () => {
    expect(selectionFor(session(), "cx")).toEqual({ leafId: "a6", editorText: "Rule: be brief." });
  });

  it.each(["a1", "r1", "a5", "bs", "mc", "co", "lb"])(
    "makes %s (not a user or custom message) the leaf itself, with nothing for the editor",
    (id) => {
      expect(selectionFor(session(), id)).toEqual({ leafId: id, editorText: undefined });
    },
  );

  it("throws naming an id that is not in the session", () => {
    expect(() => selectionFor(session(), "zz-missing")).toThrow(/zz-missing/);
  });

  it("agrees with the kit's own answer for every entry", () => {
    const tree = session();
    for (const { id } of tree.entries) {
      expect({ id, ...selectionFor(tree, id) }).toEqual({ id, ...navigationTarget(tree, id) });
    }
  });
});

describe("part 3: moving the leaf, and selecting where you already are", () => {
  it("moves the tree's leaf to the parent of a selected question, and deletes nothing", () => {
    const tree = session();
    const before = idsOf(tree.entries);
    expect(selectEntry(tree, "u2")).toEqual({ leafId: "a2", editorText: "Read agent-loop.md." });
    expect(tree.leafId).toBe("a2");
    expect(idsOf(tree.entries)).toEqual(before);
  });

  it("makes the rewritten question a sibling of the old one, and the model sees only the new one", () => {
    const tree = session();
    const { editorText } = selectEntry(tree, "u3");
    const rewritten = editorText!.replace("loop.md", "sessions.md");
    tree.add(entry("u3x", tree.leafId, user(rewritten)));
    expect(idsOf(tree.children("mc"))).toEqual(["u3", "u3x"]);
    expect(userTexts(tree)).toEqual(["List the files.", "Read agent-loop.md.", "Take a note in notes/sessions.md."]);
  });

  it("moves the leaf to a selected answer, to continue from there", () => {
    const tree = session();
    expect(selectEntry(tree, "a5")).toEqual({ leafId: "a5", editorText: undefined });
    expect(tree.leafId).toBe("a5");
  });

  it("goes back before the first entry when the first question is selected", () => {
    const tree = session();
    selectEntry(tree, "u1");
    expect(tree.leafId).toBeNull();
    expect(contextAt(tree).messages).toEqual([]);
  });

  it("changes nothing when the current leaf is selected, even when it is a user message", () => {
    const tree = session();
    tree.switchLeaf("u4");
    // Written out as text, so a failure shows both fields in its first line.
    const shown = ({ leafId, editorText }: Exercise.Selection) =>
      `leaf ${leafId}, editor ${editorText === undefined ? "empty" : JSON.stringify(editorText)}`;
    expect(shown(selectEntry(tree, "u4"))).toBe("leaf u4, editor empty");
    expect(tree.leafId).toBe("u4");
    const other = session();
    expect(shown(selectEntry(other, "lb"))).toBe("leaf lb, editor empty");
    expect(other.leafId).toBe("lb");
  });

  it("leaves the leaf where it was when the id is unknown", () => {
    const tree = session();
    expect(() => selectEntry(tree, "zz-missing")).toThrow(/zz-missing/);
    expect(tree.leafId).toBe("lb");
  });
});
