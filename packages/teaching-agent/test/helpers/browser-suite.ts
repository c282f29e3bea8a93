/**
 * One Chromium and one teaching agent for a test file, and a fresh browser
 * context per test. Without Chromium every test fails with the reason (a
 * failed beforeAll would only mark them skipped).
 */

import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { type AgentOptions, type RunningAgent, startAgent } from "./agent.ts";
import { launchChromium } from "./chromium.ts";
import { openSession } from "./page.ts";

export interface BrowserSuite {
  readonly agent: RunningAgent;
  /** A new page at 1440×900 (or `options`) on a new session named `name`, or on `sessionId`. */
  freshPage(name: string, sessionId?: string, options?: BrowserContextOptions): Promise<Page>;
}

export function browserSuite(agentOptions: AgentOptions = {}): BrowserSuite {
  let agent: RunningAgent | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let launchError: unknown;

  beforeAll(async () => {
    try {
      browser = await launchChromium();
    } catch (error) {
      launchError = error;
      return;
    }
    agent = await startAgent(agentOptions);
  }, 120_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await agent?.stop();
  });

  return {
    get agent() {
      if (launchError) throw launchError;
      return agent!;
    },
    async freshPage(name, sessionId, options = {}) {
      if (launchError) throw launchError;
      await context?.close();
      context = await browser!.newContext({ viewport: { width: 1440, height: 900 }, locale: "en-US", ...options });
      context.setDefaultTimeout(15_000);
      // Runs at the model's own speed unless a test picks another pace (the page's default is real time, for a class).
      await context.addInitScript(
        'if (!localStorage.getItem("teaching-agent.pace")) localStorage.setItem("teaching-agent.pace", "instant");',
      );
      const page = await context.newPage();
      await openSession(page, agent!.url, sessionId ?? (await agent!.newSession(name)));
      return page;
    },
  };
}
