/**
 * Chapter 10's projector pictures (`npm run screenshots:projector -w @kit/teaching-agent`): the projector
 * scene of test/browser-what-a-person-sees.test.ts at its four screen sizes, in English and in Chinese, written
 * to docs/images/ as 10-projector-WIDTHxHEIGHT[-normal].LANG.png. A script, not the test run: a test never changes
 * a tracked file. The Chinese pictures need a CJK font (Debian: `apt-get install -y fonts-noto-cjk`).
 */
import { join } from "node:path";
import { startAgent } from "../test/helpers/agent.ts";
import { launchChromium } from "../test/helpers/chromium.ts";
import { DOCS_IMAGES, openSession } from "../test/helpers/page.ts";
import { branchAndComeBack, PROJECTOR_SIZES, showAt } from "../test/helpers/projector-scene.ts";

const agent = await startAgent();
const browser = await launchChromium();
try {
  for (const language of ["en", "zh-CN"]) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: language });
    await context.addInitScript('localStorage.setItem("teaching-agent.pace", "instant")');
    context.setDefaultTimeout(60_000);
    const page = await context.newPage();
    await openSession(page, agent.url, await agent.newSession(`projector ${language}`));
    await branchAndComeBack(page);
    for (const size of PROJECTOR_SIZES) {
      await showAt(page, size);
      await page.mouse.move(0, 0);
      const name = `10-projector-${size.width}x${size.height}${size.presentation ? "" : "-normal"}.${language}.png`;
      await page.screenshot({ path: join(DOCS_IMAGES, name) });
      console.log(`wrote docs/images/${name}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await agent.stop();
}
