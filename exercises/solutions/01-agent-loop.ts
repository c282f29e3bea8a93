/**
 * Reference solution for exercise 01 (for teachers; learners write starter.ts).
 *
 * The loop in three steps per turn: one model call streamed as events, the
 * reply's tool calls run in order with each result joining the context, then
 * the decision to go on. Everything the run adds passes through a
 * message_start and a message_end, the turn-limit notice included, so a caller
 * that saves at message_end has the whole run.
 */
import type {
  AgentEvent,
  AgentMessage,
  AssistantMessage,
  Model,
  ModelRequest,
  ToolCall,
  ToolResultMessage,
  ToolSpec,
  UserMessage,
} from "@kit/agent-loop";
import { emptyUsage } from "@kit/agent-loop";

/** The events of this exercise's loop: the kit's own, without the tool_execution pair. */
export type LoopEvent = Exclude<AgentEvent, { type: "tool_execution_start" | "tool_execution_end" }>;

export interface LoopOptions {
  model: Model;
  systemPrompt: string;
  /** The user's message that starts the run. */
  prompt: UserMessage;
  /** The tools the model is shown. */
  tools?: ToolSpec[];
  /** Runs one tool call and returns its result (exercise 02 writes the real one). */
  executeTool: (call: ToolCall) => Promise<ToolResultMessage>;
  /** How many model calls one run may make (default 10). */
  maxTurns?: number;
  /** The clock for the turn-limit notice. */
  now?: () => number;
}

export async function* runLoop(options: LoopOptions): AsyncGenerator<LoopEvent> {
  const { model, systemPrompt, prompt, tools = [], executeTool, maxTurns = 10, now = Date.now } = options;
  const context: AgentMessage[] = [prompt];
  const added: AgentMessage[] = [prompt];

  yield { type: "agent_start" };
  for (let turn = 1; ; turn++) {
    yield { type: "turn_start", turn };
    if (turn === 1) {
      yield { type: "message_start", message: prompt };
      yield { type: "message_end", message: prompt };
    }

    // 1. One model call, with a copy of the context, streamed.
    const reply = yield* streamReply(model, { systemPrompt, messages: [...context], tools });
    context.push(reply);
    added.push(reply);
    // A failed reply ends the run. (The kit's loop also gives each tool call of
    // such a reply a result saying it was not run; see the README's last question.)
    if (reply.stopReason === "error" || reply.stopReason === "aborted") {
      yield { type: "turn_end", turn, message: reply, toolResults: [] };
      yield { type: "agent_end", reason: reply.stopReason === "error" ? "error" : "aborted", messages: added };
      return;
    }

    // 2. The tool calls, in the order the model wrote them.
    const results: ToolResultMessage[] = [];
    for (const block of reply.content) {
      if (block.type !== "toolCall") continue;
      const result = await executeTool(block);
      yield { type: "message_start", message: result };
      yield { type: "message_end", message: result };
      context.push(result);
      added.push(result);
      results.push(result);
    }
    yield { type: "turn_end", turn, message: reply, toolResults: results };

    // 3. Go on only while the model asks for tools, and only up to the limit.
    if (results.length === 0) {
      yield { type: "agent_end", reason: "done", messages: added };
      return;
    }
    if (turn >= maxTurns) {
      const notice = turnLimitNotice(model, maxTurns, now());
      added.push(notice);
      yield { type: "message_start", message: notice };
      yield { type: "message_end", message: notice };
      yield { type: "agent_end", reason: "turn_limit", messages: added };
      return;
    }
  }
}

/** Forwards one model call as events and returns the complete reply. */
export async function* streamReply(model: Model, request: ModelRequest): AsyncGenerator<LoopEvent, AssistantMessage> {
  let reply: AssistantMessage | undefined;
  for await (const event of model.stream(request)) {
    if (event.type === "start") yield { type: "message_start", message: event.partial };
    else if (event.type === "done" || event.type === "error") reply = event.message;
    else yield { type: "message_update", message: event.partial, modelEvent: event };
  }
  if (reply === undefined) throw new Error(`model ${model.id} ended its stream without a done or error event`);
  yield { type: "message_end", message: reply };
  return reply;
}

/** Written by the loop, not the model: empty content, the reason in errorMessage. */
export function turnLimitNotice(model: Model, maxTurns: number, timestamp: number): AssistantMessage {
  return {
    role: "assistant",
    content: [],
    api: "agent-loop",
    provider: model.provider,
    model: model.id,
    usage: emptyUsage(),
    stopReason: "error",
    errorMessage: `Stopped at the turn limit: ${maxTurns} model calls, and the model was still asking for tools.`,
    timestamp,
  };
}
