// A raw HTTP server on 127.0.0.1 for the OpenAI model's tests: each test writes
// exactly the bytes it wants (split frames, errors, a cut-off stream), and the
// real SDK reads them over real HTTP.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type Handler = (
  req: IncomingMessage,
  res: ServerResponse,
  body: Record<string, unknown>,
) => void | Promise<void>;

export async function startFakeServer(handler: Handler) {
  const bodies: Record<string, unknown>[] = [];
  const server = createServer(async (req, res) => {
    const parts: Buffer[] = [];
    for await (const part of req) parts.push(part as Buffer);
    const body = JSON.parse(Buffer.concat(parts).toString("utf8")) as Record<string, unknown>;
    bodies.push(body);
    await handler(req, res, body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    bodies,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** One SSE frame with a chat-completion chunk. */
export function frame(delta: Record<string, unknown>, finish: string | null = null): string {
  const chunk = {
    id: "c1",
    object: "chat.completion.chunk",
    created: 0,
    model: "m",
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
  return `data: ${JSON.stringify(chunk)}\n\n`;
}

export function usageFrame(prompt: number, completion: number, cached = 0): string {
  const chunk = {
    id: "c1",
    object: "chat.completion.chunk",
    created: 0,
    model: "m",
    choices: [],
    usage: {
      prompt_tokens: prompt,
      completion_tokens: completion,
      total_tokens: prompt + completion,
      prompt_tokens_details: { cached_tokens: cached },
    },
  };
  return `data: ${JSON.stringify(chunk)}\n\n`;
}

export function sseHead(res: ServerResponse): void {
  res.writeHead(200, { "content-type": "text/event-stream" });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes `text` in consecutive pieces cut at the given offsets, pausing between them, then ends. */
export async function writeInPieces(res: ServerResponse, text: string, cuts: number[], end = true): Promise<void> {
  let from = 0;
  for (const cut of [...cuts, text.length]) {
    res.write(text.slice(from, cut));
    from = cut;
    await sleep(3);
  }
  if (end) res.end();
}
