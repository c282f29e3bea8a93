/**
 * The server's error answers in its language: under KIT_LANG=zh-CN each `message` is Chinese and still names the
 * field, the id, the route or the header; the `code` is the same in every language (it is API). English is the
 * default (bad-input.test.ts and hardening.test.ts check its sentences).
 */
import { writeFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { Session } from "@kit/session-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiError, PromptAccepted, SessionSummary } from "../src/api-types.ts";
import { ERROR_WORDS } from "../src/error-words.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";

let server: TestServer | undefined;
afterEach(async () => {
  vi.unstubAllEnvs();
  await server?.stop();
  server = undefined;
});

const HAN = /\p{Script=Han}/u;
const HEADER_LINE = JSON.stringify({
  type: "session",
  version: 3,
  id: "d1",
  timestamp: "2026-01-01T00:00:00.000Z",
  cwd: "/",
});

async function chineseServer() {
  vi.stubEnv("KIT_LANG", "zh-CN");
  server = await startTestServer({ maxBodyBytes: 4096 });
  const id = (await server.api<SessionSummary>("POST", "/api/sessions", {})).body.id;
  return { server, id };
}

/** The answer's status and code, and its message. */
function messageOf(answer: { status: number; body: unknown }, status: number, code: string): string {
  expect(answer.status).toBe(status);
  const { error } = answer.body as ApiError;
  expect(error.code).toBe(code);
  return error.message;
}

describe("error answers under KIT_LANG=zh-CN", () => {
  it("a body: bad JSON, a missing field, a wrong type, an unknown field, too large", async () => {
    const { server, id } = await chineseServer();
    const post = (action: string, body: unknown) => server.api("POST", `/api/sessions/${id}/${action}`, body);
    expect(messageOf(await server.raw("POST", `/api/sessions/${id}/prompt`, "{nope"), 400, "bad_json")).toMatch(
      /^请求体不是合法的 JSON：/,
    );
    expect(messageOf(await post("prompt", {}), 400, "invalid_field")).toBe('缺少字段 "text"');
    expect(messageOf(await post("prompt", { text: 5 }), 400, "invalid_field")).toMatch(
      /^字段 "text"：.*\p{Script=Han}/u,
    );
    expect(messageOf(await post("prompt", { text: "你好", txet: 1 }), 400, "invalid_field")).toBe('未知字段 "txet"');
    expect(messageOf(await post("prompt", { text: "长".repeat(5000) }), 413, "too_large")).toBe(
      "请求体超过了 4096 字节的上限",
    );
  });

  it("a session, an entry, a route that does not exist; an id that is not one", async () => {
    const { server, id } = await chineseServer();
    expect(messageOf(await server.api("GET", "/api/sessions/nope"), 404, "unknown_session")).toMatch(
      /里没有会话 "nope"$/,
    );
    expect(
      messageOf(await server.api("POST", `/api/sessions/${id}/branch`, { leafId: "deadbeef" }), 404, "unknown_entry"),
    ).toBe('这个会话里没有 id 为 "deadbeef" 的条目');
    expect(messageOf(await server.api("GET", "/api/nowhere"), 404, "no_route")).toBe(
      "没有 GET /api/nowhere 这个路由；所有路由列在 packages/server/README.md 里",
    );
    expect(messageOf(await server.api("GET", "/api/sessions/a%20b"), 400, "invalid_session_id")).toMatch(
      /不是会话 id：id 是文件名/,
    );
  });

  it("the request guard: a foreign Host, another site, a body that is not JSON", async () => {
    const { server, id } = await chineseServer();
    // fetch may not set Host, so this request goes through node:http.
    const answer = await new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const { port } = new URL(server.url);
      const req = request(
        { host: "127.0.0.1", port, path: "/api/sessions", headers: { host: "evil.example" } },
        (res) => {
          let text = "";
          res.on("data", (chunk) => (text += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
        },
      );
      req.on("error", reject);
      req.end();
    });
    expect(messageOf(answer, 403, "forbidden_host")).toBe(
      '这个服务器只回应它自己的地址，不回应 Host "evil.example"；课堂服务器可以在 KIT_ALLOWED_HOSTS 里列出更多名字',
    );
    const fromElsewhere = { origin: "https://evil.example" };
    expect(
      messageOf(await server.api("POST", `/api/sessions/${id}/abort`, {}, fromElsewhere), 403, "cross_site"),
    ).toMatch(/^拒绝来自其他网站（Origin "https:\/\/evil\.example"）的请求/);
    const asText = { "content-type": "text/plain" };
    expect(
      messageOf(await server.raw("POST", `/api/sessions/${id}/abort`, "{}", asText), 415, "unsupported_media_type"),
    ).toBe('请求体要以 JSON 发送，带上 Content-Type: application/json（这次是 "text/plain"），请求体为空时也一样');
  });

  it("a busy session and nothing to compact: the run, the action and what to do, in Chinese", async () => {
    const { server, id } = await chineseServer();
    expect(messageOf(await server.api("POST", `/api/sessions/${id}/compact`, {}), 409, "compaction_failed")).toMatch(
      /^叶子 .* 处没有可压缩的内容/,
    );
    // At pace "step" the run waits for POST /step: the session stays busy until it is aborted.
    const { runId } = (
      await server.api<PromptAccepted>("POST", `/api/sessions/${id}/prompt`, { text: "你好", pace: "step" })
    ).body;
    expect(messageOf(await server.api("POST", `/api/sessions/${id}/branch`, { leafId: null }), 409, "busy")).toBe(
      `这个会话里运行 ${runId} 还在进行，现在不能切换分支；等它的 run_end 事件，或者先 POST /abort`,
    );
    await server.api("POST", `/api/sessions/${id}/abort`, {});
  });
});

describe("a session another writer holds, under KIT_LANG=zh-CN", () => {
  it("answers 409 in Chinese, naming the file and the writer's pid; reading still works", async () => {
    const { server } = await chineseServer();
    const path = join(server.dir, "held.jsonl");
    const other = Session.create(path); // another writer: a Session this server did not open
    try {
      expect((await server.api("GET", "/api/sessions/held")).status).toBe(200);
      const said = messageOf(await server.api("POST", "/api/sessions/held/name", { name: "x" }), 409, "session_locked");
      expect(said).toMatch(new RegExp(`held\\.jsonl 正被另一个写入者（pid ${process.pid}）打开写入`));
    } finally {
      other.close();
    }
  });
});

describe("the table", () => {
  it("has every sentence in both languages, the Chinese one in Chinese", () => {
    expect(Object.keys(ERROR_WORDS.zh).sort()).toEqual(Object.keys(ERROR_WORDS.en).sort());
    for (const [key, zh] of Object.entries(ERROR_WORDS.zh)) {
      if (key === "separator") continue;
      const text = typeof zh === "string" ? zh : (zh as (...args: unknown[]) => string)("compact", "x", "navigate");
      expect(text, key).toMatch(HAN);
    }
  });
});

describe("error answers in the language the request asks for", () => {
  it("follow Accept-Language when it names Chinese or English first, else the server's language", async () => {
    vi.stubEnv("KIT_LANG", "en");
    server = await startTestServer();
    const missing = (language: string) =>
      fetch(`${server!.url}/api/sessions/nope`, { headers: { "accept-language": language } }).then(
        async (response) => ((await response.json()) as ApiError).error,
      );
    const chinese = await missing("zh-CN,zh;q=0.9,en;q=0.8");
    expect(chinese.code).toBe("unknown_session");
    expect(chinese.message).toMatch(/里没有会话 "nope"$/);
    expect((await missing("en-US,zh;q=0.5")).message).toMatch(/^no session "nope" in /);
    expect((await missing("*")).message).toMatch(/^no session "nope" in /);
    await server.stop();
    vi.stubEnv("KIT_LANG", "zh-CN");
    server = await startTestServer();
    expect((await missing("en")).message).toMatch(/^no session "nope" in /);
    expect((await missing("fr-FR")).message).toMatch(/里没有会话 "nope"$/);
  });

  it("say a damaged file's problems (422) in the request's language; kinds and lines stay as they are", async () => {
    vi.stubEnv("KIT_LANG", "en");
    server = await startTestServer();
    writeFileSync(join(server.dir, "damaged.jsonl"), `${HEADER_LINE}\nthis is not json\n{}\n`);
    const opened = (language: string) =>
      fetch(`${server!.url}/api/sessions/damaged`, { headers: { "accept-language": language } }).then(
        async (response) => ({ status: response.status, ...((await response.json()) as ApiError).error }),
      );
    const chinese = await opened("zh-CN");
    expect(chinese.status).toBe(422);
    expect(chinese.code).toBe("damaged_session");
    expect(chinese.message).toContain("damaged.jsonl：打不开这个会话文件：");
    expect(chinese.message).toContain("damaged.jsonl:2: malformed-line: 不是合法的 JSON（");
    const english = await opened("en");
    expect(english.message).toContain("damaged.jsonl: cannot open this session file:");
    expect(english.message).toContain("damaged.jsonl:2: malformed-line: not valid JSON (");
  });
});
