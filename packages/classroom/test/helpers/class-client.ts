/**
 * A classroom server on 127.0.0.1 with a fresh class folder, and a client
 * that behaves like one student's (or the teacher's) browser: it keeps its
 * cookie and sends it on every request, event streams included.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTeachingModel } from "@kit/agent-loop";
import { readSse } from "@kit/server";
import { waitFor } from "../../../server/test/helpers/test-server.ts";
import { type ClassroomServer, type ClassroomServerOptions, createClassroomServer } from "../../src/index.ts";

export interface TestClassroom {
  url: string;
  classroom: ClassroomServer;
  dir: string;
  joinCode: string;
  teacherUrl: string;
  stop(): Promise<void>;
}

export async function startClassroom(options: Partial<ClassroomServerOptions> = {}): Promise<TestClassroom> {
  const dir = mkdtempSync(join(tmpdir(), "kit-classroom-test-"));
  const classroom = createClassroomServer({
    host: "127.0.0.1",
    port: 0,
    classDir: dir,
    model: createTeachingModel(),
    log: () => {},
    env: {},
    ...options,
  });
  const started = await classroom.start();
  return {
    url: started.url,
    classroom,
    dir,
    joinCode: started.joinCode,
    teacherUrl: started.teacherUrl,
    async stop() {
      await classroom.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Answer<T> {
  status: number;
  body: T;
}

export class ClassClient {
  constructor(
    readonly url: string,
    private cookie = "",
  ) {}

  /** Joins with the code and a name; the answer's cookie is kept for every later request. */
  static async join(url: string, code: string, name: string): Promise<ClassClient> {
    const client = new ClassClient(url);
    const answer = await client.api("POST", "/api/join", { code, name });
    if (answer.status !== 201) throw new Error(`join failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return client;
  }

  /** Opens the teacher URL as a browser would, keeping the cookie it sets. */
  static async teacher(teacherUrl: string): Promise<ClassClient> {
    const response = await fetch(teacherUrl, { redirect: "manual" });
    const cookie = response.headers.getSetCookie()[0]?.split(";")[0];
    if (response.status !== 303 || !cookie) throw new Error(`teacher login failed: ${response.status}`);
    return new ClassClient(new URL(teacherUrl).origin, cookie);
  }

  get cookieHeader(): string {
    return this.cookie;
  }

  async api<T = unknown>(method: string, path: string, body?: unknown): Promise<Answer<T>> {
    const response = await fetchAsABrowserDoes(`${this.url}${path}`, {
      method,
      headers: { "content-type": "application/json", ...(this.cookie && { cookie: this.cookie }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = response.headers.getSetCookie()[0];
    if (setCookie) this.cookie = setCookie.split(";")[0]!;
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON (a tar archive): leave the text
    }
    return { status: response.status, body: parsed as T };
  }

  /** Opens an event stream; resolves once its headers are in. */
  async events(path: string): Promise<EventTap> {
    const controller = new AbortController();
    const response = await fetch(`${this.url}${path}`, {
      headers: this.cookie ? { cookie: this.cookie } : {},
      signal: controller.signal,
    });
    return new EventTap(response, controller);
  }
}

export interface TappedEvent {
  event: string;
  data: { type: string; [field: string]: unknown };
}

export class EventTap {
  readonly events: TappedEvent[] = [];
  readonly status: number;
  private readonly reading: Promise<unknown>;

  constructor(
    response: Response,
    private readonly controller: AbortController,
  ) {
    this.status = response.status;
    this.reading =
      response.ok && response.body
        ? readSse(response.body, (item) => {
            if (item.type === "event") this.events.push({ event: item.event, data: JSON.parse(item.data) });
          }).catch(() => {})
        : response.text();
  }

  waitFor(match: (event: TappedEvent) => boolean, what: string, timeoutMs?: number): Promise<TappedEvent> {
    return waitFor(() => this.events.find(match), what, timeoutMs);
  }

  async close(): Promise<void> {
    this.controller.abort();
    await this.reading;
  }
}

/**
 * A kept-alive connection the server closes as idle (keepAliveTimeout) just as the next request goes out is reset
 * before the server reads a byte of it. A browser sends such a request again on a new connection; so does a student
 * here, once. On a loaded machine forty students reuse connections near that moment often enough to meet it.
 */
async function fetchAsABrowserDoes(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const code = ((error as Error).cause as { code?: string } | undefined)?.code;
    if (code !== "ECONNRESET") throw error;
    return fetch(url, init);
  }
}
