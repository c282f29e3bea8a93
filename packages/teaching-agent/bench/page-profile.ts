/**
 * A CPU profile of the page on a long session (`npx tsx bench/page-profile.ts [entries] [outDir]`): the first
 * paint, the first paint again in another tab (the server has kept the file: the page's own part), then three tree
 * clicks, each written as a .cpuprofile (open it in Chrome's performance panel) and summed up here by self time per
 * function, so where the time goes can be read without a browser. Each first paint also lists the page's requests
 * as the page timed them.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, CDPSession, Page } from "playwright-core";
import { launchChromium } from "../test/helpers/chromium.ts";
import { writeLongSession } from "../test/helpers/long-session.ts";
import { startBenchAgent } from "./bench-agent.ts";
import { timedTreeClick } from "./tree-click.ts";

const entries = Number(process.argv[2] ?? 50_000);
const outDir = process.argv[3] ?? join(tmpdir(), "page-profile");

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function summary(profile: Profile, top = 25): string {
  const byNode = new Map<number, ProfileNode>(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const node = byNode.get(id)!;
    const delta = (profile.timeDeltas[i] ?? 0) / 1000;
    total += delta;
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || "(anonymous)"} ${url.split("/").pop()}:${lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + delta);
  });
  const rows = [...self].sort((a, b) => b[1] - a[1]).slice(0, top);
  return [`total ${total.toFixed(0)} ms`, ...rows.map(([key, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${key}`)].join(
    "\n",
  );
}

async function profiled(cdp: CDPSession, name: string, work: () => Promise<void>): Promise<void> {
  await cdp.send("Profiler.start");
  const started = Date.now();
  await work();
  const wall = Date.now() - started;
  const { profile } = (await cdp.send("Profiler.stop")) as { profile: Profile };
  writeFileSync(join(outDir, `${name}.cpuprofile`), JSON.stringify(profile));
  console.log(`\n== ${name}: ${wall} ms wall\n${summary(profile)}`);
}

/** Each request as the page saw it: sent, first byte, last byte (ms from the navigation). */
const RESOURCES = `performance.getEntriesByType("resource").map((r) =>
  r.startTime.toFixed(0) + ".." + r.responseStart.toFixed(0) + ".." + r.responseEnd.toFixed(0) + " ms " +
  r.name.replace(location.origin, "") + " " + r.encodedBodySize + " B").join("\\n")`;

/** A fresh tab whose CPU profile can be taken, sampled every 200 µs. */
async function profiledTab(browser: Browser): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  page.setDefaultTimeout(300_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  return { page, cdp };
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const started = await startBenchAgent("page-profile-", (dir) =>
    writeLongSession(dir, "profile", Math.floor((entries - 40) / 2)),
  );
  const { agent, url, sessionsDir, prepared: session, readerSettled } = started;
  const browser = await launchChromium();
  try {
    // As in the page bench: a room opens the page some seconds after `npm start`, the reading thread started.
    await readerSettled();
    const { page, cdp } = await profiledTab(browser);
    await profiled(cdp, "first-paint", async () => {
      await page.goto(`${url}/#session=${encodeURIComponent(session.id)}`);
      await page.locator(`[data-testid="tree-row"][data-leaf="true"]`).waitFor();
    });
    console.log(`in the page (start..first byte..end):\n${await page.evaluate<string>(RESOURCES)}`);
    // Again in another tab: the server has kept what it read, so this is the page's own part.
    const { page: again, cdp: againCdp } = await profiledTab(browser);
    await profiled(againCdp, "first-paint-again", async () => {
      await again.goto(`${url}/#session=${encodeURIComponent(session.id)}`);
      await again.locator(`[data-testid="tree-row"][data-leaf="true"]`).waitFor();
    });
    console.log(`in the page (start..first byte..end):\n${await again.evaluate<string>(RESOURCES)}`);
    await again.context().close();
    await page.locator(`[data-testid="connection"][data-state="live"]`).waitFor();
    await page.waitForTimeout(1000);
    for (let i = 0; i < 3; i++) {
      await profiled(cdp, `click-${i + 1}`, async () => {
        const ms = await page.evaluate<number>(timedTreeClick(i));
        console.log(`click ${i + 1}: ${ms.toFixed(0)} ms to the panel painted`);
      });
      await page.waitForTimeout(300);
    }
  } finally {
    await browser.close();
    await agent.stop();
    rmSync(sessionsDir, { recursive: true, force: true });
  }
}

await main();
