/**
 * A real server on 127.0.0.1 with a free port and a fresh sessions folder,
 * and small fetch helpers. Every test talks HTTP to it, as the page does.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTeachingModel, createTeachingTools, type Model, sampleWorkspaceDir } from "@kit/agent-loop";
import { type CreateServerOptions, createServer, type KitServer } from "../../src/index.ts";

export interface TestServer {
  url: string;
  server: KitServer;
  dir: string;
  /**
   * JSON request; returns status and parsed body. `T` names the shape the contract (api-types.ts) promises
   * for this answer; nothing checks it at run time: the tests' assertions do.
   */
  api<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: T }>;
  /** Raw body (for malformed JSON and size tests). */
  raw<T = unknown>(
    method: string,
    path: string,
    body: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: T }>;
  /** Stops the server; the folder is removed unless `keepFiles` (to restart on it). */
  stop(options?: { keepFiles?: boolean }): Promise<void>;
}

export async function startTestServer(options: CreateServerOptions & { model?: Model } = {}): Promise<TestServer> {
  const dir = options.sessionsDir ?? mkdtempSync(join(tmpdir(), "kit-server-test-"));
  const server = createServer({
    sessionsDir: dir,
    port: 0,
    // The tools only read in these tests; the shipped sample is never written.
    tools: createTeachingTools({ workspace: sampleWorkspaceDir }),
    model: createTeachingModel(),
    log: () => {},
    env: {},
    ...options,
  });
  const { url } = await server.start();
  const raw = async <T>(
    method: string,
    path: string,
    body: string | undefined,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: T }> => {
    const response = await fetch(`${url}${path}`, {
      method,
      body,
      headers: { "content-type": "application/json", ...headers },
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: leave the text
    }
    return { status: response.status, body: parsed as T };
  };
  let stopped = false;
  return {
    url,
    server,
    dir,
    api: <T>(method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
      raw<T>(method, path, body === undefined ? undefined : JSON.stringify(body), headers),
    raw: <T>(method: string, path: string, body: string, headers?: Record<string, string>) =>
      raw<T>(method, path, body, headers),
    async stop({ keepFiles = false } = {}) {
      if (stopped) return;
      stopped = true;
      await server.stop();
      if (!options.sessionsDir && !keepFiles) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Polls `check` until it returns a value (not undefined), at most `timeoutMs`: a bounded wait, not a speed test.
 * The default is long because a whole reply has taken more than 10 s to stream beside four busy loops.
 */
export async function waitFor<T>(
  check: () => T | undefined | Promise<T | undefined>,
  what: string,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
