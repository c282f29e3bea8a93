/**
 * An OpenAI-compatible endpoint on 127.0.0.1 that streams chunks a test writes
 * by hand: what a real server may send and the kit's own stand-in never does
 * (a usage chunk without a count, tool-call arguments nested thousands deep).
 * Each chunk is sent as it is given, in a `data:` line, then `[DONE]`.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface RawCompletions {
  /** The address to give the SDK, e.g. "http://127.0.0.1:41234/v1". */
  baseURL: string;
  /** How many requests it has answered. */
  readonly requests: number;
  close(): Promise<void>;
}

/** `reply(n)` gives the chunks of the n-th request (from 1), as JSON objects or JSON text. */
export async function startRawCompletions(reply: (request: number) => (object | string)[]): Promise<RawCompletions> {
  let requests = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      requests += 1;
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      for (const chunk of reply(requests)) {
        res.write(`data: ${typeof chunk === "string" ? chunk : JSON.stringify(chunk)}\n\n`);
      }
      res.end("data: [DONE]\n\n");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    get requests() {
      return requests;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A chat.completion.chunk with one choice. */
export function choiceChunk(delta: object, finishReason: string | null = null): object {
  return {
    id: "chatcmpl-raw",
    object: "chat.completion.chunk",
    created: 0,
    model: "raw",
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
}

/** The last chunk: usage, and no choices. */
export function usageChunk(usage: Record<string, unknown>): object {
  return { id: "chatcmpl-raw", object: "chat.completion.chunk", created: 0, model: "raw", choices: [], usage };
}
