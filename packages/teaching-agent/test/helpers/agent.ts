/**
 * The real teaching agent, in this process: the page built, the server on a
 * free port over an empty temporary sessions folder, the offline teaching
 * model slowed down just enough that a reply visibly streams.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTeachingModel } from "@kit/agent-loop";
import type { SessionSummary } from "@kit/server";
import { ensurePageBuilt } from "../../src/build-page.ts";
import { createTeachingAgent } from "../../src/teaching-agent.ts";

export interface RunningAgent {
  url: string;
  sessionsDir: string;
  /** A new session through the API; its page is `${url}/#session=${id}`. */
  newSession(name: string): Promise<string>;
  stop(): Promise<void>;
}

export async function startAgent(): Promise<RunningAgent> {
  await ensurePageBuilt();
  const sessionsDir = mkdtempSync(join(tmpdir(), "teaching-agent-test-"));
  const agent = createTeachingAgent({
    sessionsDir,
    port: 0,
    // The environment must not choose a real model or a port for a test.
    env: {},
    // Three words every 25 ms: a reply takes a few hundred milliseconds, long enough to see it grow.
    model: createTeachingModel({ pieceDelayMs: 25 }),
    // Keep little, so that a few questions are enough to compact; never compact on its own.
    compaction: { enabled: false, keepRecentTokens: 60 },
    log: () => {},
  });
  const { url } = await agent.start();
  return {
    url,
    sessionsDir,
    async newSession(name) {
      const response = await fetch(`${url}/api/sessions`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name }),
      });
      if (!response.ok) throw new Error(`POST /api/sessions answered ${response.status}: ${await response.text()}`);
      return ((await response.json()) as SessionSummary).id;
    },
    async stop() {
      await agent.stop();
      rmSync(sessionsDir, { recursive: true, force: true });
    },
  };
}
