/**
 * Entries of the wrong shape: valid JSON with a known `type`, and not the entry
 * that type says. Each must be a `check` problem with its line, refused by
 * `Session.open` like other damage, set aside by `repair`, and never a stack
 * trace in the inspector. The shapes are the ones that crashed the kit before
 * the schemas (reviewed in the reliability review, finding 7).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "../src/cli/main.ts";
import {
  checkSession,
  loadSession,
  repairSession,
  Session,
  SessionFileError,
  seededIds,
  steppingClock,
} from "../src/index.ts";
import { assistant, HEADER, linesOf, messageLine, tempDir, user, writeLines } from "./support/files.ts";

const T = "2026-01-01T09:00:02.000Z";
const base = { id: "bad00001", parentId: "a0000001", timestamp: T };
const answer = assistant("fine");

/** [what it is, the line, what `check` must say about it] */
const SHAPES: [string, object, RegExp][] = [
  ["a message entry without a message", { type: "message", ...base }, /"message" entry without message \(an object\)/],
  [
    "message: null",
    { type: "message", ...base, message: null },
    /"message" entry whose message is null \(expected an object\)/,
  ],
  [
    "an assistant whose content is a string",
    { type: "message", ...base, message: { ...answer, content: "hi" } },
    /message\.content is "hi" \(expected an array or null\)/,
  ],
  [
    "an assistant whose content is [null]",
    { type: "message", ...base, message: { ...answer, content: [null] } },
    /message\.content\[0\] is null \(expected an object\)/,
  ],
  [
    "a user whose content is 5",
    { type: "message", ...base, message: { ...user("x"), content: 5 } },
    /message\.content is 5 \(expected a string, an array or null\)/,
  ],
  [
    "a user whose content is [null]",
    { type: "message", ...base, message: { ...user("x"), content: [null] } },
    /message\.content\[0\] is null/,
  ],
  [
    "a tool call without arguments",
    { type: "message", ...base, message: { ...answer, content: [{ type: "toolCall", id: "c", name: "read" }] } },
    /without message\.content\[0\]\.arguments/,
  ],
  [
    "a content block of a type pi does not write",
    { type: "message", ...base, message: { ...answer, content: [{ type: "video" }] } },
    /message\.content\[0\] is a block of type "video"/,
  ],
  [
    // The name of one of Object's own functions: the schema tables must not find it.
    'a content block of type "constructor"',
    { type: "message", ...base, message: { ...user("x"), content: [{ type: "constructor" }] } },
    /message\.content\[0\] is a block of type "constructor", which pi does not write there/,
  ],
  [
    "a custom_message whose content is 5",
    { type: "custom_message", ...base, customType: "note", content: 5, display: true },
    /"custom_message" entry whose content is 5/,
  ],
  [
    "a compaction without a summary",
    { type: "compaction", ...base, firstKeptEntryId: "a0000001", tokensBefore: 1 },
    /"compaction" entry without summary \(a string\)/,
  ],
  [
    "a session_info whose name is 42",
    { type: "session_info", ...base, name: 42 },
    /"session_info" entry whose name is 42 \(expected a string\)/,
  ],
  [
    "a label whose label is 5",
    { type: "label", ...base, targetId: "a0000001", label: 5 },
    /"label" entry whose label is 5 \(expected a string\)/,
  ],
  [
    "a context_edit without a replacement",
    { type: "context_edit", ...base, targetId: "a0000001" },
    /"context_edit" entry without replacement/,
  ],
  [
    "a context_edit whose replacement content is 5",
    { type: "context_edit", ...base, targetId: "a0000001", replacement: { content: 5 } },
    /"context_edit" entry whose replacement\.content is 5/,
  ],
  [
    "a context_edit whose replacement holds a block of type video",
    { type: "context_edit", ...base, targetId: "a0000001", replacement: { content: [{ type: "video" }] } },
    /replacement\.content\[0\] is a block of type "video"/,
  ],
  [
    "a usage entry without a kind",
    { type: "usage", ...base, provider: "p", model: "m", usage: { totalTokens: 1 } },
    /"usage" entry without kind/,
  ],
  [
    "a system message whose content is 5",
    { type: "message", ...base, message: { role: "system", content: 5, timestamp: 1 } },
    /\(role "system"\) whose message\.content is 5/,
  ],
  [
    "a compaction whose systemMessage is not a system message",
    { type: "compaction", ...base, summary: "s", firstKeptEntryId: "a0000001", tokensBefore: 1, systemMessage: {} },
    /"compaction" entry without systemMessage\.role/,
  ],
  [
    "a model_change without a modelId",
    { type: "model_change", ...base, provider: "p" },
    /"model_change" entry without modelId/,
  ],
];

function fileWith(bad: object): { dir: string; path: string } {
  const dir = tempDir();
  const path = join(dir, "s.jsonl");
  writeLines(path, [HEADER, messageLine("a0000001", null, "hello"), bad, messageLine("a0000002", "a0000001", "after")]);
  return { dir, path };
}

function run(...args: string[]) {
  const out: string[] = [];
  const code = main(args, { stdout: (line) => out.push(line), stderr: (line) => out.push(line) });
  return { code, text: out.join("\n") };
}

describe("an entry of the wrong shape", () => {
  for (const [name, bad, message] of SHAPES) {
    it(`${name}: a check problem on its line, refused on open, set aside by repair`, () => {
      const { path } = fileWith(bad);
      const problems = checkSession(path).problems;
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatchObject({ kind: "not-an-entry", line: 3 });
      expect(problems[0]!.message).toMatch(message);
      expect(loadSession(path).tree.has("bad00001")).toBe(false);
      expect(() => Session.open(path)).toThrow(SessionFileError);

      for (const command of ["tree", "context", "check"]) {
        const { code, text } = run(command, path);
        expect(code, command).toBe(command === "check" ? 1 : 0);
        expect(text, command).not.toMatch(/TypeError| {4}at /);
      }
      expect(run("check", path).text).toMatch(/s\.jsonl:3: not-an-entry: /);

      const report = repairSession(path, { ids: seededIds("shape"), clock: steppingClock() });
      expect(report.problemsAfter).toEqual([]);
      const log = linesOf(report.logPath!).map((line) => JSON.parse(line));
      expect(log).toEqual([expect.objectContaining({ line: 3, action: "set-aside", text: JSON.stringify(bad) })]);
      expect(readFileSync(path, "utf8")).not.toContain("bad00001");
    });
  }
});

describe("shapes pi writes", () => {
  it("are all accepted: every message role and content block, optional fields left out, extra fields kept", () => {
    const thinking = { type: "thinking", thinking: "hmm", thinkingSignature: "sig" };
    const call = { type: "toolCall", id: "c1", name: "read", arguments: { path: "a" }, partialJson: "{" };
    const entries = [
      {
        type: "message",
        message: {
          role: "user",
          content: [
            { type: "text", text: "q" },
            { type: "image", data: "AA==", mimeType: "image/png" },
          ],
          timestamp: 1,
        },
      },
      {
        type: "message",
        message: {
          ...answer,
          content: [thinking, { type: "text", text: "a" }, call],
          usage: { input: 1, output: 2, cacheRead: 0, cacheWrite: 0 },
        },
      },
      {
        type: "message",
        message: {
          role: "toolResult",
          toolCallId: "c1",
          toolName: "read",
          content: [{ type: "text", text: "r" }],
          details: { x: 1 },
          isError: false,
          timestamp: 1,
        },
      },
      {
        type: "message",
        message: {
          role: "bashExecution",
          command: "ls",
          output: "",
          exitCode: null,
          cancelled: false,
          truncated: false,
          timestamp: 1,
        },
      },
      { type: "message", message: { role: "custom", customType: "note", content: "hi", display: false, timestamp: 1 } },
      { type: "message", message: { role: "compactionSummary", summary: "s", tokensBefore: 5, timestamp: 1 } },
      { type: "message", message: { role: "branchSummary", summary: "s", fromId: "root", timestamp: 1 } },
      { type: "message", message: { role: "fromAnExtension", anything: [1, 2] } },
      { type: "model_change", provider: "p", modelId: "m" },
      { type: "thinking_level_change", thinkingLevel: "high" },
      {
        type: "compaction",
        summary: "s",
        firstKeptEntryId: "e00000001",
        tokensBefore: 3,
        details: { files: [] },
        fromHook: true,
      },
      { type: "branch_summary", fromId: "root", summary: "s" },
      { type: "custom", customType: "state" },
      { type: "custom_message", customType: "note", content: [{ type: "text", text: "t" }], display: true, details: 1 },
      { type: "label", targetId: "e00000001" },
      { type: "session_info" },
      { type: "a_future_type", whatever: { it: "holds" } },
      // Names of Object's own functions are names like any other: unknown, kept as they are.
      { type: "constructor", whatever: 1 },
      { type: "message", message: { role: "toString", content: 5 } },
    ];
    const dir = tempDir();
    const path = join(dir, "s.jsonl");
    writeLines(path, [
      HEADER,
      ...entries.map((fields, i) => ({
        id: `e0000000${i + 1}`.slice(-9),
        parentId: i === 0 ? null : `e0000000${i}`.slice(-9),
        timestamp: T,
        extra: "kept",
        ...fields,
      })),
    ]);
    expect(checkSession(path).problems).toEqual([]);
    expect(loadSession(path).tree.size).toBe(entries.length);
  });
});
