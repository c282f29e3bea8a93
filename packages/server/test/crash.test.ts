/**
 * A server killed in the middle of a run (SIGKILL: no chance to clean up)
 * leaves files that pass `session check` and reopen at the last message that
 * ended, because each message was saved at its own message_end.
 */

import { type ChildProcess, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { checkSession } from "@kit/session-core";
import { afterEach, expect, it } from "vitest";
import type { ContextResponse, PromptAccepted, SessionDetail } from "../src/api-types.ts";
import { startChildServer } from "./helpers/child-server.ts";
import { SseListener } from "./helpers/sse-client.ts";
import { startTestServer, type TestServer, waitFor } from "./helpers/test-server.ts";

const json = { "content-type": "application/json" };
const packageDir = fileURLToPath(new URL("..", import.meta.url));
const repositoryRoot = join(packageDir, "..", "..");
let child: ChildProcess | undefined;
let restarted: TestServer | undefined;
let listener: SseListener | undefined;
let dir: string | undefined;
afterEach(async () => {
  await listener?.close();
  if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  await restarted?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Starts a server fixture in a child process; resolves with its address once it listens. */
async function startChild(
  sessionsDir: string,
  fixture = "test/fixtures/slow-server.ts",
): Promise<{ url: string; pid: number }> {
  const started = startChildServer<{ url: string; pid: number }>(
    process.execPath,
    ["--import", "tsx", fixture],
    { cwd: packageDir, env: { ...process.env, KIT_SESSIONS_DIR: sessionsDir } },
    "the child server",
  );
  child = started.child;
  return started.listening;
}

it("survives SIGKILL mid-run: the file passes session check and reopens at the last saved message", async () => {
  dir = mkdtempSync(join(tmpdir(), "kit-crash-"));
  const { url, pid } = await startChild(dir);
  const created = (await (
    await fetch(`${url}/api/sessions`, { method: "POST", headers: json, body: "{}" })
  ).json()) as { id: string };
  const id = created.id;
  listener = await SseListener.open(`${url}/api/sessions/${id}/events`);
  const prompt = await fetch(`${url}/api/sessions/${id}/prompt`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ text: "list the files" }),
  });
  expect(prompt.status).toBe(202);

  // Kill it while the second reply streams: three messages have ended, the fourth has not.
  await listener.waitForEvent(
    (e) =>
      e.event === "message_update" &&
      listener!.events.filter((x) => x.event === "session_updated" && x.data.appended[0]?.type === "message").length ===
        3,
    "the answer to be streaming after the tool result was saved",
    120_000,
  );
  process.kill(pid, "SIGKILL");
  await waitFor(() => (child!.signalCode === "SIGKILL" ? true : undefined), "the child to die");
  const saved = listener.events.filter((e) => e.event === "session_updated");
  const lastSavedLeaf = saved.at(-1)!.data.leafId as string;
  const endedMessages = listener.events.filter((e) => e.event === "message_end").map((e) => e.data.event.message);
  expect(endedMessages.map((m) => m.role)).toEqual(["user", "assistant", "toolResult"]);
  await listener.close();
  listener = undefined;

  // The file as the kill left it: sound (a torn last line would be the only acceptable problem).
  const file = join(dir, `${id}.jsonl`);
  const checked = checkSession(file);
  expect(checked.problems.filter((p) => p.kind !== "torn-last-line")).toEqual([]);
  expect(checked.loaded!.tree.leafId).toBe(lastSavedLeaf);
  expect(existsSync(`${file}.lock`)).toBe(true); // left behind by the dead process
  expect(readFileSync(`${file}.lock`, "utf8").trim()).toBe(String(pid));
  const cli = spawnSync(process.execPath, ["--import", "tsx", "packages/session-core/src/cli/main.ts", "check", file], {
    cwd: repositoryRoot,
    encoding: "utf8",
  });
  expect(cli.status, cli.stdout + cli.stderr).toBe(0);
  expect(cli.stdout).toContain("no problems");

  // A new server takes over the stale lock and opens the session at the right leaf.
  restarted = await startTestServer({ sessionsDir: dir });
  const detail = (await restarted.api<SessionDetail>("GET", `/api/sessions/${id}`)).body;
  expect(detail.leafId).toBe(lastSavedLeaf);
  expect(detail.running).toBe(false);
  const context = (await restarted.api<ContextResponse>("GET", `/api/sessions/${id}/context`)).body;
  expect(context.messageCount).toBe(endedMessages.length);
  expect(checkSession(file).loaded!.tree.leafId).toBe(lastSavedLeaf); // reading through the API wrote nothing
  // The interrupted turn's tool call has its result; the request is valid as it stands.
  expect(context.request.messages.map((m) => m.role)).toEqual(["system", "user", "assistant", "tool"]);

  // And the session goes on.
  const again = await SseListener.open(`${restarted.url}/api/sessions/${id}/events`);
  listener = again;
  expect(
    (await restarted.api<PromptAccepted>("POST", `/api/sessions/${id}/prompt`, { text: "hello again" })).status,
  ).toBe(202);
  const end = await again.waitForEvent((e) => e.event === "run_end", "the new run to end");
  expect(end.data.reason).toBe("done");
  expect(checkSession(file).problems).toEqual([]);
}, 600_000);

it("stops on SIGTERM even while a tool hangs, exits 0, and releases its locks", async () => {
  dir = mkdtempSync(join(tmpdir(), "kit-stuck-"));
  const { url } = await startChild(dir, "test/fixtures/stuck-server.ts");
  const created = (await (
    await fetch(`${url}/api/sessions`, { method: "POST", headers: json, body: "{}" })
  ).json()) as { id: string };
  listener = await SseListener.open(`${url}/api/sessions/${created.id}/events`);
  const prompt = await fetch(`${url}/api/sessions/${created.id}/prompt`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ text: "hang" }),
  });
  expect(prompt.status).toBe(202);
  await listener.waitForEvent((e) => e.event === "tool_execution_start", "the tool to start", 120_000);

  // The tool never settles: an exit at all (and with code 0) shows the server stopped it; a hang ends at the timeout.
  child!.kill("SIGTERM");
  await waitFor(
    () => (child!.exitCode !== null || child!.signalCode !== null ? true : undefined),
    "the server to exit",
    120_000,
  );
  expect(child!.exitCode).toBe(0);
  const file = join(dir, `${created.id}.jsonl`);
  expect(existsSync(`${file}.lock`)).toBe(false);
  expect(checkSession(file).problems).toEqual([]);
}, 600_000);
