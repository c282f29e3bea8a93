/**
 * The OpenAI-compatible model: the same `Model` interface, over HTTP, through
 * the official `openai` SDK's chat completions with streaming.
 *
 * "OpenAI-compatible" means any server that speaks this protocol: OpenAI,
 * DeepSeek, a local Ollama or vLLM. The request is built by
 * `buildProviderRequest`, the same function the web page uses to show "what
 * the model sees", so what is shown is what is sent.
 *
 * Nothing here throws into the loop. Every failure becomes an assistant
 * message with `stopReason: "error"` and an `errorMessage` that says what
 * happened: the HTTP status and the server's own message, a time-out, a stream
 * cut off before the model finished. An abort ends it with `"aborted"`.
 */
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from "openai";
import type { Model, ModelEvent, ModelRequest } from "./model.ts";
import { applyDelta, toStopReason, toUsage } from "./openai-chunks.ts";
import { buildProviderRequest } from "./provider-request.ts";
import { ReplyBuilder } from "./reply-builder.ts";

export interface OpenAIModelOptions {
  apiKey: string;
  /** The endpoint, e.g. "https://api.deepseek.com/v1" or "http://127.0.0.1:11434/v1"; default OpenAI's. */
  baseURL?: string;
  /** The model id the endpoint knows, e.g. "gpt-4o-mini", "deepseek-chat", "llama3.2". */
  model: string;
  /** Recorded on each reply; default "openai", or "openai-compatible" with a baseURL. */
  provider?: string;
  /** Retries of a failed request (429, 5xx, connection errors) by the SDK; default 2. */
  maxRetries?: number;
  /** How long to wait for the first answer, and for each next chunk; default 60 000 ms. */
  timeoutMs?: number;
  /**
   * Fields a particular server wants beside the standard ones (some local servers take their own options);
   * default none, so a real provider gets exactly what `buildProviderRequest` shows.
   */
  extraBody?: (request: ModelRequest) => Record<string, unknown> | undefined;
  now?: () => number;
}

export function createOpenAIModel(options: OpenAIModelOptions): Model {
  const { model, baseURL, maxRetries = 2, timeoutMs = 60_000 } = options;
  const provider = options.provider ?? (baseURL ? "openai-compatible" : "openai");
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: baseURL ?? null, maxRetries, timeout: timeoutMs });
  const settings = { model, provider, timeoutMs, extraBody: options.extraBody, now: options.now ?? Date.now };
  return { id: model, provider, stream: (request) => streamChatCompletion(client, settings, request) };
}

interface Settings {
  model: string;
  provider: string;
  timeoutMs: number;
  extraBody: OpenAIModelOptions["extraBody"];
  now: () => number;
}

// #region stream-chat-completion
async function* streamChatCompletion(
  client: OpenAI,
  settings: Settings,
  request: ModelRequest,
): AsyncGenerator<ModelEvent> {
  const { provider, model, now } = settings;
  const reply = new ReplyBuilder({ api: "openai-completions", provider, model, timestamp: now() });
  yield reply.start();
  // Exactly what the server shows as "what the model sees" (the same function, the same input), plus extraBody.
  const body = { ...buildProviderRequest({ model, ...request }), ...settings.extraBody?.(request) };
  const silence = silenceWatch(settings.timeoutMs);
  const signal = AbortSignal.any(request.signal ? [request.signal, silence.signal] : [silence.signal]);
  const calls = new Map<number, number>();
  let finishReason: string | undefined;
  try {
    const stream = await client.chat.completions.create(body, { signal });
    silence.restart(); // the headers have arrived; from now on, the watchdog counts
    for await (const chunk of stream) {
      silence.restart();
      if (chunk.usage) reply.setUsage(toUsage(chunk.usage));
      const choice = chunk.choices[0];
      if (choice === undefined) continue; // the usage chunk has no choices
      yield* applyDelta(reply, choice.delta, calls);
      if (choice.finish_reason) finishReason = choice.finish_reason;
    }
  } catch (error) {
    yield* reply.endToolCalls().events;
    const why = silence.fired ? silence.message(client.baseURL) : describeFailure(error, client.baseURL);
    yield request.signal?.aborted ? reply.fail("aborted", ABORTED) : reply.fail("error", why);
    return;
  } finally {
    silence.stop();
  }

  // An abort or a silence ends the SDK's stream quietly, without an exception: find out why it ended.
  const closed = reply.endToolCalls();
  yield* closed.events;
  if (request.signal?.aborted) yield reply.fail("aborted", ABORTED);
  else if (silence.fired) yield reply.fail("error", silence.message(client.baseURL));
  else if (finishReason === undefined) yield reply.fail("error", cutOff(client.baseURL));
  else if (closed.error !== undefined) yield reply.fail("error", closed.error);
  else {
    const stop = toStopReason(finishReason);
    yield "error" in stop ? reply.fail("error", stop.error) : reply.done(stop.stopReason);
  }
}
// #endregion stream-chat-completion

const ABORTED = "Aborted before the reply was complete.";

function cutOff(endpoint: string): string {
  return `The stream from ${endpoint} was cut off: it ended before the model finished its reply.`;
}

// #region describe-failure
const HINTS: Record<number, string> = {
  400: "the server rejected the request",
  401: "check OPENAI_API_KEY",
  403: "this key may not use this model",
  404: "check OPENAI_MODEL and OPENAI_BASE_URL",
  429: "too many requests or no quota left; wait, or check the account",
};

/** What went wrong, in words a learner can act on: status, the server's own message, a hint. */
export function describeFailure(error: unknown, endpoint: string): string {
  if (error instanceof APIConnectionTimeoutError) return `Timed out waiting for ${endpoint} to answer.`;
  if (error instanceof APIConnectionError) {
    return `Could not connect to ${endpoint}: ${String(error.cause ?? error.message)}`;
  }
  if (error instanceof APIError && error.status !== undefined) {
    const body = error.error as { message?: unknown } | undefined;
    const serverMessage = typeof body?.message === "string" ? body.message : error.message;
    const hint = HINTS[error.status] ?? (error.status >= 500 ? "the server failed; try again later" : undefined);
    return `HTTP ${error.status} from ${endpoint}: ${serverMessage}${hint ? ` (${hint})` : ""}`;
  }
  if (error instanceof APIError) return `The server sent an error in the middle of the stream: ${error.message}`;
  // undici reports a connection closed mid-body as "terminated".
  return `The stream from ${endpoint} was cut off: ${error instanceof Error ? error.message : String(error)}`;
}
// #endregion describe-failure

/**
 * A watchdog for a stream that goes quiet. The SDK's own timeout only covers
 * the wait for the response headers; once chunks flow, a server that stops
 * sending would hang the run forever. Restarted by every chunk.
 */
function silenceWatch(ms: number) {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    signal: controller.signal,
    get fired() {
      return controller.signal.aborted;
    },
    restart() {
      clearTimeout(timer);
      timer = setTimeout(() => controller.abort(), ms);
    },
    stop() {
      clearTimeout(timer);
    },
    message: (endpoint: string) => `Timed out: ${endpoint} sent nothing for ${ms} ms in the middle of the reply.`,
  };
}
