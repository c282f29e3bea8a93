/**
 * One language rule for the whole kit: KIT_LANG, then LC_ALL, LC_MESSAGES and LANG (`runLanguage`). The idea demos
 * keep the rule inline, to stay one file that imports nothing; this holds them to the same rule as the full demos.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { runLanguage } from "@kit/agent-loop/language";
import { describe, expect, it } from "vitest";
import { repoRoot } from "./repo-root.ts";

const HAN = /\p{Script=Han}/u;
const IDEA_RULE =
  "const zh = /^zh/i.test(process.env.KIT_LANG || process.env.LC_ALL || " +
  'process.env.LC_MESSAGES || process.env.LANG || "");';

/** A demo run with no language set but `locale`: what it printed. */
function runWithLocale(file: string, locale: NodeJS.ProcessEnv): string {
  const tsx = createRequire(import.meta.url).resolve("tsx/cli");
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(VITEST|KIT_LANG$|LC_|LANG$|LANGUAGE$)/.test(name)),
  );
  const run = spawnSync(process.execPath, [tsx, file], {
    cwd: repoRoot,
    env: { ...env, NO_COLOR: "1", CI: "true", ...locale },
    encoding: "utf8",
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

describe("the language rule", () => {
  it("reads LC_MESSAGES after KIT_LANG and LC_ALL, before LANG", () => {
    expect(runLanguage({ LC_MESSAGES: "zh_CN.UTF-8" })).toBe("zh");
    expect(runLanguage({ LC_MESSAGES: "zh_CN.UTF-8", LC_ALL: "en_US.UTF-8" })).toBe("en");
    expect(runLanguage({ LC_MESSAGES: "en_US.UTF-8", LANG: "zh_CN.UTF-8" })).toBe("en");
  });

  it("is written the same way in every idea demo", () => {
    const folder = join(repoRoot, "demos/idea");
    const ideas = readdirSync(folder).filter((name) => name.endsWith(".ts"));
    const rules = ideas.map((name) => readFileSync(join(folder, name), "utf8").includes(IDEA_RULE));
    expect(ideas.length).toBeGreaterThanOrEqual(10);
    expect(Object.fromEntries(ideas.map((name, i) => [name, rules[i]]))).toEqual(
      Object.fromEntries(ideas.map((name) => [name, true])),
    );
  });

  it("gives Chinese in an idea demo and a full demo when only LC_MESSAGES is Chinese", () => {
    const locale = { LC_MESSAGES: "zh_CN.UTF-8" };
    expect(runWithLocale("demos/idea/03-session-store.ts", locale)).toMatch(HAN);
    expect(runWithLocale("demos/03-session-tree.ts", locale)).toMatch(HAN);
    expect(runWithLocale("demos/idea/03-session-store.ts", {})).not.toMatch(HAN);
  });
});
