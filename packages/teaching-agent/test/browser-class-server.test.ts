/**
 * The classroom server (npm run classroom) in Chromium, on 127.0.0.1: a
 * student joins with the code and asks a question; the teacher opens the
 * printed URL, sees the student, follows their session read-only and watches
 * the next answer arrive; freezing prompting disables the student's Send,
 * with the reason.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTeachingModel } from "@kit/agent-loop";
import { type ClassroomServer, type ClassroomStarted, createClassroomServer } from "@kit/server";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mountPage } from "../src/mount-page.ts";
import { buildPageOnce } from "./helpers/agent.ts";
import { launchChromium } from "./helpers/chromium.ts";
import { ask, byTestId, savedEntryWith } from "./helpers/page.ts";
import { GREETING, TOOLS_ANSWER } from "./helpers/teaching-answers.ts";

let browser: Browser;
let classroom: ClassroomServer;
let started: ClassroomStarted;
let dir: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  await buildPageOnce();
  dir = mkdtempSync(join(tmpdir(), "kit-class-browser-"));
  classroom = createClassroomServer({
    host: "127.0.0.1",
    port: 0,
    classDir: dir,
    model: createTeachingModel(),
    mountStatic: (app) => mountPage(app),
    log: () => {},
    env: {},
  });
  started = await classroom.start();
}, 120_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await classroom?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "en-US" });
  // A hang guard, not a speed: a join, a new session and a run share two busy cores with the rest of the suite.
  context.setDefaultTimeout(60_000);
  await context.addInitScript('localStorage.setItem("teaching-agent.pace", "instant");');
  contexts.push(context);
  return context.newPage();
}

describe("a class in the browser", () => {
  it("lets a student join and ask, and the teacher follow them on the projector, and freeze the class", async () => {
    const student = await newPage();
    await student.goto(`${started.url}/`);
    await student.getByLabel("Join code").fill(started.joinCode.toLowerCase());
    await student.getByLabel("Your name").fill("Ada <script>");
    await student.getByRole("button", { name: "Join" }).click();
    await ask(student, "hello", GREETING);

    const teacher = await newPage();
    await teacher.goto(started.teacherUrl);
    const row = byTestId(teacher, "class-student").filter({ hasText: "Ada <script>" });
    await row.waitFor();
    await row.getByRole("link", { name: "Follow" }).click();
    await byTestId(teacher, "class-note").filter({ hasText: "Following Ada <script>" }).waitFor();
    await savedEntryWith(teacher, GREETING).waitFor();
    expect(await byTestId(teacher, "prompt-input").isEditable()).toBe(false);

    // The projector shows the student's next answer as it is saved.
    await ask(student, "How do tools work?", TOOLS_ANSWER);
    await savedEntryWith(teacher, TOOLS_ANSWER).waitFor();

    // Back to the class; freezing prompting disables Send on the student's page, with the reason.
    await byTestId(student, "prompt-input").fill("one more question");
    expect(await byTestId(student, "send-button").isDisabled()).toBe(false);
    await teacher.getByRole("link", { name: "Back to the class" }).click();
    await teacher.getByRole("button", { name: "Pause prompting for everyone" }).click();
    await byTestId(student, "class-note").filter({ hasText: "paused prompting" }).waitFor();
    expect(await byTestId(student, "send-button").isDisabled()).toBe(true);
    await teacher.getByRole("button", { name: "Resume prompting" }).click();
    await byTestId(student, "class-note").waitFor({ state: "detached" });
    expect(await byTestId(student, "send-button").isDisabled()).toBe(false);
  });
});
