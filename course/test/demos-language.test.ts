/**
 * Every demo runs in both languages: English by default, Chinese with
 * KIT_LANG=zh-CN (headings, labels and the conversation itself). Run the way
 * docs:check runs them (offline, CI=true), two at a time.
 */
import { describe, expect, it } from "vitest";
import { commandLimitMs } from "../src/command-limit.ts";
import { type Lang, parseOutputSpec } from "../src/docs-check/commands.ts";
import { outputRunner } from "../src/docs-check/outputs.ts";
import { repoRoot } from "./repo-root.ts";

const demos = ["01", "02", "03", "04", "05", "06", "07", "08", "09"];
// Bounds on a hang only (course/vitest.config.ts): beside busy loops a tsx process has needed minutes to start.
const runner = outputRunner(repoRoot, { concurrency: 2, timeoutMs: commandLimitMs(600_000) });
const HAN = /\p{Script=Han}/u;

async function run(demo: string, lang: Lang) {
  const command = parseOutputSpec(`demo:${demo}`, lang);
  if ("error" in command) throw new Error(command.error);
  const result = await runner.run(command);
  if ("error" in result) throw new Error(result.error);
  return result;
}

describe.each(demos)("demo:%s", (demo) => {
  it("prints English by default and Chinese with KIT_LANG=zh-CN, title included", async () => {
    const [en, zh] = await Promise.all([run(demo, "en"), run(demo, "zh-CN")]);
    expect(en.exitCode, en.stderr).toBe(0);
    expect(zh.exitCode, zh.stderr).toBe(0);
    expect(en.stdout).not.toMatch(HAN);
    const [title] = zh.stdout.split("\n");
    expect(title).toMatch(new RegExp(`^Demo ${demo}：.*${HAN.source}`, "u"));
    // Most lines a learner reads are Chinese, not just the title.
    const lines = zh.stdout.split("\n").filter((line) => line.trim() !== "");
    expect(lines.filter((line) => HAN.test(line)).length).toBeGreaterThanOrEqual(4);
  });
});
