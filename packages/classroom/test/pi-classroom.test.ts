/**
 * A class's files open in pi: a few students go through a lesson on the
 * classroom server, and pi's own SessionManager opens each student's file and
 * finds the same entries and the same leaf as this kit.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { loadSession } from "@kit/session-core";
import { SessionManager } from "@mariozechner/pi-coding-agent";
import { afterAll, describe, expect, it } from "vitest";
import type { ClassMe } from "../src/index.ts";
import { ClassClient, startClassroom, type TestClassroom } from "./helpers/class-client.ts";
import { runLesson } from "./helpers/class-lesson.ts";

let room: TestClassroom | undefined;
afterAll(async () => {
  await room?.stop();
});

describe("a class's session files in pi", () => {
  it("open in pi's SessionManager with the same entries and leaf", async () => {
    room = await startClassroom({ compaction: { enabled: false, keepRecentTokens: 50 } });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const student = await ClassClient.join(room.url, room.joinCode, `Student ${i}`);
      const lesson = await runLesson(student, `[s0${i}]`);
      await lesson.tap.close();
      ids.push((await student.api<ClassMe>("GET", "/api/class/me")).body.studentId!);
    }
    await room.classroom.stop(); // files closed, locks released: as pi would find them after class

    for (const studentId of ids) {
      const dir = join(room.dir, studentId, "sessions");
      const [file] = readdirSync(dir).filter((name) => name.endsWith(".jsonl"));
      const path = join(dir, file!);
      const ours = loadSession(path);
      expect(ours.problems).toEqual([]);
      const pi = SessionManager.open(path, dir);
      expect(pi.getEntries().map((entry) => entry.id)).toEqual([...ours.tree.entries].map((entry) => entry.id));
      const piLeaf = pi.getLeafId();
      expect(piLeaf).toBe(ours.tree.leafId);
      expect(pi.getEntries().some((entry) => entry.type === "compaction")).toBe(true);
    }
  });
});
