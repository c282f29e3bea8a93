/**
 * The classroom over HTTP on 127.0.0.1: joining, the cookie, isolation
 * between students, the teacher's powers, and each fair-use limit.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { createTeachingModel, type Model } from "@kit/agent-loop";
import type { SessionDetail, SessionSummary } from "@kit/server";
import { afterEach, describe, expect, it } from "vitest";
import type { ClassMe, ClassOverview } from "../src/index.ts";
import { ClassClient, startClassroom, type TestClassroom } from "./helpers/class-client.ts";

let room: TestClassroom | undefined;
afterEach(async () => {
  await room?.stop();
  room = undefined;
});

type ErrorBody = { error: { code: string; message: string } };

async function promptAndWait(student: ClassClient, id: string, text: string): Promise<void> {
  const tap = await student.events(`/api/sessions/${id}/events`);
  const accepted = await student.api("POST", `/api/sessions/${id}/prompt`, { text, pace: "instant" });
  expect(accepted.status).toBe(202);
  await tap.waitFor((e) => e.event === "run_end", "run_end");
  await tap.close();
}

describe("joining", () => {
  it("answers 401 to a browser that has not joined, and 403 to a wrong code", async () => {
    room = await startClassroom();
    const guest = new ClassClient(room.url);
    const list = await guest.api<ErrorBody>("GET", "/api/sessions");
    expect(list.status).toBe(401);
    expect(list.body.error.code).toBe("not_joined");
    expect((await guest.api<ClassMe>("GET", "/api/class/me")).body.role).toBe("guest");
    const wrong = await guest.api<ErrorBody>("POST", "/api/join", { code: "AAAAAA", name: "Ada" });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.code).toBe("wrong_code");
  });

  it("gives a 32-byte token in an HttpOnly, SameSite=Strict cookie, whatever case the code is typed in", async () => {
    room = await startClassroom({ joinCode: "K7MPQ2" });
    const response = await fetch(`${room.url}/api/join`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ code: "k7m pq2", name: "  Ada  " }),
    });
    expect(response.status).toBe(201);
    const cookie = response.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/^kit_student=[A-Za-z0-9_-]{43}; HttpOnly; SameSite=Strict; Path=\/$/);
    const me = await new ClassClient(room.url, cookie.split(";")[0]).api<ClassMe>("GET", "/api/class/me");
    expect(me.body).toMatchObject({ role: "student", name: "Ada" });
  });

  it("refuses a name with control characters (they could rewrite the teacher's terminal)", async () => {
    room = await startClassroom();
    const answer = await new ClassClient(room.url).api<ErrorBody>("POST", "/api/join", {
      code: room.joinCode,
      name: "Eve\u001b[2J",
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toContain('field "name"');
  });
});

describe("isolation", () => {
  it("answers another student's session ids as if they did not exist", async () => {
    room = await startClassroom();
    const ada = await ClassClient.join(room.url, room.joinCode, "Ada");
    const bob = await ClassClient.join(room.url, room.joinCode, "Bob");
    const created = await ada.api<SessionSummary>("POST", "/api/sessions", {});
    const id = created.body.id;
    await promptAndWait(ada, id, "hello");

    expect((await bob.api<SessionSummary[]>("GET", "/api/sessions")).body).toEqual([]);
    const missing = await bob.api<ErrorBody>("GET", "/api/sessions/no-such-session");
    for (const path of [`/api/sessions/${id}`, `/api/sessions/${id}/context`]) {
      const answer = await bob.api<ErrorBody>("GET", path);
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe(missing.body.error.code);
    }
    expect((await bob.api("POST", `/api/sessions/${id}/prompt`, { text: "mine now" })).status).toBe(404);
    const stream = await bob.events(`/api/sessions/${id}/events`);
    expect(stream.status).toBe(404);
    // Each has a workspace of their own, copied from the sample: the tools of one never see the other's.
    const adaId = (await ada.api<ClassMe>("GET", "/api/class/me")).body.studentId!;
    const bobId = (await bob.api<ClassMe>("GET", "/api/class/me")).body.studentId!;
    expect(adaId).not.toBe(bobId);
    for (const studentId of [adaId, bobId]) {
      expect(readdirSync(join(room.dir, studentId, "workspace")).length).toBeGreaterThan(0);
    }
    // Ada's session is untouched and hers.
    const detail = await ada.api<SessionDetail>("GET", `/api/sessions/${id}`);
    expect(detail.body.entries.length).toBeGreaterThan(1);
  });

  it("keeps the loopback server's Host, Origin and JSON-only checks", async () => {
    room = await startClassroom();
    const ada = await ClassClient.join(room.url, room.joinCode, "Ada");
    const cookie = ada.cookieHeader;
    const port = new URL(room.url).port;
    for (const host of [`rebind.test:${port}`, `127.0.0.1:1`])
      expect(await statusWithHost(port, host, cookie)).toBe(403);
    expect(await statusWithHost(port, `127.0.0.1:${port}`, cookie)).toBe(200);
    const crossSite = await fetch(`${room.url}/api/sessions`, {
      method: "POST",
      headers: { cookie, origin: "http://evil.example", "content-type": "application/json" },
      body: "{}",
    });
    expect(crossSite.status).toBe(403);
    const form = await fetch(`${room.url}/api/sessions`, {
      method: "POST",
      headers: { cookie, "content-type": "text/plain" },
      body: "{}",
    });
    expect(form.status).toBe(415);
  });
});

describe("the teacher", () => {
  it("logs in once by the printed URL, sees the class, follows read-only, freezes, and downloads", async () => {
    room = await startClassroom();
    const ada = await ClassClient.join(room.url, room.joinCode, "Ada <b>");
    const { body: session } = await ada.api<SessionSummary>("POST", "/api/sessions", {});
    await promptAndWait(ada, session.id, "hello");

    expect((await ada.api("GET", "/api/class/students")).status).toBe(401);
    const wrong = await fetch(`${room.url}/api/teacher?token=guess`, { redirect: "manual" });
    expect(wrong.status).toBe(403);
    const teacher = await ClassClient.teacher(room.teacherUrl);
    expect((await teacher.api<ClassMe>("GET", "/api/class/me")).body.role).toBe("teacher");
    expect((await teacher.api<ErrorBody>("GET", "/api/sessions")).status).toBe(401);

    const overview = await teacher.api<ClassOverview>("GET", "/api/class/students");
    expect(overview.body.students).toHaveLength(1);
    const [student] = overview.body.students;
    expect(student).toMatchObject({ name: "Ada <b>", promptsLastMinute: 1 });
    expect(student!.sessions.map((s) => s.id)).toEqual([session.id]);

    const followed = `/api/class/students/${student!.id}/sessions/${session.id}`;
    const detail = await teacher.api<SessionDetail>("GET", followed);
    expect(detail.status).toBe(200);
    expect(detail.body.entries.length).toBeGreaterThan(1);
    expect((await teacher.api("GET", `${followed}/context`)).status).toBe(200);
    const edit = await teacher.api<ErrorBody>("POST", `${followed}/prompt`, { text: "teacher was here" });
    expect(edit.status).toBe(405);
    expect(edit.body.error.code).toBe("read_only");
    // The projector's stream sees the student's next run.
    const projector = await teacher.events(`${followed}/events`);
    expect(projector.status).toBe(200);
    await promptAndWait(ada, session.id, "again");
    await projector.waitFor((e) => e.event === "run_end", "the followed run's end");
    await projector.close();

    expect((await teacher.api("POST", "/api/class/freeze", { frozen: true })).status).toBe(200);
    expect((await ada.api<ClassMe>("GET", "/api/class/me")).body.frozen).toBe(true);
    const frozen = await ada.api<ErrorBody>("POST", `/api/sessions/${session.id}/prompt`, { text: "x" });
    expect(frozen.status).toBe(423);
    expect(frozen.body.error.code).toBe("frozen");
    await teacher.api("POST", "/api/class/freeze", { frozen: false });
    expect((await ada.api("POST", `/api/sessions/${session.id}/prompt`, { text: "x", pace: "instant" })).status).toBe(
      202,
    );

    const archive = await fetch(`${room.url}/api/class/archive`, { headers: { cookie: teacher.cookieHeader } });
    expect(archive.status).toBe(200);
    const tarPath = join(room.dir, "class.tar");
    writeFileSync(tarPath, Buffer.from(await archive.arrayBuffer()));
    const listed = execFileSync("tar", ["-tf", tarPath], { encoding: "utf8" }).trim().split("\n");
    expect(listed).toEqual([`${student!.id}-Ada-b/${session.id}.jsonl`]);
  });
});

describe("fair use", () => {
  it("answers 429 naming the limit: prompts per minute, sessions, event streams", async () => {
    let now = 1_000_000;
    room = await startClassroom({
      limits: { promptsPerMinute: 2, sessionsPerStudent: 2, streamsPerStudent: 1 },
      now: () => now,
    });
    const ada = await ClassClient.join(room.url, room.joinCode, "Ada");
    const { body: first } = await ada.api<SessionSummary>("POST", "/api/sessions", {});
    expect((await ada.api("POST", "/api/sessions", {})).status).toBe(201);
    const third = await ada.api<ErrorBody>("POST", "/api/sessions", {});
    expect(third.status).toBe(429);
    expect(third.body.error.code).toBe("sessions_per_student");
    expect((await ada.api<ErrorBody>("POST", `/api/sessions/${first.id}/fork`, { entryId: "x" })).status).toBe(429);

    const tap = await ada.events(`/api/sessions/${first.id}/events`);
    expect(tap.status).toBe(200);
    const second = await ada.events(`/api/sessions/${first.id}/events`);
    expect(second.status).toBe(429);
    expect(second.events).toEqual([]);

    for (const text of ["one", "two"]) {
      expect((await ada.api("POST", `/api/sessions/${first.id}/prompt`, { text, pace: "instant" })).status).toBe(202);
      await waitForIdle(ada, first.id);
    }
    const tooMany = await ada.api<ErrorBody>("POST", `/api/sessions/${first.id}/prompt`, { text: "three" });
    expect(tooMany.status).toBe(429);
    expect(tooMany.body.error.code).toBe("prompts_per_minute");
    now += 60_001; // a minute later the window is empty again
    expect((await ada.api("POST", `/api/sessions/${first.id}/prompt`, { text: "three", pace: "instant" })).status).toBe(
      202,
    );
    await tap.close();
  });

  it("stops a student at their token budget, and the class at the class budget", async () => {
    const teaching = createTeachingModel();
    // The teaching model costs nothing; this one reports 100 tokens a call, as a real provider would.
    const costly: Model = {
      provider: "test",
      id: "costly",
      async *stream(request) {
        for await (const event of teaching.stream(request)) {
          if (event.type === "done") event.message.usage = { ...event.message.usage, totalTokens: 100 };
          yield event;
        }
      },
    };
    room = await startClassroom({ model: costly, limits: { studentTokens: 150, classTokens: 250 } });
    const ada = await ClassClient.join(room.url, room.joinCode, "Ada");
    const { body: session } = await ada.api<SessionSummary>("POST", "/api/sessions", {});
    await promptAndWait(ada, session.id, "one");
    await promptAndWait(ada, session.id, "two");
    const spent = await ada.api<ErrorBody>("POST", `/api/sessions/${session.id}/prompt`, { text: "three" });
    expect(spent.status).toBe(429);
    expect(spent.body.error.code).toBe("student_tokens");

    const bob = await ClassClient.join(room.url, room.joinCode, "Bob");
    const { body: bobs } = await bob.api<SessionSummary>("POST", "/api/sessions", {});
    await promptAndWait(bob, bobs.id, "one");
    const classSpent = await bob.api<ErrorBody>("POST", `/api/sessions/${bobs.id}/prompt`, { text: "two" });
    expect(classSpent.status).toBe(429);
    expect(classSpent.body.error.code).toBe("class_tokens");
  });
});

/** fetch may not set Host; node's http.request may (a DNS-rebinding page's request carries a foreign one). */
function statusWithHost(port: string, host: string, cookie: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: "/api/sessions", headers: { host, cookie } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end();
  });
}

async function waitForIdle(student: ClassClient, id: string): Promise<void> {
  for (let i = 0; i < 500; i++) {
    const { body } = await student.api<SessionDetail>("GET", `/api/sessions/${id}`);
    if (!body.running) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`session ${id} still running after 500 checks`);
}

describe("paths", () => {
  it("creates no session past the limit by another spelling of the path", async () => {
    room = await startClassroom({ limits: { sessionsPerStudent: 1 } });
    const ada = await ClassClient.join(room.url, room.joinCode, "Ada");
    expect((await ada.api("POST", "/api/sessions", {})).status).toBe(201);
    for (const path of ["/api/sessions/", "/api/sessions//", "/api/sessions?x=1"]) {
      expect((await ada.api("POST", path, {})).status, path).not.toBe(201);
    }
    expect((await ada.api<SessionSummary[]>("GET", "/api/sessions")).body).toHaveLength(1);
  });
});
