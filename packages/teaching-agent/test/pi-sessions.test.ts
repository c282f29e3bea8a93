/**
 * `npm start -- --pi-sessions`: pi's sessions listed across projects, newest
 * first, over a fake folder written by pi 1.6.0's own SessionManager and by
 * hand; shown by a read-only server that refuses every write over HTTP; and
 * continued only in a copy. Reading never writes: every file's bytes and
 * time, and the folders' contents, are the same afterwards.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTeachingModel } from "@kit/agent-loop";
import type { KitServer, SessionSummary } from "@kit/server";
import { loadSession } from "@kit/session-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { continueInCopy } from "../src/pi-sessions/continue-in-copy.ts";
import { listPiSessions } from "../src/pi-sessions/list-pi-sessions.ts";
import { piSessionsFolder } from "../src/pi-sessions/pi-folder.ts";
import { linkReadOnlyView, type ReadOnlyView } from "../src/pi-sessions/read-only-view.ts";
import { createTeachingAgent } from "../src/teaching-agent.ts";
import { type FakePiFolder, fingerprint, writeFakePiFolder } from "./helpers/pi-sessions-folder.ts";

let dir: string;
let folder: FakePiFolder;
let before: Record<string, string>;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "kit-pi-sessions-"));
  folder = writeFakePiFolder(join(dir, "pi"));
  before = fingerprint(folder.root);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("pi's sessions folder", () => {
  it("is found as pi finds it", () => {
    expect(piSessionsFolder({ HOME: "/h", PI_CODING_AGENT_SESSION_DIR: "/s" })).toBe("/s");
    expect(piSessionsFolder({ PI_CODING_AGENT_DIR: "/agent" })).toBe(join("/agent", "sessions"));
    expect(piSessionsFolder({})).toMatch(/[/\\]\.pi[/\\]agent[/\\]sessions$/);
  });

  it("lists every session across projects, newest first, damaged and odd files reported, none written", () => {
    const rows = listPiSessions(folder.root, { maxBytes: 32 * 1024 });
    expect(rows.map((row) => row.path)).toEqual([
      folder.pi.beta,
      folder.pi.alpha,
      folder.damaged,
      folder.huge,
      folder.notASession,
      join(folder.root, "--tmp-hand--", "folder.jsonl"),
      folder.pi.gamma,
    ]);
    const [beta, alpha, damaged, huge, notASession, aFolder, gamma] = rows;
    expect(alpha).toMatchObject({
      project: "/tmp/alpha",
      name: "Reading JSONL",
      firstMessage: "How do I read a JSONL file?",
      entryCount: 6,
      problem: undefined,
      read: true,
    });
    expect(beta).toMatchObject({
      project: "/tmp/beta",
      name: undefined,
      firstMessage: "What is a leaf?",
      entryCount: 2,
    });
    expect(gamma).toMatchObject({ project: "/tmp/alpha", firstMessage: "An older question", entryCount: 2 });
    expect(alpha!.modified).toBe("2026-12-01T09:40:00.000Z");
    expect(damaged!.problem).toMatch(/_damaged\.jsonl:2: malformed-line/);
    expect(damaged!.read).toBe(true);
    expect(huge).toMatchObject({ read: false, entryCount: 0 });
    expect(huge!.problem).toMatch(/over the limit of 0\.0 MB: not read/);
    expect(notASession!.problem).toBeDefined();
    expect(aFolder).toMatchObject({ read: false, problem: "not a regular file: never read" });
    expect(fingerprint(folder.root)).toEqual(before);
  });
});

describe("the read-only server over pi's sessions", () => {
  let view: ReadOnlyView;
  let agent: KitServer;
  let url: string;
  let alphaId: string;

  beforeAll(async () => {
    view = linkReadOnlyView(listPiSessions(folder.root, { maxBytes: 32 * 1024 }));
    agent = createTeachingAgent({
      sessionsDir: view.sessionsDir,
      workspaceDir: view.workspaceDir,
      tools: [],
      model: createTeachingModel(),
      port: 0,
      readOnly: true,
      log: () => {},
    });
    url = (await agent.start()).url;
    alphaId = view.idOf.get(folder.pi.alpha)!;
  });
  afterAll(async () => {
    await agent?.stop();
    view?.remove();
  });

  it("lists and reads pi's sessions", async () => {
    const list = (await (await fetch(`${url}/api/sessions`)).json()) as SessionSummary[];
    expect(list.map((row) => row.id).sort()).toEqual([...view.idOf.values()].sort());
    expect(view.idOf.has(folder.huge)).toBe(false); // too big: never read, so not shown
    const detail = (await (await fetch(`${url}/api/sessions/${alphaId}`)).json()) as { entries: unknown[] };
    expect(detail.entries).toHaveLength(6);
    const context = await fetch(`${url}/api/sessions/${alphaId}/context`);
    expect(context.status).toBe(200);
    const damaged = await fetch(`${url}/api/sessions/${view.idOf.get(folder.damaged)}`);
    expect(damaged.status).toBe(422);
  });

  it("refuses every write with 403 read_only, and no byte of pi's files changes", async () => {
    const detail = (await (await fetch(`${url}/api/sessions/${alphaId}`)).json()) as {
      entries: { id: string }[];
    };
    const first = detail.entries[0]!.id;
    const writes: [string, string, unknown][] = [
      ["POST", "/api/sessions", { name: "new" }],
      ["POST", `/api/sessions/${alphaId}/prompt`, { text: "hello" }],
      ["POST", `/api/sessions/${alphaId}/abort`, {}],
      ["POST", `/api/sessions/${alphaId}/step`, {}],
      ["POST", `/api/sessions/${alphaId}/branch`, { leafId: first }],
      ["POST", `/api/sessions/${alphaId}/navigate`, { entryId: first }],
      ["POST", `/api/sessions/${alphaId}/compact`, {}],
      ["POST", `/api/sessions/${alphaId}/fork`, { entryId: first }],
      ["POST", `/api/sessions/${alphaId}/label`, { entryId: first, label: "x" }],
      ["POST", `/api/sessions/${alphaId}/name`, { name: "renamed" }],
      ["POST", `/api/sessions/${alphaId}/edit`, { targetId: first, replacement: null }],
      ["PUT", `/api/sessions/${alphaId}`, {}],
      ["DELETE", `/api/sessions/${alphaId}`, undefined],
      ["PATCH", `/api/sessions/${alphaId}/name`, { name: "x" }],
    ];
    for (const [method, path, body] of writes) {
      const response = await fetch(`${url}${path}`, {
        method,
        headers: { "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const answer = (await response.json()) as { error: { code: string; message: string } };
      expect([method, path, response.status, answer.error.code]).toEqual([method, path, 403, "read_only"]);
      expect(answer.error.message).toMatch(/continue it in a copy/);
    }
    expect(fingerprint(folder.root)).toEqual(before);
  });

  it("answers the read-only mode to the page", async () => {
    expect(await (await fetch(`${url}/api/mode`)).json()).toEqual({ readOnly: true });
  });
});

describe("continue in a copy", () => {
  it("forks the session at its leaf into the kit's folder and leaves the original alone", () => {
    const kitSessions = join(dir, "kit-sessions");
    const id = continueInCopy(folder.pi.alpha, kitSessions);
    const copy = loadSession(join(kitSessions, `${id}.jsonl`));
    const original = loadSession(folder.pi.alpha);
    expect(copy.header.parentSession).toBe(folder.pi.alpha);
    expect(copy.header.id).not.toBe(original.header.id);
    expect(copy.problems).toEqual([]);
    const texts = (session: typeof copy) =>
      [...session.tree.entries].flatMap((entry) => (entry.type === "message" ? [JSON.stringify(entry.message)] : []));
    expect(texts(copy)).toEqual(texts(original));
    expect(readFileSync(folder.pi.alpha, "utf8")).toContain("Reading JSONL");
    expect(fingerprint(folder.root)).toEqual(before);
  });

  it("refuses a damaged file and writes nothing", () => {
    const kitSessions = join(dir, "kit-sessions-2");
    expect(() => continueInCopy(folder.damaged, kitSessions)).toThrow(/:2: malformed-line/);
    expect(fingerprint(folder.root)).toEqual(before);
  });
});
