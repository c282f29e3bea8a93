/**
 * A small OpenAI-compatible server on 127.0.0.1 that answers with a kit model
 * (the teaching model by default).
 *
 * It lets the OpenAI-compatible model run offline along its whole real path:
 * the `openai` SDK builds the HTTP request, the stand-in answers with
 * server-sent events, the SDK parses them, and the kit assembles the reply.
 * Demo 08 uses it when no key is set; tests use it to exercise that path.
 * It speaks only what this kit sends: streaming chat completions.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Model, ModelRequest } from "../model.ts";
import { createTeachingModel } from "./behaviour.ts";
import { type ChatCompletionsBody, chunkWriter, fromChatCompletionsBody } from "./standin-wire.ts";

export interface StandInServerOptions {
  /** The model that answers; default: the teaching model. */
  model?: Model;
  /** Default 0: any free port. */
  port?: number;
}

export interface StandInServer {
  /** The address to give the SDK, e.g. "http://127.0.0.1:41234/v1". */
  baseURL: string;
  /** Every request body received, in order: what the model was sent. */
  requests: ChatCompletionsBody[];
  close(): Promise<void>;
}

export async function startStandInServer(options: StandInServerOptions = {}): Promise<StandInServer> {
  const model = options.model ?? createTeachingModel();
  const requests: ChatCompletionsBody[] = [];
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => sendError(res, 500, `The stand-in failed: ${String(error)}`));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
      return sendError(res, 404, `The stand-in only answers POST /v1/chat/completions, not ${req.method} ${req.url}.`);
    }
    let body: ChatCompletionsBody;
    try {
      body = JSON.parse(await readBody(req)) as ChatCompletionsBody;
    } catch {
      return sendError(res, 400, "The request body is not valid JSON.");
    }
    requests.push(body);
    if (body.stream !== true) {
      return sendError(res, 400, "The stand-in only answers streaming requests (stream: true).");
    }
    await streamReply(fromChatCompletionsBody(body), body, res);
  }

  // #region stream-sse
  async function streamReply(request: ModelRequest, body: ChatCompletionsBody, res: ServerResponse): Promise<void> {
    const stopped = new AbortController(); // the client hung up, e.g. after an abort
    res.on("close", () => stopped.abort());
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
    const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
    const writer = chunkWriter(`chatcmpl-standin-${requests.length}`, body.model ?? model.id);
    for await (const event of model.stream({ ...request, signal: stopped.signal })) {
      if (event.type === "error") {
        if (event.message.stopReason === "error") send({ error: { message: event.message.errorMessage ?? "error" } });
        break;
      }
      const chunk = writer.fromEvent(event);
      if (chunk) send(chunk);
      if (event.type === "done" && body.stream_options?.include_usage) send(writer.usage(event.message.usage));
    }
    res.end("data: [DONE]\n\n");
  }
  // #endregion stream-sse

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * The OpenAI model's `extraBody` for the stand-in: a summary request's data
 * travels in the body, so the teaching model behind the stand-in can summarise.
 * A real provider is never sent it.
 */
export function standInExtraBody(request: ModelRequest): Record<string, unknown> | undefined {
  return request.summary === undefined ? undefined : { kit_summary: request.summary };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on("data", (part: Buffer) => parts.push(part));
    req.on("end", () => resolve(Buffer.concat(parts).toString("utf8")));
    req.on("error", reject);
  });
}

/** An error in OpenAI's shape, so the SDK reports the status and this message. */
function sendError(res: ServerResponse, status: number, message: string): void {
  if (res.headersSent) return void res.end();
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify({ error: { message, type: "invalid_request_error", code: null } }));
}
