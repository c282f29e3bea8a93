/**
 * Debian's Chromium, driven by playwright-core. No browser is ever downloaded:
 * CI installs the `chromium` package (.ci/run), and so does a developer
 * (`apt-get install -y chromium`). Without it the browser tests fail, loudly,
 * with that instruction, rather than skip and look green.
 */
import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The flags that keep Chromium quiet on a machine with no network but loopback. */
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH}, so the browser tests cannot run. ` +
        "Install Debian's Chromium (as root: apt-get install -y chromium; .ci/run does this on CI), " +
        "or point CHROMIUM_PATH at another Chromium. The tests never download a browser.",
    );
  }
  // headless: true adds --headless; launch() makes a fresh, empty user data dir and removes it on close.
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS, timeout: 30_000 });
}
