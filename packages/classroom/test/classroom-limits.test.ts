/**
 * The classroom against one hostile student, over HTTP on 127.0.0.1, each
 * machine of the class a loopback address of its own (127.0.0.3, 127.0.0.4):
 * joins per address, the teacher removing a student, names that show nothing
 * or repeat, the prompt and byte budgets, the write limit, the class guard and
 * the connection cap. Every refusal names its limit; the ones that free with
 * time say when.
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join as pathJoin } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { waitFor } from "../../server/test/helpers/test-server.ts";
import { ClassClient, startClassroom, type TestClassroom } from "./helpers/class-client.ts";
import { call, idleSockets, type Json, MANY_LOOPBACK_ADDRESSES } from "./helpers/from-address.ts";

let room: TestClassroom | undefined;
afterEach(async () => {
  await room?.stop();
  room = undefined;
});

const A = "127.0.0.3";
const B = "127.0.0.4";

const joinFrom = (from: string, name: string) =>
  call(room!.url, "POST", "/api/join", { from, body: { code: room!.joinCode, name } });

describe.runIf(MANY_LOOPBACK_ADDRESSES)("joins", () => {
  it("lets a few students a minute join from one address, says when the next may; other addresses go on", async () => {
    let now = 1_000_000;
    room = await startClassroom({ limits: { joinsPerMinute: 3 }, now: () => now });
    for (let i = 0; i < 3; i++) expect((await joinFrom(A, `bot${i}`)).status).toBe(201);
    now += 20_000;
    const refused = await joinFrom(A, "bot3");
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe("joins_per_minute");
    expect(refused.body.error.retryAfterSeconds).toBe(40);
    expect(refused.headers["retry-after"]).toBe("40");
    expect(refused.body.error.message).toContain("try again in 40 s");
    expect((await joinFrom(B, "Ada")).status).toBe(201);
    now += 40_000;
    expect((await joinFrom(A, "bot4")).status).toBe(201);

    const teacher = await ClassClient.teacher(room.teacherUrl);
    const { body } = await teacher.api<Json>("GET", "/api/class/students");
    const bot = body.students.find((student: { name: string }) => student.name === "bot0");
    expect(bot).toMatchObject({ address: A, joinsFromAddress: 4 });
    expect(body.students.find((student: { name: string }) => student.name === "Ada")).toMatchObject({
      address: B,
      joinsFromAddress: 1,
    });
  });

  it("lets the teacher remove a student: the place frees, the cookie stops, the files stay", async () => {
    room = await startClassroom({ limits: { maxStudents: 2 } });
    const bot = await joinFrom(A, "bot");
    await joinFrom(A, "bot2");
    const created = await call(room.url, "POST", "/api/sessions", { from: A, cookie: bot.cookie, body: {} });
    await call(room.url, "POST", `/api/sessions/${created.body.id}/name`, {
      from: A,
      cookie: bot.cookie,
      body: { name: "kept" },
    });
    expect((await joinFrom(B, "Ada")).body.error.code).toBe("class_full");

    const student = new ClassClient(room.url, bot.cookie);
    expect((await student.api("POST", `/api/class/students/${bot.body.studentId}/remove`, {})).status).toBe(401);
    const teacher = await ClassClient.teacher(room.teacherUrl);
    const removed = await teacher.api("POST", `/api/class/students/${bot.body.studentId}/remove`, {});
    expect(removed.status).toBe(200);
    expect((await student.api<Json>("GET", "/api/sessions")).body.error.code).toBe("not_joined");
    expect((await joinFrom(B, "Ada")).status).toBe(201);
    const overview = await teacher.api<Json>("GET", "/api/class/students");
    expect(overview.body.removed).toBe(1);
    expect(overview.body.students.map((s: { name: string }) => s.name).sort()).toEqual(["Ada", "bot2"]);

    const archive = await fetch(`${room.url}/api/class/archive`, { headers: { cookie: teacher.cookieHeader } });
    const tarPath = pathJoin(room.dir, "class.tar");
    writeFileSync(tarPath, Buffer.from(await archive.arrayBuffer()));
    const listed = execFileSync("tar", ["-tf", tarPath], { encoding: "utf8" });
    expect(listed).toContain(`${bot.body.studentId}-bot/${created.body.id}.jsonl`);
  });
});

describe.runIf(MANY_LOOPBACK_ADDRESSES)("names", () => {
  it("refuses a name with nothing visible, and marks a repeated name in the teacher's view", async () => {
    room = await startClassroom();
    for (const name of ["\u3164", "\u200B", " \u2800 ", "\u115F\u1160", "\u3000", "\u0301"]) {
      const answer = await joinFrom(A, name);
      expect(answer.status, JSON.stringify(name)).toBe(400);
      expect(answer.body.error.code).toBe("invalid_field");
    }
    await joinFrom(A, "Bob");
    await joinFrom(B, "bob");
    await joinFrom(B, "Zoë");
    const teacher = await ClassClient.teacher(room.teacherUrl);
    const { body } = await teacher.api<Json>("GET", "/api/class/students");
    const marks = Object.fromEntries(
      body.students.map((s: { name: string; sameName: boolean }) => [s.name, s.sameName]),
    );
    expect(marks).toEqual({ Bob: true, bob: true, Zoë: false });
  });
});

describe.runIf(MANY_LOOPBACK_ADDRESSES)("bytes", () => {
  it("refuses a prompt over KIT_CLASS_PROMPT_BYTES with 413, the 1 MiB one before it is read", async () => {
    room = await startClassroom({ limits: { promptBytes: 1000 } });
    const ada = await joinFrom(A, "Ada");
    const session = await call(room.url, "POST", "/api/sessions", { from: A, cookie: ada.cookie, body: {} });
    const path = `/api/sessions/${session.body.id}/prompt`;
    const over = await call(room.url, "POST", path, { from: A, cookie: ada.cookie, body: { text: "é".repeat(501) } });
    expect(over.status).toBe(413);
    expect(over.body.error.code).toBe("prompt_bytes");
    expect(over.body.error.message).toContain("1000");
    const huge = await call(room.url, "POST", path, {
      from: A,
      cookie: ada.cookie,
      body: { text: "w".repeat(1 << 20) },
    });
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe("prompt_bytes");
    const fits = await call(room.url, "POST", path, {
      from: A,
      cookie: ada.cookie,
      body: { text: "é".repeat(500), pace: "instant" },
    });
    expect(fits.status).toBe(202);
  });

  it("stops a student whose folder holds their budget with 413 student_bytes, and not another", async () => {
    let now = 7_000_000;
    room = await startClassroom({ limits: { studentBytes: 200_000 }, now: () => now });
    const ada = await joinFrom(A, "Ada");
    const bob = await joinFrom(B, "Bob");
    const created = await call(room.url, "POST", "/api/sessions", { from: A, cookie: ada.cookie, body: {} });
    expect(created.status).toBe(201);
    // Her workspace fills up (as a tool's write would): her next write is refused, Bob's is not.
    const workspace = pathJoin(room.dir, ada.body.studentId, "workspace", "big.txt");
    writeFileSync(workspace, Buffer.alloc(200_000, 97));
    now += 2000; // the folder's size is kept for a second
    const refused = await call(room.url, "POST", "/api/sessions", { from: A, cookie: ada.cookie, body: {} });
    expect(refused.status).toBe(413);
    expect(refused.body.error.code).toBe("student_bytes");
    expect(refused.body.error.retryAfterSeconds).toBeUndefined();
    expect((await call(room.url, "POST", "/api/sessions", { from: B, cookie: bob.cookie, body: {} })).status).toBe(201);
  });
});

describe.runIf(MANY_LOOPBACK_ADDRESSES)("writes", () => {
  it("limits labels, names and every other write per minute (429 writes_per_minute, and when it frees)", async () => {
    let now = 5_000_000;
    room = await startClassroom({ limits: { writesPerMinute: 5 }, now: () => now });
    const ada = await joinFrom(A, "Ada");
    const session = await call(room.url, "POST", "/api/sessions", { from: A, cookie: ada.cookie, body: {} });
    const id = session.body.id;
    const write = (i: number) =>
      i % 2 === 0
        ? call(room!.url, "POST", `/api/sessions/${id}/name`, { from: A, cookie: ada.cookie, body: { name: `n${i}` } })
        : call(room!.url, "POST", `/api/sessions/${id}/label`, {
            from: A,
            cookie: ada.cookie,
            body: { entryId: "none", label: "x" },
          });
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await write(i));
    // The new session was the first write of the minute: four more, then refusals.
    expect(answers.slice(0, 4).map((a) => a.body?.error?.code)).not.toContain("writes_per_minute");
    const refused = answers.slice(4);
    expect(refused.every((a) => a.status === 429 && a.body.error.code === "writes_per_minute")).toBe(true);
    expect(refused[0]!.headers["retry-after"]).toBe("60");
    now += 60_000;
    expect((await write(0)).status).toBe(200);
  });
});

describe.runIf(MANY_LOOPBACK_ADDRESSES)("the student's language", () => {
  it("says when a limit frees in the page's language: Chinese for a Chinese page", async () => {
    let now = 3_000_000;
    room = await startClassroom({ limits: { promptsPerMinute: 1 }, now: () => now });
    const ada = await joinFrom(A, "Ada");
    const session = await call(room.url, "POST", "/api/sessions", { from: A, cookie: ada.cookie, body: {} });
    const prompt = (language: string) =>
      call(room!.url, "POST", `/api/sessions/${session.body.id}/prompt`, {
        from: A,
        cookie: ada.cookie,
        language,
        body: { text: "hi", pace: "instant" },
      });
    expect((await prompt("en")).status).toBe(202);
    now += 15_000;
    const zh = await prompt("zh-CN");
    expect(zh.status).toBe(429);
    expect(zh.body.error.code).toBe("prompts_per_minute");
    expect(zh.body.error.message).toContain("45 秒后再试");
    const en = await prompt("en");
    expect(en.body.error.message).toContain("try again in 45 s");
    expect(en.body.error.retryAfterSeconds).toBe(45);
  });
});

describe.runIf(MANY_LOOPBACK_ADDRESSES)("the class guard", () => {
  it("pauses prompting for everyone when memory runs short, tells the teacher, and lifts by itself", async () => {
    let rss = 100;
    let now = 9_000_000;
    const logged: string[] = [];
    room = await startClassroom({
      limits: { maxRssBytes: 1000 },
      guardProbes: { rss: () => rss, freeDisk: () => Number.POSITIVE_INFINITY },
      log: (line) => logged.push(line),
      now: () => now,
    });
    const ada = await joinFrom(A, "Ada");
    const session = await call(room.url, "POST", "/api/sessions", { from: A, cookie: ada.cookie, body: {} });
    const prompt = () =>
      call(room!.url, "POST", `/api/sessions/${session.body.id}/prompt`, {
        from: A,
        cookie: ada.cookie,
        body: { text: "hi", pace: "instant" },
      });
    rss = 5000;
    now += 2000;
    const paused = await prompt();
    expect(paused.status).toBe(503);
    expect(paused.body.error.code).toBe("class_guard");
    expect(paused.headers["retry-after"]).toBe("60");
    const teacher = await ClassClient.teacher(room.teacherUrl);
    expect((await teacher.api<Json>("GET", "/api/class/students")).body.guard).toMatchObject({ kind: "memory" });
    expect(logged.some((line) => line.includes("KIT_CLASS_MAX_RSS_MIB"))).toBe(true);
    rss = 100;
    now += 2000;
    expect((await prompt()).status).toBe(202);
    expect((await teacher.api<Json>("GET", "/api/class/students")).body.guard).toBeUndefined();
  });
});

describe.runIf(MANY_LOOPBACK_ADDRESSES)("connections", () => {
  it("closes connections past the cap from one address at once, and another address still joins", async () => {
    room = await startClassroom({ limits: { connectionsPerAddress: 5 } });
    const sockets = await idleSockets(room.url, A, 12);
    try {
      const closed = await waitFor(() => {
        const count = sockets.filter((socket) => socket.destroyed || socket.readableEnded).length;
        return count >= 7 ? count : undefined;
      }, "the connections past the cap to be closed");
      expect(closed).toBe(7);
      expect((await joinFrom(B, "Ada")).status).toBe(201);
      const refused = await call(room.url, "POST", "/api/join", {
        from: A,
        body: { code: room.joinCode, name: "Mallory" },
      }).catch((error: NodeJS.ErrnoException) => error.code);
      expect(refused).toMatch(/ECONNRESET|EPIPE/);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
    // Once they are closed, the address may connect again.
    await waitFor(
      async () => ((await joinFrom(A, "Mallory").catch(() => undefined))?.status === 201 ? true : undefined),
      "a join",
    );
  });
});

describe("paths", () => {
  it("answers an API path with a doubled slash with the API's JSON 404, not the page", async () => {
    room = await startClassroom({ mountStatic: (app) => app.get("*", (c) => c.html("<p>the page</p>")) });
    const teacher = await ClassClient.teacher(room.teacherUrl);
    for (const path of ["//api/class/students", "///api/sessions"]) {
      const answer = await teacher.api<Json>("GET", path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.error.code).toBe("no_route");
    }
    expect((await teacher.api<string>("GET", "/index.html")).body).toContain("the page");
  });
});
