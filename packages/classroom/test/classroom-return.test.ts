/**
 * The classroom over HTTP, the parts added after the first version: wrong
 * codes are limited per address, a student comes back with their return code,
 * and the teacher's stream carries every student's tree as it grows.
 */
import { request } from "node:http";
import type { SessionSummary } from "@kit/server";
import { afterEach, describe, expect, it } from "vitest";
import type { ClassEvent, ClassMe, JoinResult } from "../src/index.ts";
import { ClassClient, startClassroom, type TestClassroom } from "./helpers/class-client.ts";

let room: TestClassroom | undefined;
afterEach(async () => {
  await room?.stop();
  room = undefined;
});

type ErrorBody = { error: { code: string; message: string } };

describe("wrong join codes", () => {
  it("answers 429 after the limit from one address, whatever the code, until the minute has passed", async () => {
    let now = 5_000_000;
    room = await startClassroom({ limits: { failedJoinsPerMinute: 3 }, now: () => now });
    const guesser = new ClassClient(room.url);
    for (const code of ["AAAAAA", "BBBBBB", "CCCCCC"]) {
      expect((await guesser.api("POST", "/api/join", { code, name: "bot" })).status).toBe(403);
    }
    // The right code now counts for nothing: a script that guessed it would not know.
    const blocked = await guesser.api<ErrorBody>("POST", "/api/join", { code: room.joinCode, name: "bot" });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe("failed_joins");

    // Another machine (here another loopback address) is not held up by this one.
    const other = await joinFrom("127.0.0.2", room.url, room.joinCode, "Ada");
    expect(other).toBe(201);

    now += 60_001;
    expect((await guesser.api("POST", "/api/join", { code: room.joinCode, name: "Bob" })).status).toBe(201);
  });

  it("counts a wrong return code as a wrong code", async () => {
    room = await startClassroom({ limits: { failedJoinsPerMinute: 2 } });
    const guesser = new ClassClient(room.url);
    for (const returnCode of ["AAAA-AAAA", "BBBB-BBBB"]) {
      const wrong = await guesser.api<ErrorBody>("POST", "/api/join", { code: room.joinCode, name: "x", returnCode });
      expect(wrong.status).toBe(403);
      expect(wrong.body.error.code).toBe("wrong_return_code");
    }
    expect((await guesser.api("POST", "/api/join", { code: room.joinCode, name: "x" })).status).toBe(429);
  });
});

describe("coming back", () => {
  it("takes a student whose cookie was lost back to their sessions, once per code", async () => {
    room = await startClassroom();
    const ada = await ClassClient.join(room.url, room.joinCode, "Ada");
    const { body: session } = await ada.api<SessionSummary>("POST", "/api/sessions", {});
    const me = (await ada.api<ClassMe>("GET", "/api/class/me")).body;
    expect(me.returnCode).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);

    // A new browser: no cookie. The code is typed in lower case, without the dash.
    const back = new ClassClient(room.url);
    const typed = me.returnCode!.replace("-", "").toLowerCase();
    const answer = await back.api<JoinResult>("POST", "/api/join", {
      code: room.joinCode,
      name: "Ada",
      returnCode: typed,
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ studentId: me.studentId, name: "Ada", returned: true });
    expect((await back.api<SessionSummary[]>("GET", "/api/sessions")).body.map((s) => s.id)).toEqual([session.id]);
    const again = (await back.api<ClassMe>("GET", "/api/class/me")).body;
    expect(again.returnCode).not.toBe(me.returnCode);

    // The old cookie and the used code work no more: whoever used them last is the student.
    expect((await ada.api<ErrorBody>("GET", "/api/sessions")).status).toBe(401);
    const reused = await new ClassClient(room.url).api<ErrorBody>("POST", "/api/join", {
      code: room.joinCode,
      name: "Ada",
      returnCode: me.returnCode,
    });
    expect(reused.status).toBe(403);
    expect(reused.body.error.code).toBe("wrong_return_code");
    // The class still has one Ada.
    const teacher = await ClassClient.teacher(room.teacherUrl);
    const overview = await teacher.api<{ students: unknown[] }>("GET", "/api/class/students");
    expect(overview.body.students).toHaveLength(1);
  });

  it("needs the join code too, and never shows a return code to anyone but its student", async () => {
    room = await startClassroom();
    const ada = await ClassClient.join(room.url, room.joinCode, "Ada");
    const { returnCode } = (await ada.api<ClassMe>("GET", "/api/class/me")).body;
    const stranger = new ClassClient(room.url);
    expect((await stranger.api("POST", "/api/join", { code: "WRONG1", name: "Ada", returnCode })).status).toBe(403);
    expect((await stranger.api<ClassMe>("GET", "/api/class/me")).body.returnCode).toBeUndefined();
    const teacher = await ClassClient.teacher(room.teacherUrl);
    const overview = await teacher.api("GET", "/api/class/students");
    expect(JSON.stringify(overview.body)).not.toContain(returnCode!.replace("-", ""));
    expect((await teacher.api<ClassMe>("GET", "/api/class/me")).body.returnCode).toBeUndefined();
  });
});

describe("the teacher's live trees", () => {
  it("sends the class's trees first, then each entry a student's session appends", async () => {
    room = await startClassroom();
    const ada = await ClassClient.join(room.url, room.joinCode, "Ada");
    const adaId = (await ada.api<ClassMe>("GET", "/api/class/me")).body.studentId!;
    const { body: first } = await ada.api<SessionSummary>("POST", "/api/sessions", {});
    await promptAndWait(ada, first.id, "hello");

    expect((await ada.events("/api/class/events")).status).toBe(401);
    const teacher = await ClassClient.teacher(room.teacherUrl);
    const feed = await teacher.events("/api/class/events");
    expect(feed.status).toBe(200);
    const picture = (await feed.waitFor((e) => e.event === "class_trees", "the first picture")).data as Extract<
      ClassEvent,
      { type: "class_trees" }
    >;
    const [tree] = picture.students.find((s) => s.studentId === adaId)!.sessions;
    expect(tree!.sessionId).toBe(first.id);
    expect(tree!.nodes[0]!.line).toBe('user "hello"');
    expect(tree!.nodes.at(-1)!.id).toBe(tree!.leafId);
    // Bookkeeping (the model_change before the question) is not drawn: every parent is a drawn node or null.
    const ids = new Set(tree!.nodes.map((node) => node.id));
    for (const node of tree!.nodes) expect(node.parentId === null || ids.has(node.parentId)).toBe(true);

    // A second student joins after the stream opened: their entries arrive too.
    const bob = await ClassClient.join(room.url, room.joinCode, "Bob");
    const bobId = (await bob.api<ClassMe>("GET", "/api/class/me")).body.studentId!;
    const { body: bobs } = await bob.api<SessionSummary>("POST", "/api/sessions", {});
    await promptAndWait(bob, bobs.id, "How do tools work?");
    type TreeGrew = Extract<ClassEvent, { type: "tree_grew" }>;
    const grew = (
      await feed.waitFor(
        (e) => e.event === "tree_grew" && e.data.studentId === bobId && e.data.node !== undefined,
        "Bob's first entry",
      )
    ).data as unknown as TreeGrew;
    expect(grew.sessionId).toBe(bobs.id);
    expect(grew.node!.line).toBe('user "How do tools work?"');
    // Nothing of Ada's session came after the picture: she did nothing.
    expect(feed.events.filter((e) => e.event === "tree_grew" && e.data.studentId === adaId)).toEqual([]);
    await feed.close();
  });

  it("is bounded like the other streams: a few teacher tabs, then 503", async () => {
    room = await startClassroom();
    const teacher = await ClassClient.teacher(room.teacherUrl);
    const open = [];
    for (let i = 0; i < 4; i++) open.push(await teacher.events("/api/class/events"));
    const fifth = await teacher.events("/api/class/events");
    expect(fifth.status).toBe(503);
    for (const tap of open) await tap.close();
  });
});

async function promptAndWait(student: ClassClient, id: string, text: string): Promise<void> {
  const tap = await student.events(`/api/sessions/${id}/events`);
  expect((await student.api("POST", `/api/sessions/${id}/prompt`, { text, pace: "instant" })).status).toBe(202);
  await tap.waitFor((e) => e.event === "run_end", "run_end");
  await tap.close();
}

/** A join sent from another local address: fetch cannot choose one, node's http.request can. */
function joinFrom(localAddress: string, url: string, code: string, name: string): Promise<number> {
  const { port } = new URL(url);
  const body = JSON.stringify({ code, name });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        localAddress,
        method: "POST",
        path: "/api/join",
        headers: { host: `127.0.0.1:${port}`, "content-type": "application/json", "content-length": body.length },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}
