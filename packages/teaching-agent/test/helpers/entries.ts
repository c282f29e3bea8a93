/** Small hand-made entries for the page's pure logic, and a real session file for agreement with session-core. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AgentMessage, ToolResultMessage } from "@kit/agent-loop";
import { emptyUsage, userMessage } from "@kit/agent-loop";
import { Session, type SessionEntry } from "@kit/session-core";

let clock = 0;
const at = () => new Date(Date.UTC(2026, 0, 1, 0, 0, clock++)).toISOString();

export const user = (id: string, parentId: string | null, text: string): SessionEntry => ({
  type: "message",
  id,
  parentId,
  timestamp: at(),
  message: { role: "user", content: text, timestamp: clock },
});

export const assistant = (id: string, parentId: string | null, text: string): SessionEntry => ({
  type: "message",
  id,
  parentId,
  timestamp: at(),
  message: assistantMessage(text, clock),
});

export function assistantMessage(text: string, timestamp: number): Extract<AgentMessage, { role: "assistant" }> {
  return {
    role: "assistant",
    content: [{ type: "text", text }],
    api: "scripted",
    provider: "scripted",
    model: "teaching",
    usage: emptyUsage(),
    stopReason: "stop",
    timestamp,
  };
}

/** What the loop records for a list_files call `call_1` that found nothing. */
export function listFilesResult(timestamp: number): ToolResultMessage {
  return { role: "toolResult", toolCallId: "call_1", toolName: "list_files", content: [], isError: false, timestamp };
}

export const leafSwitch = (id: string, parentId: string | null): SessionEntry => ({
  type: "custom",
  id,
  parentId,
  timestamp: at(),
  customType: "leaf_switch",
  data: { targetId: parentId },
});

export const compaction = (id: string, parentId: string, firstKeptEntryId: string): SessionEntry => ({
  type: "compaction",
  id,
  parentId,
  timestamp: at(),
  summary: "## Goal\n- say hello",
  firstKeptEntryId,
  tokensBefore: 500,
});

/** a "hi" → b "hello": the greeting most tests start from. */
export const greeting = (): SessionEntry[] => [user("a", null, "hi"), assistant("b", "a", "hello")];

/** The greeting, then c "tools?" → d "a tool…". */
export const greetingThenTools = (): SessionEntry[] => [
  ...greeting(),
  user("c", "b", "tools?"),
  assistant("d", "c", "a tool…"),
];

/** greetingThenTools, and a second branch from the greeting: e "sessions?" → f "a session…". */
export const forkedAtGreeting = (): SessionEntry[] => [
  ...greetingThenTools(),
  user("e", "b", "sessions?"),
  assistant("f", "e", "a session…"),
];

/**
 * On a real session: "one" → "first answer" → "two", then "two, again" asked after the answer on a second branch,
 * and the leaf moved back to "one" (two leaf_switch records in all).
 */
export function askTwiceAtOnePoint(session: Session): void {
  const first = session.appendMessage(userMessage("one", 1));
  const answer = session.appendMessage(assistantMessage("first answer", 2));
  session.appendMessage(userMessage("two", 3));
  session.switchLeaf(answer);
  session.appendMessage(userMessage("two, again", 4));
  session.switchLeaf(first);
}

/** A real session file written by session-core: its entries, leaf_switch records included. */
export function withSessionFile<T>(build: (session: Session) => void, read: (session: Session) => T): T {
  const dir = mkdtempSync(join(tmpdir(), "teaching-agent-unit-"));
  const session = Session.create(join(dir, "s.jsonl"));
  try {
    build(session);
    return read(session);
  } finally {
    session.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
