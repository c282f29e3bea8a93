/**
 * The classroom server (npm run classroom) in Chromium, on 127.0.0.1: a
 * student joins with the code and asks a question; the teacher opens the
 * printed URL, sees the student and their tree, and watches it grow with the
 * next question without a reload; follows their session read-only and
 * watches the next answer arrive; freezing prompting disables the student's
 * Send, with the reason. A student whose browser restarted comes back with
 * the return code their page showed.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTeachingModel } from "@kit/agent-loop";
import { ensurePageBuilt, mountPage } from "@kit/teaching-agent";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// The teaching agent's browser helpers: the same Chromium, the same page, the same scripted answers.
import { launchChromium } from "../../teaching-agent/test/helpers/chromium.ts";
import { ask, byTestId, savedEntryWith } from "../../teaching-agent/test/helpers/page.ts";
import { GREETING, SESSIONS_ANSWER, TOOLS_ANSWER } from "../../teaching-agent/test/helpers/teaching-answers.ts";
import { CLASS_PAGE } from "../src/class-page.ts";
import { type ClassroomServer, type ClassroomStarted, createClassroomServer } from "../src/index.ts";

let browser: Browser;
let classroom: ClassroomServer;
let started: ClassroomStarted;
let dir: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  await ensurePageBuilt(() => {}, CLASS_PAGE);
  dir = mkdtempSync(join(tmpdir(), "kit-class-browser-"));
  classroom = createClassroomServer({
    host: "127.0.0.1",
    port: 0,
    classDir: dir,
    model: createTeachingModel(),
    mountStatic: (app) => mountPage(app, CLASS_PAGE.distDir),
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
    // The student's tree is in the list, and grows as they work: no reload.
    const treeRow = (text: string) => byTestId(row, "class-tree-row").filter({ hasText: text });
    await treeRow('user "hello"').waitFor();
    await ask(student, "How do tools work?", TOOLS_ANSWER);
    await treeRow('user "How do tools work?"').waitFor();
    await row.locator('[data-testid="class-tree-row"][data-leaf="true"]').filter({ hasText: "assistant" }).waitFor();

    await row.getByRole("link", { name: "Follow" }).click();
    await byTestId(teacher, "class-note").filter({ hasText: "Following Ada <script>" }).waitFor();
    await savedEntryWith(teacher, TOOLS_ANSWER).waitFor();
    // Following is reading: no question box, no Speed, no New, no action that would change the session.
    const controls = ["prompt-input", "send-button", "pace-select", "new-session", "compact-button", "rename-button"];
    for (const id of controls) expect(await byTestId(teacher, id).count(), id).toBe(0);

    // The projector shows the student's next answer as it is saved.
    await ask(student, "What is a session?", SESSIONS_ANSWER);
    await savedEntryWith(teacher, SESSIONS_ANSWER).waitFor();

    // Back to the class; freezing prompting disables Send on the student's page, with the reason.
    await byTestId(student, "prompt-input").fill("one more question");
    expect(await byTestId(student, "send-button").isDisabled()).toBe(false);
    await teacher.getByRole("link", { name: "Back to the class" }).click();
    // The count line, and the filter: a student not matching it is not listed.
    await byTestId(teacher, "class-counts").filter({ hasText: "1 of 60 places taken" }).waitFor();
    await byTestId(teacher, "class-filter").fill("nobody");
    await byTestId(teacher, "class-student").first().waitFor({ state: "detached" });
    await byTestId(teacher, "class-filter").fill("ada");
    await row.waitFor();
    await teacher.getByRole("button", { name: "Pause prompting for everyone" }).click();
    await byTestId(student, "class-frozen").filter({ hasText: "paused prompting" }).waitFor();
    expect(await byTestId(student, "send-button").isDisabled()).toBe(true);
    await teacher.getByRole("button", { name: "Resume prompting" }).click();
    await byTestId(student, "class-frozen").waitFor({ state: "detached" });
    expect(await byTestId(student, "send-button").isDisabled()).toBe(false);

    // The browser restarts (a new context: no cookie). The return code the page showed brings the student back.
    await student.getByText("Coming back later?").click();
    const note = await byTestId(student, "return-code-note").textContent();
    const returnCode = /[A-Z2-9]{4}-[A-Z2-9]{4}/.exec(note ?? "")?.[0];
    expect(returnCode).toBeDefined();
    const restarted = await newPage();
    await restarted.goto(`${started.url}/`);
    await restarted.getByLabel("Join code").fill(started.joinCode);
    await restarted.getByLabel("Your name").fill("Ada <script>");
    await restarted.getByLabel(/Return code/).fill(returnCode!);
    await restarted.getByRole("button", { name: "Join" }).click();
    await savedEntryWith(restarted, SESSIONS_ANSWER).waitFor();
    // The code worked once: the page now shows a new one.
    await restarted.getByText("Coming back later?").click();
    await byTestId(restarted, "return-code-note")
      .filter({ hasText: /[A-Z2-9]{4}-[A-Z2-9]{4}/ })
      .waitFor();
    expect(await byTestId(restarted, "return-code-note").textContent()).not.toContain(returnCode!);
  });
});
