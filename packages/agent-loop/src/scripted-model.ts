/**
 * The scripted model: a model that needs no network and no key, and answers
 * the same way every time.
 *
 * Tests and demos need a model whose replies they can predict; a classroom
 * needs one that works offline. This one plays replies it is given (a script)
 * or asks a function for each reply (the teaching behaviour), and streams them
 * the way a real model does: a few words at a time, tool-call arguments as
 * slices of JSON, thinking apart from text, and a final `done`. It honours the
 * abort signal between pieces, so aborting mid-reply works as it does on a
 * real connection.
 */
import type { Usage } from "./messages.ts";
import { emptyUsage } from "./messages.ts";
import type { Model, ModelEvent, ModelRequest } from "./model.ts";
import { toProviderMessages } from "./provider-request.ts";
import { ReplyBuilder } from "./reply-builder.ts";

export interface ScriptedToolCall {
  name: string;
  arguments: Record<string, unknown>;
  /** Default: "call_N", numbered after the tool calls already in the request's messages. */
  id?: string;
}

/** One reply of the script. `toolCalls` makes it a tool-use reply; `error` makes it a failed one. */
export interface ScriptedReply {
  thinking?: string;
  text?: string;
  toolCalls?: ScriptedToolCall[];
  /** Pretend the provider failed after streaming the rest: ends with stopReason "error" and this message. */
  error?: string;
}

/** Chooses a reply from the request: how a scripted model can react to what it is sent. */
export type ScriptedResponder = (request: ModelRequest) => ScriptedReply;

export interface ScriptedModelOptions {
  /** A list played in order, one reply per call, or a function asked for each reply. */
  replies: ScriptedReply[] | ScriptedResponder;
  id?: string;
  provider?: string;
  /** The clock for message timestamps; inject a fixed one for output that never changes. */
  now?: () => number;
  /** How many words each text delta carries (default 3). */
  wordsPerPiece?: number;
  /** A pause before each piece, to watch a reply grow in a UI (default 0). */
  pieceDelayMs?: number;
}

export function createScriptedModel(options: ScriptedModelOptions): Model {
  const { id = "scripted", provider = "scripted", now = Date.now, wordsPerPiece = 3, pieceDelayMs = 0 } = options;
  let calls = 0;

  function nextReply(request: ModelRequest): ScriptedReply {
    calls += 1;
    if (typeof options.replies === "function") return options.replies(request);
    const reply = options.replies[calls - 1];
    return reply ?? { error: `The script has no reply #${calls}: it holds ${options.replies.length}.` };
  }

  return {
    id,
    provider,
    async *stream(request: ModelRequest): AsyncGenerator<ModelEvent> {
      const builder = new ReplyBuilder({ api: "scripted", provider, model: id, timestamp: now() });
      yield builder.start();
      const reply = nextReply(request);
      // Ids numbered after the calls already in the context: unique within every
      // request, and the same after a restart (a counter kept in the model
      // would start again at call_1 and repeat ids already in the session).
      const earlierCalls = toolCallsIn(request);
      const toolCalls = (reply.toolCalls ?? []).map((call, i) => ({
        ...call,
        id: call.id ?? `call_${earlierCalls + i + 1}`,
      }));

      // #region scripted-pieces
      // Each step yields one small event; between steps the abort signal is checked.
      const steps: (() => ModelEvent)[] = [
        ...pieces(reply.thinking ?? "", wordsPerPiece).map((piece) => () => builder.appendThinking(piece)),
        ...pieces(reply.text ?? "", wordsPerPiece).map((piece) => () => builder.appendText(piece)),
      ];
      for (const call of toolCalls) {
        let contentIndex = -1;
        steps.push(() => {
          const opened = builder.startToolCall(call.id, call.name);
          contentIndex = opened.contentIndex;
          return opened.event;
        });
        for (const slice of slices(JSON.stringify(call.arguments), 16)) {
          steps.push(() => builder.appendToolCallArguments(contentIndex, slice));
        }
      }
      for (const step of steps) {
        await pause(pieceDelayMs);
        if (request.signal?.aborted) {
          yield builder.fail("aborted", "Aborted while the reply was streaming.");
          return;
        }
        yield step();
      }
      // #endregion scripted-pieces
      yield* builder.endToolCalls().events;
      builder.setUsage(estimateUsage(request, reply));
      if (request.signal?.aborted) yield builder.fail("aborted", "Aborted while the reply was streaming.");
      else if (reply.error !== undefined) yield builder.fail("error", reply.error);
      else yield builder.done(toolCalls.length > 0 ? "toolUse" : "stop");
    },
  };
}

/**
 * Text cut into runs of `wordsPerPiece` words, spaces kept, so the pieces join back to the text. Chinese puts no
 * spaces between words, and most of its words are two characters: two Chinese characters count as a word.
 */
export function pieces(text: string, wordsPerPiece: number): string[] {
  const words = text.match(/\s+|\p{Script=Han}{1,2}\s*|[^\s\p{Script=Han}]+\s*/gu) ?? [];
  const result: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerPiece) result.push(words.slice(i, i + wordsPerPiece).join(""));
  return result;
}

function slices(text: string, size: number): string[] {
  const result: string[] = [];
  for (let i = 0; i < text.length; i += size) result.push(text.slice(i, i + size));
  return result;
}

/** A yield to the event loop, so that an abort from a timer or a socket can land between pieces. */
function pause(ms: number): Promise<void> {
  return new Promise((resolve) => (ms > 0 ? setTimeout(resolve, ms) : setImmediate(resolve)));
}

/** A made-up but stable token count: about four characters per token, as a rough rule. */
function estimateUsage(request: ModelRequest, reply: ScriptedReply): Usage {
  const sent = request.systemPrompt.length + JSON.stringify(toProviderMessages(request.messages)).length;
  const received = JSON.stringify([reply.thinking, reply.text, reply.toolCalls]).length;
  const usage = emptyUsage();
  usage.input = Math.ceil(sent / 4);
  usage.output = Math.ceil(received / 4);
  usage.totalTokens = usage.input + usage.output;
  return usage;
}

function toolCallsIn(request: ModelRequest): number {
  let count = 0;
  for (const message of request.messages) {
    if (message.role === "assistant") count += message.content.filter((block) => block.type === "toolCall").length;
  }
  return count;
}
