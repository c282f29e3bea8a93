/**
 * Chapter 10's tour pictures of the Chinese page (`npm run screenshots:zh -w @kit/teaching-agent`): the scenes of the
 * browser tests (test/helpers/chapter-scenes.ts) played with Chinese prompts in a zh-CN browser, written to
 * docs/images/10-NAME.zh-CN.png beside the English 10-NAME.png the tests take. A script, not the test run: a test
 * never changes a tracked file. The pictures need a CJK font (Debian: `apt-get install -y fonts-noto-cjk`).
 */
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { type RunningAgent, startAgent } from "../test/helpers/agent.ts";
import {
  CROPS,
  compactFourQuestions,
  editInPlace,
  filterAndSearch,
  holdAtStep,
  listAndRead,
  markdownReply,
  openDamagedSession,
  replayTwoLinesBack,
  requestDiff,
  showBranchSummary,
  streamLongStory,
  switchBranch,
  timelineWhileReading,
  writeDamagedSession,
} from "../test/helpers/chapter-scenes.ts";
import { launchChromium } from "../test/helpers/chromium.ts";
import { DOCS_IMAGES, openSession } from "../test/helpers/page.ts";
import { CHINESE_SCENE as words } from "../test/helpers/scene-words.ts";

/**
 * Each picture: its session's name and the steps before it; a scene with two pictures takes the second on. A scene
 * with `open` opens its own session instead of a new one (the damaged file is written straight to the folder).
 */
const SCENES: {
  session: string;
  open?: (page: Page, agent: RunningAgent) => Promise<void>;
  pictures: { name: string; steps: (page: Page) => Promise<unknown> }[];
}[] = [
  {
    session: "流式输出",
    pictures: [
      { name: "10-streaming", steps: (page) => streamLongStory(page, words) },
      { name: "10-tool-calls", steps: (page) => listAndRead(page, words) },
    ],
  },
  { session: "分支切换", pictures: [{ name: "10-branch-switch", steps: (page) => switchBranch(page, words) }] },
  { session: "请求的变化", pictures: [{ name: "10-request-diff", steps: (page) => requestDiff(page, words) }] },
  {
    session: "原地编辑",
    pictures: [
      { name: "10-inline-edit", steps: (page) => editInPlace(page, words) },
      { name: "10-edit-and-resubmit", steps: showBranchSummary },
    ],
  },
  { session: "回放", pictures: [{ name: "10-replay", steps: (page) => replayTwoLinesBack(page, words) }] },
  { session: "时间线", pictures: [{ name: "10-timeline", steps: (page) => timelineWhileReading(page, words) }] },
  { session: "压缩", pictures: [{ name: "10-compaction", steps: (page) => compactFourQuestions(page, words) }] },
  { session: "过滤和搜索", pictures: [{ name: "10-filter-search", steps: (page) => filterAndSearch(page, words) }] },
  { session: "单步", pictures: [{ name: "10-step", steps: (page) => holdAtStep(page, words) }] },
  {
    session: "损坏的会话",
    open: (page, agent) =>
      openDamagedSession(page, agent.url, writeDamagedSession(agent.sessionsDir, "damaged-session")),
    pictures: [{ name: "10-damaged-session", steps: async () => {} }],
  },
  { session: "Markdown", pictures: [{ name: "10-markdown-reply", steps: (page) => markdownReply(page, words) }] },
];

/** The request diff's picture keeps the pointer on the tree row it lights up; the others move it out of the way. */
const KEEP_POINTER = new Set(["10-request-diff"]);

async function drawScene(browser: Browser, agent: RunningAgent, scene: (typeof SCENES)[number]): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "zh-CN" });
  await context.addInitScript('localStorage.setItem("teaching-agent.pace", "instant")');
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  if (scene.open) await scene.open(page, agent);
  else await openSession(page, agent.url, await agent.newSession(scene.session));
  for (const picture of scene.pictures) {
    await picture.steps(page);
    if (!KEEP_POINTER.has(picture.name)) await page.mouse.move(0, 0);
    const path = join(DOCS_IMAGES, `${picture.name}.zh-CN.png`);
    // The newer parts' pictures are cropped as the English ones are (CROPS); the tour's are the whole page.
    const crop = await CROPS[picture.name]?.(page);
    if (crop === undefined) await page.screenshot({ path });
    else if ("screenshot" in crop) await crop.screenshot({ path });
    else await page.screenshot({ path, clip: crop });
    console.log(`wrote docs/images/${picture.name}.zh-CN.png`);
  }
  await context.close();
}

const only = process.argv.slice(2);
// The server as a Chinese classroom starts it: what it says in its own words (a damaged file's problems) is Chinese.
process.env.KIT_LANG = "zh";
const agent = await startAgent();
const browser = await launchChromium();
try {
  for (const scene of SCENES)
    if (only.length === 0 || scene.pictures.some((picture) => only.includes(picture.name)))
      await drawScene(browser, agent, scene);
} finally {
  await browser.close();
  await agent.stop();
}
