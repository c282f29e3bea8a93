/**
 * Running the commands whose output the docs show, the way a reader would
 * run them, but without npm in between.
 *
 * `<!-- output: demo:03 -->` means "what `npm run demo:03` prints", and
 * `<!-- output: cmd: npm run session -- tree FILE -->` means what that
 * command prints. We read the script from the root package.json and run what
 * it runs without npm, because `npm run` adds its own `> agent-session-kit@...`
 * banner to stdout, which no chapter should have to show.
 *
 * Only scripts of the form `node scripts/run.mjs FILE [ARGS]` (the kit's
 * launcher) or `tsx FILE [ARGS]` can be run: a script such as `npm start`
 * starts a server that never exits and prints nothing fixed.
 * The environment is the one CI has: CI=true, no OpenAI key or endpoint (the
 * docs show the offline output), no colours.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";

/** A command to run: an npm script of the root package.json plus extra arguments. */
export interface Command {
  script: string;
  args: string[];
  /** How the docs name it, for messages: `demo:03` or `npm run session -- tree FILE`. */
  label: string;
  /** The reader's language: a Chinese file shows what the command prints with KIT_LANG=zh-CN. */
  lang: Lang;
}

export type Lang = "en" | "zh-CN";

export interface RunResult {
  stdout: string;
  stderr: string;
  exitCode: number | null;
  timedOut: boolean;
}

/** Reads what follows `output:` in a marker, in a file written in `lang`. */
export function parseOutputSpec(spec: string, lang: Lang = "en"): Command | { error: string } {
  const inLang = (label: string) => (lang === "en" ? label : `${label} (KIT_LANG=${lang})`);
  const demo = /^demo:(\d{2})$/.exec(spec);
  if (demo) return { script: `demo:${demo[1]}`, args: [], label: inLang(spec), lang };
  const npm = /^cmd:\s*npm run\s+(\S+)(?:\s+--(?:\s+(.*))?)?$/.exec(spec);
  if (npm?.[1]) {
    return {
      script: npm[1],
      args: npm[2]?.trim().split(/\s+/) ?? [],
      label: inLang(spec.replace(/^cmd:\s*/, "")),
      lang,
    };
  }
  return {
    error: `cannot read the output marker "${spec}": write "output: demo:NN" or "output: cmd: npm run SCRIPT -- ARGS"`,
  };
}

/** The key that makes a command run once however many blocks show its output. */
export function commandKey(command: Command): string {
  return [command.lang, command.script, ...command.args].join("\u0000");
}

/** The program, arguments and language of a command, ready to run. */
export interface ResolvedCommand {
  file: string;
  args: string[];
  lang: Lang;
}

/** The program and arguments behind an npm script, or why it cannot be run. */
export function resolveCommand(root: string, command: Command): ResolvedCommand | { error: string } {
  const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts?: Record<string, string> };
  const script = manifest.scripts?.[command.script];
  if (script === undefined) return { error: `there is no script "${command.script}" in package.json` };
  const words = script.trim().split(/\s+/);
  const plain = !/[|&;<>()$`"'\\]/.test(script);
  if (plain && words[0] === "node" && words[1] === LAUNCHER && words.length > 2) {
    return { file: join(root, LAUNCHER), args: [...words.slice(2), ...command.args], lang: command.lang };
  }
  if (plain && words[0] === "tsx") {
    return { file: tsxCli(), args: [...words.slice(1), ...command.args], lang: command.lang };
  }
  return {
    error:
      `script "${command.script}" runs \`${script}\`; ` +
      `docs:check can only run scripts of the form \`node ${LAUNCHER} FILE [ARGS]\` or \`tsx FILE [ARGS]\``,
  };
}

/** The kit's launcher (scripts/README.md): runs a TypeScript file from a cached bundle. */
const LAUNCHER = "scripts/run.mjs";

function tsxCli(): string {
  return createRequire(import.meta.url).resolve("tsx/cli");
}

/** Runs a resolved command from the repository root and collects what it printed. */
export function runCommand(root: string, resolved: ResolvedCommand, timeoutMs: number): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [resolved.file, ...resolved.args], {
      cwd: root,
      env: offlineEnv(resolved.lang),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    let timedOut = false;
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", (exitCode) => {
      clearTimeout(timer);
      resolve({
        stdout: stripVTControlCharacters(stdout),
        stderr: stripVTControlCharacters(stderr),
        exitCode,
        timedOut,
      });
    });
  });
}

/**
 * The environment of a fresh CI run. Variables of a surrounding test runner
 * are dropped too, so output is the same from a terminal and from `npm test`.
 * KIT_LANG is always set (it wins over LANG), so an English chapter checked on
 * a machine whose LANG is zh_CN.UTF-8 still shows English output.
 */
export function offlineEnv(lang: Lang = "en"): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (/^(OPENAI_|VITEST|FORCE_COLOR$|NODE_OPTIONS$)/.test(name)) continue;
    env[name] = value;
  }
  return { ...env, CI: "true", NO_COLOR: "1", KIT_LANG: lang };
}

/** Runs `task`s with at most `limit` at a time; each call returns that task's own promise. */
export function limiter(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (task) => {
    if (running < limit) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next task waiting, so no newcomer can slip in between.
      const wake = waiting.shift();
      if (wake) wake();
      else running--;
    }
  };
}
