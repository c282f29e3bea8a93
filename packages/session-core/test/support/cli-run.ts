/**
 * The inspector CLI run two ways for the tests: as a process of its own (exit code, stdout, stderr) and through
 * `main` in-process, which is much faster and shows the same lines.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { main } from "../../src/cli/main.ts";

const packageDir = fileURLToPath(new URL("../..", import.meta.url));
const cliPath = join(packageDir, "src", "cli", "main.ts");

export function runProcess(...args: string[]) {
  return runProcessUnder([], ...args);
}

/** The CLI as a process of its own, started through `wrapper` (a command and its arguments) if one is given. */
export function runProcessUnder(wrapper: string[], ...args: string[]) {
  const command = [...wrapper, process.execPath, "--import", "tsx", cliPath, ...args];
  const result = spawnSync(command[0]!, command.slice(1), {
    cwd: packageDir,
    encoding: "utf8",
    // A bound on a hang: tsx compiles the CLI as it starts, which takes tens of seconds on a busy machine.
    timeout: 110_000,
    env: { ...process.env, NO_COLOR: "1" },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

export function run(...args: string[]) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = main(args, { stdout: (line) => stdout.push(line), stderr: (line) => stderr.push(line) });
  return { code, stdout, stderr };
}

/** An entry's line in the drawing: connectors, then its 8-hex id. */
export const ENTRY_LINE = /^[│├└─ ]*([0-9a-f]{8}) /;

/** The ids of the entries of `tree`'s drawing, top to bottom. */
export function runTreeIds(path: string): string[] {
  const { stdout } = run("tree", path);
  return stdout.slice(1).flatMap((line) => ENTRY_LINE.exec(line)?.[1] ?? []);
}
