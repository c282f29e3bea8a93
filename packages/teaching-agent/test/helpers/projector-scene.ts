/**
 * The projector scene the browser test checks and the screenshot script draws (scripts/projector-screenshots.ts):
 * three questions on the main line, a branch from the greeting, and the leaf moved back to the main line, so the
 * request panel shows messages that left and messages that joined in one move.
 */
import type { Page } from "playwright-core";
import { ask, byTestId, clickTreeEntry, contextAt, entryIdOf } from "./page.ts";
import { GREETING, LOOP_ANSWER_END, SESSIONS_ANSWER, TOOLS_ANSWER } from "./teaching-answers.ts";

export interface ScreenSize {
  width: number;
  height: number;
  presentation: boolean;
}

/** Three projectors in presentation mode, and the normal page on a big screen. */
export const PROJECTOR_SIZES: readonly ScreenSize[] = [
  { width: 1024, height: 768, presentation: true },
  { width: 1366, height: 768, presentation: true },
  { width: 1920, height: 1080, presentation: true },
  { width: 1920, height: 1080, presentation: false },
];

/** Builds the scene on a new session's page (the interface may be in either language; the questions are English). */
export async function branchAndComeBack(page: Page): Promise<void> {
  await ask(page, "hello", GREETING);
  await ask(page, "How do tools work?", TOOLS_ANSWER);
  await ask(page, "How does the agent loop work?", LOOP_ANSWER_END);
  const mainLeaf = await entryIdOf(page, LOOP_ANSWER_END);
  await clickTreeEntry(page, await entryIdOf(page, GREETING));
  await ask(page, "What is a session?", SESSIONS_ANSWER);
  await clickTreeEntry(page, mainLeaf);
  await contextAt(page, mainLeaf);
}

/** The window at `size`, presentation mode on or off as it says. */
export async function showAt(page: Page, size: ScreenSize): Promise<void> {
  await page.setViewportSize({ width: size.width, height: size.height });
  const toggle = byTestId(page, "presentation-toggle");
  if ((await toggle.isChecked()) !== size.presentation) await toggle.setChecked(size.presentation);
}
