/**
 * `createServer({ readOnly: true })`: a session written by a writable server,
 * then served read-only over the same folder. Every route that writes is
 * refused with `403 read_only` (in the asker's language), whatever the method;
 * the reads still work; the folder's files are byte for byte the same.
 */
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { ServerMode, SessionDetail, SessionSummary } from "../src/index.ts";
import { startTestServer, type TestServer, waitFor } from "./helpers/test-server.ts";

let dir: string;
let id: string;
let firstEntry: string;
let readOnly: TestServer;

/** Every file in the folder with the hash of its bytes. */
function folderBytes(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(dir))
    out[name] = createHash("sha256")
      .update(readFileSync(join(dir, name)))
      .digest("hex");
  return out;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "kit-read-only-"));
  const writable = await startTestServer({ sessionsDir: dir });
  id = (await writable.api<SessionSummary>("POST", "/api/sessions", { name: "kept" })).body.id;
  await writable.api("POST", `/api/sessions/${id}/prompt`, { text: "hello", pace: "instant" });
  const detail = await waitFor(async () => {
    const answer = (await writable.api<SessionDetail>("GET", `/api/sessions/${id}`)).body;
    return answer.entries.length >= 3 && !answer.running ? answer : undefined;
  }, "the reply saved");
  firstEntry = detail.entries[0]!.id;
  expect((await writable.api<ServerMode>("GET", "/api/mode")).body).toEqual({ readOnly: false });
  await writable.stop();
  readOnly = await startTestServer({ sessionsDir: dir, readOnly: true });
}, 60_000);
afterAll(async () => {
  await readOnly?.stop();
  rmSync(dir, { recursive: true, force: true });
});

it("reads as before and says it is read-only", async () => {
  expect((await readOnly.api<ServerMode>("GET", "/api/mode")).body).toEqual({ readOnly: true });
  expect((await readOnly.api<SessionSummary[]>("GET", "/api/sessions")).body.map((row) => row.id)).toEqual([id]);
  expect((await readOnly.api("GET", `/api/sessions/${id}`)).status).toBe(200);
  expect((await readOnly.api("GET", `/api/sessions/${id}/context`)).status).toBe(200);
});

it("refuses every write with 403 read_only and changes no byte", async () => {
  const before = folderBytes();
  const writes: [string, string, unknown][] = [
    ["POST", "/api/sessions", {}],
    ["POST", `/api/sessions/${id}/prompt`, { text: "again" }],
    ["POST", `/api/sessions/${id}/abort`, {}],
    ["POST", `/api/sessions/${id}/step`, {}],
    ["POST", `/api/sessions/${id}/branch`, { leafId: firstEntry }],
    ["POST", `/api/sessions/${id}/navigate`, { entryId: firstEntry }],
    ["POST", `/api/sessions/${id}/compact`, {}],
    ["POST", `/api/sessions/${id}/fork`, { entryId: firstEntry }],
    ["POST", `/api/sessions/${id}/label`, { entryId: firstEntry, label: "x" }],
    ["POST", `/api/sessions/${id}/name`, { name: "renamed" }],
    ["PUT", `/api/sessions/${id}`, {}],
    ["DELETE", `/api/sessions/${id}`, undefined],
  ];
  for (const [method, path, body] of writes) {
    const answer = await readOnly.api<{ error: { code: string } }>(method, path, body);
    expect([method, path, answer.status, answer.body.error.code]).toEqual([method, path, 403, "read_only"]);
  }
  const zh = await readOnly.api<{ error: { message: string } }>(
    "POST",
    `/api/sessions/${id}/prompt`,
    { text: "x" },
    {
      "accept-language": "zh-CN",
    },
  );
  expect(zh.body.error.message).toMatch(/^拒绝 POST .*只读/);
  expect(folderBytes()).toEqual(before);
});
