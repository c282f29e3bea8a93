/**
 * `npm run setup:browser` (scripts/setup-browser.sh) on a machine without a Chinese font: it says what to install,
 * in both languages, because a CSS font list cannot draw a font the system lacks. Run with a PATH whose `fc-list`
 * reports what the test chooses and a KIT_CHROMIUM that exists, so the script neither looks for nor installs a
 * browser.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const SCRIPT = join(import.meta.dirname, "..", "..", "..", "scripts", "setup-browser.sh");

let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

/** Runs the script with a fake `fc-list` that prints `fonts` for `:lang=zh`; its stderr and exit code. */
function setupWithFonts(fonts: string): { stderr: string; status: number | null } {
  folder = mkdtempSync(join(tmpdir(), "setup-browser-"));
  const fake = (name: string, body: string) => {
    writeFileSync(join(folder!, name), `#!/bin/sh\n${body}\n`);
    chmodSync(join(folder!, name), 0o755);
  };
  fake("fc-list", fonts === "" ? "exit 0" : `printf '%s\\n' '${fonts}'`);
  fake("browser", "exit 0");
  const run = spawnSync("bash", [SCRIPT], {
    encoding: "utf8",
    env: { PATH: `${folder}:${process.env.PATH}`, KIT_CHROMIUM: join(folder, "browser") },
  });
  return { stderr: run.stderr, status: run.status };
}

describe("npm run setup:browser and Chinese fonts", () => {
  it("says to install fonts-noto-cjk, in English and Chinese, when fc-list knows no Chinese font", () => {
    const { stderr, status } = setupWithFonts("");
    expect(status).toBe(0);
    expect(stderr).toMatch(/No Chinese font found.*boxes/);
    expect(stderr).toMatch(/没有找到中文字体/);
    // With apt-get the advice is its command; without, the package names: both say fonts-noto-cjk.
    expect(stderr).toContain("fonts-noto-cjk");
  });

  it("says nothing about fonts when one is installed", () => {
    const { stderr, status } = setupWithFonts("Noto Sans CJK SC");
    expect(status).toBe(0);
    expect(stderr).toBe("");
  });
});
