/**
 * Finding and starting a browser for the browser tests, the way a learner has one. No browser is ever downloaded:
 * the tests drive a Chromium or Google Chrome that is already installed, through playwright-core.
 *
 * Where we look, in order: `KIT_CHROMIUM` (a path; `CHROMIUM_PATH` is read too), then the places where Chromium and
 * Google Chrome install themselves on Linux, macOS and Windows (the same places playwright-core's `channel: "chrome"`
 * looks in).
 *
 * Without any browser the tests cannot run. On CI (`CI=true`) that is a failure: CI installs Debian's Chromium
 * (`npm run setup:browser`, scripts/setup-browser.sh), so a missing browser there is a broken set-up. On a learner's
 * machine the browser tests are reported as skipped, with one line that says why and how to install a browser, and
 * `npm test` passes.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { type Browser, chromium, type LaunchOptions } from "playwright-core";
import { beforeEach } from "vitest";

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

/** Installed browsers' usual paths, per system. */
function usualPaths(): string[] {
  const windowsRoots = [process.env.PROGRAMFILES, process.env["PROGRAMFILES(X86)"], process.env.LOCALAPPDATA];
  switch (process.platform) {
    case "darwin":
      return [
        "/Applications/Chromium.app/Contents/MacOS/Chromium",
        "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
        join(process.env.HOME ?? "", "Applications/Google Chrome.app/Contents/MacOS/Google Chrome"),
      ];
    case "win32":
      return windowsRoots
        .filter((root): root is string => Boolean(root))
        .flatMap((root) => [
          join(root, "Chromium", "Application", "chrome.exe"),
          join(root, "Google", "Chrome", "Application", "chrome.exe"),
        ]);
    default:
      return [
        "/usr/bin/chromium", // Debian
        "/usr/bin/chromium-browser", // Ubuntu, Fedora
        "/snap/bin/chromium",
        "/usr/bin/google-chrome",
        "/usr/bin/google-chrome-stable",
        "/opt/google/chrome/chrome",
      ];
  }
}

/** The first installed browser's path, or undefined. */
export function findBrowser(): string | undefined {
  const chosen = process.env.KIT_CHROMIUM ?? process.env.CHROMIUM_PATH;
  if (chosen) return chosen;
  return usualPaths().find((path) => existsSync(path));
}

/** The one command that installs a browser on this system. */
export function installAdvice(): string {
  switch (process.platform) {
    case "darwin":
      return "brew install --cask chromium (or install Google Chrome)";
    case "win32":
      return "winget install Google.Chrome (or install Chromium)";
    default:
      return "sudo apt-get install chromium (Debian) or chromium-browser (Ubuntu), or install Chrome";
  }
}

const found = findBrowser();

/**
 * True when the browser tests are skipped: no browser here, and this is not CI. Importing this module is enough: a
 * test file that imports it has every test reported as skipped, and the reason is printed once.
 */
export const skipBrowserTests = found === undefined && process.env.CI !== "true";
const skipReason =
  `no Chromium or Chrome found: install one (${installAdvice()}) or set KIT_CHROMIUM to a browser's path; ` +
  "the tests never download a browser";
if (skipBrowserTests) {
  console.warn(`browser tests skipped: ${skipReason}.`);
  // Registered while the importing test file is collected, so it applies to every test in that file.
  beforeEach((context) => context.skip(skipReason));
}

export async function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  if (!found) {
    throw new Error(
      "No Chromium or Chrome found, so the browser tests cannot run. " +
        `Install one (${installAdvice()}; or npm run setup:browser, which installs Debian's chromium as root) ` +
        "or set KIT_CHROMIUM to a browser's path. The tests never download a browser.",
    );
  }
  if (!existsSync(found)) throw new Error(`KIT_CHROMIUM (or CHROMIUM_PATH) names ${found}, which does not exist.`);
  // headless: true adds --headless; launch() makes a fresh, empty user data dir and removes it on close.
  const options: LaunchOptions = {
    executablePath: found,
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
    timeout: 30_000,
  };
  return chromium.launch(options);
}
