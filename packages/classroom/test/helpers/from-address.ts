/**
 * Requests to a classroom from a chosen loopback address (127.0.0.3, 127.0.0.4,
 * ...): Linux answers the whole 127/8 range, so one test can be several
 * machines of a class. Each request has its own connection (no agent), so the
 * server's per-address connection count sees exactly what the test opened.
 */
import { request } from "node:http";
import { connect, type Socket } from "node:net";

/** Linux answers every 127.x.y.z; macOS and Windows only 127.0.0.1 unless told: tests that need more skip there. */
export const MANY_LOOPBACK_ADDRESSES = process.platform === "linux";

/** A reply's JSON, read as each test expects it (the tests assert its fields). */
// biome-ignore lint/suspicious/noExplicitAny: a test reads the fields it asserts
export type Json = any;

export interface Reply<T = Json> {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: T;
  cookie?: string;
}

export interface CallOptions {
  from?: string;
  cookie?: string;
  body?: unknown;
  /** Sent as it is (not JSON-encoded). */
  raw?: string;
  /** Accept-Language, as the page sends it: the language of the error sentences. */
  language?: string;
}

export function call<T = Json>(
  url: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Reply<T>> {
  const { hostname, port, host } = new URL(url);
  const data = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: hostname,
        port,
        method,
        path,
        agent: false,
        localAddress: options.from,
        headers: {
          host,
          "content-type": "application/json",
          ...(options.cookie && { cookie: options.cookie }),
          ...(options.language && { "accept-language": options.language }),
          ...(data !== undefined && { "content-length": Buffer.byteLength(data) }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString();
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // not JSON: keep the text
          }
          const cookie = res.headers["set-cookie"]?.[0]?.split(";")[0];
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body as T, cookie });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    if (data !== undefined) req.write(data);
    req.end();
  });
}

/** Opens `count` idle TCP connections from `from`; resolves once each has connected or failed. */
export async function idleSockets(url: string, from: string, count: number): Promise<Socket[]> {
  const { hostname, port } = new URL(url);
  return Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Socket>((resolve) => {
          const socket = connect({ host: hostname, port: Number(port), localAddress: from });
          socket.on("error", () => {}); // a reset from the server is what some of these are for
          socket.once("connect", () => resolve(socket));
          socket.once("close", () => resolve(socket));
        }),
    ),
  );
}
