// Random sessions for comparing this kit's compaction rules with pi's own functions: every entry type, images,
// shell runs, settings changes, branches, compactions and branch summaries, from a seed, the same on every run.
import type { AgentMessage, ImageContent, TextContent } from "@kit/agent-loop";
import { emptyUsage } from "@kit/agent-loop";
import type { Session } from "@kit/session-core";
import { newSession } from "./helpers.ts";

/** A small seeded random generator (mulberry32): the same sessions on every run. */
export function random(seed: number): {
  next: () => number;
  int: (max: number) => number;
  pick: <T>(list: readonly T[]) => T;
} {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  return { next, int, pick: (list) => list[int(list.length)] as (typeof list)[number] };
}

const IMAGE: ImageContent = { type: "image", data: "iVBORw0KGgo=", mimeType: "image/png" };

export interface GeneratedSession {
  session: Session;
  /** How many of each kind were appended: the test checks that every kind occurs. */
  kinds: Map<string, number>;
}

/** A session of `steps` random appends and leaf moves. */
export function generateSession(seed: number, steps: number): GeneratedSession {
  const rng = random(seed);
  const session = newSession(`generated-${seed}.jsonl`, `gen${seed}`);
  const kinds = new Map<string, number>();
  const count = (kind: string) => kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  let time = 1_767_261_600_000;
  let call = 0;
  const text = () => "word ".repeat(2 + rng.int(rng.next() < 0.2 ? 2000 : 200));
  const message = (m: AgentMessage) => session.appendMessage(m);
  const assistantShell = { api: "test", provider: "test", model: "m", usage: emptyUsage(), timestamp: 0 } as const;

  for (let step = 0; step < steps; step++) {
    const roll = rng.next();
    const onPath = session.tree.pathToRoot();
    if (roll < 0.22 || onPath.length === 0) {
      const withImage = rng.next() < 0.25;
      const content: (TextContent | ImageContent)[] = [{ type: "text", text: text() }];
      if (withImage) content.push(IMAGE);
      message({ role: "user", content: withImage ? content : text(), timestamp: time++ });
      count(withImage ? "user with image" : "user");
    } else if (roll < 0.42) {
      const calls = rng.int(3);
      const toolCalls = Array.from({ length: calls }, () => ({
        type: "toolCall" as const,
        id: `call_${++call}`,
        name: rng.pick(["read_file", "write_file", "list_files"]),
        arguments: { path: `f${rng.int(5)}.md` },
      }));
      const thinking = rng.next() < 0.3 ? [{ type: "thinking" as const, thinking: text() }] : [];
      const content = [...thinking, { type: "text" as const, text: text() }, ...toolCalls];
      message({ ...assistantShell, role: "assistant", content, stopReason: calls > 0 ? "toolUse" : "stop" });
      count("assistant");
      for (const toolCall of toolCalls) {
        const image = rng.next() < 0.15 ? [IMAGE] : [];
        const result: (TextContent | ImageContent)[] = [{ type: "text", text: text() }, ...image];
        message({
          role: "toolResult",
          toolCallId: toolCall.id,
          toolName: toolCall.name,
          content: result,
          isError: rng.next() < 0.1,
          timestamp: time++,
        });
        count("toolResult");
      }
    } else if (roll < 0.47) {
      const output = text();
      message({
        role: "bashExecution",
        command: "ls",
        output,
        exitCode: 0,
        cancelled: false,
        truncated: false,
        timestamp: time++,
      });
      count("bashExecution");
    } else if (roll < 0.52) {
      session.appendThinkingLevelChange(rng.pick(["off", "low", "high"]));
      count("thinking_level_change");
    } else if (roll < 0.56) {
      session.appendModelChange("test", rng.pick(["m", "n"]));
      count("model_change");
    } else if (roll < 0.6) {
      session.setLabel(rng.pick(onPath).id, `label ${step}`);
      count("label");
    } else if (roll < 0.63) {
      session.appendCustom("state", { step });
      count("custom");
    } else if (roll < 0.65) {
      session.setName(`session ${step}`);
      count("session_info");
    } else if (roll < 0.7) {
      session.appendCustomMessage("note", text(), true);
      count("custom_message");
    } else if (roll < 0.74) {
      session.appendBranchSummary(rng.pick(onPath).id, `summary ${text()}`);
      count("branch_summary");
    } else if (roll < 0.8) {
      session.switchLeaf(rng.pick([...session.tree.entries]).id);
      count("leaf switch");
    } else if (roll < 0.83 && onPath.length > 2) {
      const kept = onPath[onPath.length - 1 - rng.int(Math.min(onPath.length, 6))];
      if (kept && kept.type !== "compaction") {
        session.appendCompaction(`compacted ${text()}`, kept.id, 1000);
        count("compaction");
      }
    } else {
      message({ ...assistantShell, role: "assistant", content: [{ type: "text", text: text() }], stopReason: "stop" });
      count("assistant");
    }
  }
  return { session, kinds };
}
