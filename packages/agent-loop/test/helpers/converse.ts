// Asks the teaching model one prompt on a copy of the sample workspace and runs the tools it calls, turn by turn,
// until it answers: the calls it made and its last answer, as a learner would see them.
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type AgentMessage,
  createTeachingTools,
  type ModelRequest,
  type ScriptedReply,
  sampleWorkspaceDir,
  teachingReply,
  toToolSpec,
  userMessage,
} from "../../src/index.ts";
import { runToolCall } from "../../src/run-tool.ts";
import { assistant } from "./messages.ts";

export interface Call {
  name: string;
  path: string;
  content?: string;
  failed: boolean;
}

export interface Conversation {
  calls: Call[];
  answer: string;
  /** Every reply, in order, with its thinking when `thinking` was asked for. */
  replies: ScriptedReply[];
  /** The workspace the tools ran in; removed at the end unless `keep` was asked for. */
  workspace: string;
}

export async function converse(
  prompt: string,
  options: { earlier?: AgentMessage[]; thinking?: boolean; keep?: boolean } = {},
): Promise<Conversation> {
  const workspace = mkdtempSync(join(tmpdir(), "teaching-converse-"));
  cpSync(sampleWorkspaceDir, workspace, { recursive: true });
  const tools = createTeachingTools({ workspace });
  const messages: AgentMessage[] = [...(options.earlier ?? []), userMessage(prompt, 0)];
  const request = (): ModelRequest => ({
    systemPrompt: "You are the teaching agent.",
    messages,
    tools: tools.map(toToolSpec),
    ...(options.thinking ? { thinkingLevel: "low" as const } : {}),
  });
  const calls: Call[] = [];
  const replies: ScriptedReply[] = [];
  try {
    for (let turn = 0; turn < 8; turn++) {
      const reply = teachingReply(request());
      replies.push(reply);
      const wanted = reply.toolCalls?.[0];
      if (wanted === undefined) return { calls, answer: reply.text ?? "", replies, workspace };
      const toolCall = { type: "toolCall" as const, id: `c${turn}`, name: wanted.name, arguments: wanted.arguments };
      const outcome = await runToolCall(toolCall, tools, new AbortController().signal);
      const content = typeof wanted.arguments.content === "string" ? wanted.arguments.content : undefined;
      calls.push({ name: wanted.name, path: String(wanted.arguments.path ?? "."), content, failed: outcome.isError });
      messages.push(assistant([toolCall], "toolUse"), {
        role: "toolResult",
        toolCallId: toolCall.id,
        toolName: wanted.name,
        ...outcome,
        timestamp: 0,
      });
    }
    throw new Error(`the model did not answer "${prompt}" within 8 turns`);
  } finally {
    if (!options.keep) rmSync(workspace, { recursive: true, force: true });
  }
}

/** The call a run ended with, as "name path". */
export function lastCall(conversation: Conversation): string | undefined {
  const call = conversation.calls.at(-1);
  return call === undefined ? undefined : `${call.name} ${call.path}`;
}
