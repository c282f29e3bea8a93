/**
 * POST /context-edit over real HTTP: a replacement and an omission change the next request's context, each
 * `context_edit` entry is on disk before its session_updated event is published, and a bad target (missing, off
 * the branch, not a message) is refused with its code and a sentence in the request's language, writing nothing.
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { emptyUsage } from "@kit/agent-loop";
import { Session } from "@kit/session-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiError, ContextEditResult, ContextResponse, ServerEvent } from "../src/api-types.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";

let server: TestServer | undefined;
afterEach(async () => {
  vi.unstubAllEnvs();
  await server?.stop();
  server = undefined;
});

const at = 1_767_258_000_000;

function assistant(text: string) {
  return {
    role: "assistant" as const,
    content: [{ type: "text" as const, text }],
    api: "openai-completions",
    provider: "scripted",
    model: "teaching",
    usage: emptyUsage(),
    stopReason: "stop" as const,
    timestamp: at,
  };
}

/**
 * A session of two turns with a secret in the first reply, a model change, a pi system message, and a second
 * branch from the first question; the leaf is on the main branch.
 */
async function serverWithSession() {
  const dir = mkdtempSync(join(tmpdir(), "kit-context-edit-"));
  const file = join(dir, "edits.jsonl");
  const session = Session.create(file, { cwd: "/work" });
  const system = session.appendMessage({ role: "system", content: "You are pi.", timestamp: at } as never);
  const question = session.appendMessage({ role: "user", content: "What is the password?", timestamp: at });
  const secret = session.appendMessage(assistant("The password is hunter2."));
  const offBranch = session.appendEntry({ type: "message", message: assistant("Another answer.") }, question);
  session.switchLeaf(secret);
  const setting = session.appendModelChange("scripted", "teaching");
  const second = session.appendMessage({ role: "user", content: "Thanks. What next?", timestamp: at });
  session.close();
  server = await startTestServer({ sessionsDir: dir });
  return { server, file, ids: { system, question, secret, offBranch, setting, second } };
}

/** The provider request's messages at the current leaf, as text: role and content. */
async function requestText(server: TestServer): Promise<string[]> {
  const context = await server.api<ContextResponse>("GET", "/api/sessions/edits/context");
  expect(context.status).toBe(200);
  return context.body.request.messages.map((m) => `${m.role}: ${typeof m.content === "string" ? m.content : ""}`);
}

/** Records, for every session_updated, whether each appended entry was already in the file when it was published. */
function watchOrder(server: TestServer, file: string) {
  const seen: { id: string; type: string; onDisk: boolean }[] = [];
  server.server.parts.hub.observe((_session, event: ServerEvent) => {
    if (event.type !== "session_updated") return;
    const bytes = readFileSync(file, "utf8");
    for (const entry of event.appended) seen.push({ id: entry.id, type: entry.type, onDisk: bytes.includes(entry.id) });
  });
  return seen;
}

const edit = (server: TestServer, body: unknown, headers?: Record<string, string>) =>
  server.api<ContextEditResult & ApiError>("POST", "/api/sessions/edits/context-edit", body, headers);

describe("POST /context-edit", () => {
  it("replaces what the model gets for a message, saved before it is announced", async () => {
    const { server, file, ids } = await serverWithSession();
    const seen = watchOrder(server, file);
    expect(await requestText(server)).toContain("assistant: The password is hunter2.");

    const answer = await edit(server, { targetId: ids.secret, replacement: { content: "The password is [removed]." } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      targetId: ids.secret,
      editEntryId: expect.any(String),
      leafId: answer.body.editEntryId,
    });

    const request = await requestText(server);
    expect(request).toContain("assistant: The password is [removed].");
    expect(request.join("\n")).not.toContain("hunter2");
    // The original stays in the file as it was; the edit is one more line.
    const lines = readFileSync(file, "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines.find((line) => line.id === ids.secret).message.content[0].text).toBe("The password is hunter2.");
    expect(lines.at(-1)).toMatchObject({
      type: "context_edit",
      id: answer.body.editEntryId,
      parentId: ids.second,
      targetId: ids.secret,
      replacement: { content: [{ type: "text", text: "The password is [removed]." }] },
    });
    expect(seen).toEqual([{ id: answer.body.editEntryId, type: "context_edit", onDisk: true }]);
  });

  it("hides a message from the model with replacement null", async () => {
    const { server, file, ids } = await serverWithSession();
    const seen = watchOrder(server, file);
    expect(await requestText(server)).toContain("user: What is the password?");
    const answer = await edit(server, { targetId: ids.question, replacement: null });
    expect(answer.status).toBe(200);
    const request = await requestText(server);
    expect(request).not.toContain("user: What is the password?");
    expect(request).toContain("user: Thanks. What next?");
    expect(seen).toEqual([{ id: answer.body.editEntryId, type: "context_edit", onDisk: true }]);
  });

  it("refuses a bad target with its code, in the request's language, and writes nothing", async () => {
    vi.stubEnv("KIT_LANG", "en");
    const { server, file, ids } = await serverWithSession();
    const seen = watchOrder(server, file);
    const before = readFileSync(file, "utf8");
    const refused = async (targetId: string, status: number, code: string, language = "en") => {
      const answer = await edit(server, { targetId, replacement: null }, { "accept-language": language });
      expect(answer.status, targetId).toBe(status);
      expect(answer.body.error.code).toBe(code);
      return answer.body.error.message;
    };
    expect(await refused("deadbeef", 404, "unknown_entry")).toBe('no entry to edit with id "deadbeef" in this session');
    expect(await refused(ids.offBranch, 409, "off_branch")).toMatch(
      new RegExp(
        `^cannot edit entry "${ids.offBranch}": it is not on the current branch ` +
          `\\(the path from the leaf ${ids.second}`,
      ),
    );
    expect(await refused(ids.setting, 422, "not_editable")).toMatch(/it is a "model_change" entry, and a context edit/);
    expect(await refused(ids.system, 422, "not_editable")).toMatch(/it is a "message" entry \(role "system"\)/);
    // The page's language, whatever the server's: a Chinese page reads the refusal in Chinese.
    expect(await refused("deadbeef", 404, "unknown_entry", "zh-CN")).toBe(
      '这个会话里没有 id 为 "deadbeef" 的要修改的条目',
    );
    expect(await refused(ids.offBranch, 409, "off_branch", "zh-CN")).toMatch(/它不在当前分支上/);
    expect(await refused(ids.setting, 422, "not_editable", "zh-CN")).toMatch(/"model_change" 条目/);
    // A body that is not an edit: the field is named.
    const bad = await edit(server, { targetId: ids.secret, replacement: { content: 5 } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("invalid_field");
    expect(bad.body.error.message).toMatch(/replacement/);

    expect(readFileSync(file, "utf8")).toBe(before);
    expect(seen).toEqual([]);
  });
});
