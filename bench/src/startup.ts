/**
 * What a learner feels first: how long a command takes from Enter to exit, on a session of 10 entries. Every
 * command runs as a whole process, the contenders in turns (one round runs each once, the order rotating), so other
 * work on the machine hits them alike; the table shows each one's best, its ratio to `npm run env` (npm starting and
 * exiting, the least any `npm run` can cost) and the load average beside the figure. The goal (issue 42): a demo and
 * the session command cost at most 3× `npm run env`.
 *
 * "cold" is the first run after a file changed: the entry is touched, so the launcher (scripts/run.mjs) bundles it
 * again; "warm" starts from the bundle. For the way the scripts ran before the launcher, `tsx FILE` (tsx's CLI, which
 * starts a second node, and tsx's hooks over every module) is timed too, and pi's own CLI starting (`pi --version`),
 * which ships compiled JavaScript, when it is installed.
 */
import { spawnSync } from "node:child_process";
import { existsSync, utimesSync } from "node:fs";
import { createRequire } from "node:module";
import { loadavg } from "node:os";
import { join } from "node:path";
import { writeBenchSession } from "./sessions.ts";

const ROOT = join(import.meta.dirname, "..", "..");
const DEMO = "demos/03-session-tree.ts";
const CLI = "packages/session-core/src/cli/main.ts";

interface Contender {
  label: string;
  command: string[];
  /** Done before each timed run, not timed: makes the run a cold one. */
  before?: () => void;
}

interface Figure {
  best: number;
  load: number;
  failed?: string;
}

/** Touching a file is what an edit does to the launcher's check: the next run bundles again. */
const touch = (file: string) => () => {
  const now = new Date();
  utimesSync(join(ROOT, file), now, now);
};

export function startup(dir: string, rounds: number, log: (text: string) => void): string {
  const session = writeBenchSession(dir, 10, "linear", 0).file;
  const require = createRequire(import.meta.url);
  const tsx = require.resolve("tsx/cli");
  const piPackage = join(ROOT, "node_modules", "@mariozechner", "pi-coding-agent");
  const contenders: Contender[] = [
    { label: "`npm run env` (npm alone)", command: ["npm", "run", "--silent", "env"] },
    { label: "`node -e 0` (node alone)", command: [process.execPath, "-e", "0"] },
    { label: "`npm run demo:03`, warm", command: ["npm", "run", "--silent", "demo:03"] },
    {
      label: "`npm run demo:03`, cold (demo edited)",
      command: ["npm", "run", "--silent", "demo:03"],
      before: touch(DEMO),
    },
    {
      label: "`npm run session -- context`, warm",
      command: ["npm", "run", "--silent", "session", "--", "context", session],
    },
    {
      label: "`npm run session -- context`, cold (CLI edited)",
      command: ["npm", "run", "--silent", "session", "--", "context", session],
      before: touch(CLI),
    },
    { label: "`tsx demos/03…` (the script before, without npm)", command: [process.execPath, tsx, DEMO] },
    {
      label: "`tsx …/cli/main.ts context` (before, without npm)",
      command: [process.execPath, tsx, CLI, "context", session],
    },
  ];
  if (existsSync(join(piPackage, "dist", "cli.js"))) {
    contenders.push({
      label: "pi 0.73.1's CLI, `pi --version`",
      command: [process.execPath, join(piPackage, "dist", "cli.js"), "--version"],
    });
  }
  // One untimed run each: the bundles exist (a warm run is warm) and the files are in the page cache.
  for (const contender of contenders) run(contender);
  const figures = new Map<Contender, Figure>(contenders.map((contender) => [contender, { best: Infinity, load: 0 }]));
  for (let round = 0; round < rounds; round++) {
    log(`start-up: round ${round + 1} of ${rounds}...`);
    const order = contenders.map((_, index) => contenders[(index + round) % contenders.length]!);
    for (const contender of order) {
      contender.before?.();
      const load = loadavg()[0]!;
      const { ms, failed } = run(contender);
      const figure = figures.get(contender)!;
      if (failed) figure.failed = failed;
      else if (ms < figure.best) Object.assign(figure, { best: ms, load });
    }
  }
  const npm = figures.get(contenders[0]!)!.best;
  const lines = [
    `Start-up on a 10-entry session: each command's best of ${rounds} runs in turns, whole process`,
    "",
    "| command | best (ms) | ÷ `npm run env` | load average at that run |",
    "|---|---:|---:|---:|",
  ];
  for (const contender of contenders) {
    const { best, load, failed } = figures.get(contender)!;
    if (failed) lines.push(`| ${contender.label} | failed (${failed}) | | |`);
    else lines.push(`| ${contender.label} | ${Math.round(best)} | ${(best / npm).toFixed(2)}× | ${load.toFixed(1)} |`);
  }
  const judged = contenders.filter(
    (contender) => contender.label.startsWith("`npm run demo") || contender.label.startsWith("`npm run session"),
  );
  const warm = judged.filter((contender) => contender.label.includes("warm"));
  const worst = Math.max(...warm.map((contender) => figures.get(contender)!.best / npm));
  lines.push(
    "",
    `Goal: a demo and the session command (warm) at most 3× \`npm run env\`: ${worst <= 3 ? "met" : "MISSED"} ` +
      `(worst ${worst.toFixed(2)}×)`,
  );
  return lines.join("\n");
}

/** Runs one command from the repository root, its output thrown away; the wall time from spawn to exit. */
function run(contender: Contender): { ms: number; failed?: string } {
  const [program, ...args] = contender.command;
  const started = performance.now();
  const result = spawnSync(program!, args, {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "pipe"],
    env: { ...process.env, CI: "true" },
  });
  const ms = performance.now() - started;
  if (result.status !== 0)
    return { ms, failed: `exit ${result.status}: ${String(result.stderr).trim().split("\n").at(-1)}` };
  return { ms };
}
