/**
 * A class of 40 on one classroom server (on 127.0.0.1): every student goes
 * through a lesson at once (join, create, prompt, branch, compact, stream),
 * while one student's stream is never read and another vanishes mid-run.
 * The teacher's stream of every tree is open the whole time. Asserted by
 * outcomes: every lesson ends, nobody's stream or guessed id shows them
 * anyone else's entries, the teacher's stream names each entry's student
 * rightly, every file passes check, and the server's memory stays under a
 * stated bound.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { SessionSummary } from "@kit/server";
import { checkSession } from "@kit/session-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClassOverview } from "../src/index.ts";
import { ClassClient, type EventTap, startClassroom, type TestClassroom } from "./helpers/class-client.ts";
import { type LessonResult, runLesson } from "./helpers/class-lesson.ts";

const STUDENTS = 40;
/** RSS growth allowed for the whole lesson: 40 students' servers, files, streams (generous: 56 and 68 MiB measured). */
const RSS_BOUND_MIB = 400;

let room: TestClassroom;
const students: ClassClient[] = [];
const lessons: LessonResult[] = [];
let rssGrowthMiB = 0;
let teacherFeed: EventTap;
const marker = (i: number) => `[s${String(i).padStart(2, "0")}]`;

beforeAll(async () => {
  const rssBefore = process.memoryUsage().rss;
  room = await startClassroom({
    compaction: { enabled: false, keepRecentTokens: 50 },
    // The whole class speaks from 127.0.0.1 here, as a lab behind one NAT address would: the per-address limits are
    // raised as docs/teaching.md says to for such a lab.
    limits: {
      promptsPerMinute: 100,
      maxStudents: STUDENTS + 2,
      joinsPerMinute: STUDENTS + 2,
      connectionsPerAddress: 16 * (STUDENTS + 2),
    },
    heartbeatMs: 60_000,
  });
  for (let i = 0; i < STUDENTS; i++) students.push(await ClassClient.join(room.url, room.joinCode, `Student ${i}`));
  const teacher = await ClassClient.teacher(room.teacherUrl);
  teacherFeed = await teacher.events("/api/class/events");
  expect(teacherFeed.status).toBe(200);

  // A slow student: an event stream never read, on a session that streams a long run.
  const slow = await ClassClient.join(room.url, room.joinCode, "Slow");
  const slowSession = (await slow.api<SessionSummary>("POST", "/api/sessions", {})).body.id;
  const unread = await fetch(`${room.url}/api/sessions/${slowSession}/events`, {
    headers: { cookie: slow.cookieHeader },
  });
  expect(unread.status).toBe(200); // its body is never read
  await slow.api("POST", `/api/sessions/${slowSession}/prompt`, { text: "a long answer please", pace: "slow" });
  // A vanished student: starts a run, then closes the tab mid-stream.
  const gone = await ClassClient.join(room.url, room.joinCode, "Gone");
  const goneSession = (await gone.api<SessionSummary>("POST", "/api/sessions", {})).body.id;
  const goneTap = await gone.events(`/api/sessions/${goneSession}/events`);
  await gone.api("POST", `/api/sessions/${goneSession}/prompt`, { text: "hello", pace: "slow" });
  await goneTap.waitFor((e) => e.event === "run_start", "the vanished student's run to start");
  await goneTap.close();

  lessons.push(...(await Promise.all(students.map((student, i) => runLesson(student, marker(i))))));
  rssGrowthMiB = (process.memoryUsage().rss - rssBefore) / 1024 / 1024;
}, 900_000); // a hang guard: forty lessons at once on a loaded two-core machine take minutes

afterAll(async () => {
  for (const lesson of lessons) await lesson.tap.close();
  await teacherFeed?.close();
  await room?.stop();
});

describe(`a class of ${STUDENTS}`, () => {
  it("finishes every student's lesson, whatever the slow and the vanished student do", () => {
    expect(lessons).toHaveLength(STUDENTS);
    for (const lesson of lessons) expect(lesson.runsEnded).toBe(5);
  });

  it("streams each student their own entries only", () => {
    lessons.forEach((lesson, i) => {
      const seen = new Set(JSON.stringify(lesson.tap.events).match(/\[s\d\d\]/g));
      expect([...seen]).toEqual([marker(i)]);
    });
  });

  it("answers every guessed id of another student 404, events included", async () => {
    for (let i = 0; i < STUDENTS; i++) {
      const neighbour = lessons[(i + 1) % STUDENTS]!.sessionId;
      expect((await students[i]!.api("GET", `/api/sessions/${neighbour}`)).status).toBe(404);
      const stream = await students[i]!.events(`/api/sessions/${neighbour}/events`);
      expect(stream.status).toBe(404);
      const own = await students[i]!.api<SessionSummary[]>("GET", "/api/sessions");
      expect(own.body.map((s) => s.id)).toEqual([lessons[i]!.sessionId]);
    }
  });

  it("shows the teacher each student's entries under that student, in the live trees", async () => {
    const studentIds = await Promise.all(
      students.map(
        async (student) => (await student.api<{ studentId: string }>("GET", "/api/class/me")).body.studentId,
      ),
    );
    lessons.forEach((lesson, i) => {
      const grown = teacherFeed.events.filter((e) => e.event === "tree_grew" && e.data.sessionId === lesson.sessionId);
      expect(grown.length, marker(i)).toBeGreaterThan(0);
      for (const event of grown) expect(event.data.studentId).toBe(studentIds[i]);
      const lines = grown.map((event) => (event.data.node as { line: string } | undefined)?.line ?? "").join("\n");
      expect(new Set(lines.match(/\[s\d\d\]/g))).toEqual(new Set([marker(i)]));
    });
  });

  it("leaves every student's file sound: check finds no problem", async () => {
    const teacher = await ClassClient.teacher(room.teacherUrl);
    const overview = (await teacher.api<ClassOverview>("GET", "/api/class/students")).body;
    expect(overview.students).toHaveLength(STUDENTS + 2);
    let files = 0;
    for (const student of overview.students) {
      const dir = join(room.dir, student.id, "sessions");
      for (const file of readdirSync(dir).filter((name) => name.endsWith(".jsonl"))) {
        expect(checkSession(join(dir, file)).problems, `${student.id}/${file}`).toEqual([]);
        files += 1;
      }
    }
    expect(files).toBe(STUDENTS + 2);
  });

  it(`keeps the server's memory growth under ${RSS_BOUND_MIB} MiB`, () => {
    console.log(`RSS growth over the lesson of ${STUDENTS} students: ${rssGrowthMiB.toFixed(0)} MiB`);
    expect(rssGrowthMiB).toBeLessThan(RSS_BOUND_MIB);
  });
});
