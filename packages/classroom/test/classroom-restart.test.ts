/**
 * A classroom restarted on the same class folder knows its students again
 * (roster.json): a student's cookie still works and reaches their sessions,
 * their return code still works once, a removed student stays removed, and
 * the file holds no cookie a reader could use.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTeachingModel } from "@kit/agent-loop";
import { afterEach, expect, it } from "vitest";
import { type ClassMe, type ClassroomServer, createClassroomServer } from "../src/index.ts";
import { ClassClient } from "./helpers/class-client.ts";

let dir: string | undefined;
const running: ClassroomServer[] = [];
afterEach(async () => {
  for (const server of running.splice(0)) await server.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function open(classDir: string) {
  const classroom = createClassroomServer({
    host: "127.0.0.1",
    port: 0,
    classDir,
    model: createTeachingModel(),
    log: () => {},
    env: {},
  });
  running.push(classroom);
  return { classroom, started: await classroom.start() };
}

it("keeps every student's cookie, return code and sessions across a restart on the same folder", async () => {
  dir = mkdtempSync(join(tmpdir(), "kit-class-restart-"));
  const first = await open(dir);
  const ada = await ClassClient.join(first.started.url, first.started.joinCode, "Ada");
  const bob = await ClassClient.join(first.started.url, first.started.joinCode, "Bob");
  const eve = await ClassClient.join(first.started.url, first.started.joinCode, "Eve");
  const session = (await ada.api<{ id: string }>("POST", "/api/sessions", {})).body.id;
  const bobsCode = (await bob.api<ClassMe>("GET", "/api/class/me")).body.returnCode!;
  const eveId = (await eve.api<ClassMe>("GET", "/api/class/me")).body.studentId!;
  const teacher = await ClassClient.teacher(first.started.teacherUrl);
  expect((await teacher.api("POST", `/api/class/students/${eveId}/remove`, {})).status).toBe(200);
  await first.classroom.stop();
  running.length = 0;

  const file = join(dir, "roster.json");
  expect(statSync(file).mode & 0o777).toBe(0o600);
  const saved = readFileSync(file, "utf8");
  for (const client of [ada, bob, eve]) expect(saved).not.toContain(client.cookieHeader.split("=")[1]);

  const second = await open(dir);
  const adaAgain = new ClassClient(second.started.url, ada.cookieHeader);
  expect((await adaAgain.api<ClassMe>("GET", "/api/class/me")).body).toMatchObject({ role: "student", name: "Ada" });
  const list = await adaAgain.api<{ id: string }[]>("GET", "/api/sessions");
  expect(list.body.map((s) => s.id)).toEqual([session]);

  // Bob lost his cookie meanwhile: the return code from before the restart brings him back, once.
  const bobBack = new ClassClient(second.started.url);
  const back = await bobBack.api<{ name: string; returned: boolean }>("POST", "/api/join", {
    code: second.started.joinCode,
    name: "Bob",
    returnCode: bobsCode,
  });
  expect(back.body).toMatchObject({ name: "Bob", returned: true });
  expect((await new ClassClient(second.started.url, eve.cookieHeader).api("GET", "/api/sessions")).status).toBe(401);
  const teacherAgain = await ClassClient.teacher(second.started.teacherUrl);
  const overview = await teacherAgain.api<{ removed: number; students: { name: string }[] }>(
    "GET",
    "/api/class/students",
  );
  expect(overview.body.removed).toBe(1);
  expect(overview.body.students.map((s) => s.name).sort()).toEqual(["Ada", "Bob"]);
});
