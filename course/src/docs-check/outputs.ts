/**
 * `<!-- output: demo:03 -->` before a code block promises the reader that
 * running the demo prints exactly that block. Each distinct command runs once,
 * however many blocks show its output, and at most two run at a time (demos
 * are small, but a laptop in a classroom is too).
 */

import { COMMAND_LIMIT_VARIABLE } from "../command-limit.ts";
import { type Command, commandKey, limiter, type RunResult, resolveCommand, runCommand } from "./commands.ts";
import { comparableLines, firstDifference, showLine } from "./compare.ts";
import type { CodeBlock } from "./markdown.ts";
import type { BlockVerdict } from "./problem.ts";

export interface OutputRunner {
  /** What the command printed, or why it could not be run. Runs it on first request only. */
  run(command: Command): Promise<RunResult | { error: string }>;
  /** How many distinct commands were run. */
  readonly count: number;
}

export function outputRunner(root: string, options: { concurrency: number; timeoutMs: number }): OutputRunner {
  const runs = new Map<string, Promise<RunResult | { error: string }>>();
  const limit = limiter(options.concurrency);
  return {
    run(command) {
      const key = commandKey(command);
      let result = runs.get(key);
      if (result === undefined) {
        const resolved = resolveCommand(root, command);
        result =
          "error" in resolved ? Promise.resolve(resolved) : limit(() => runCommand(root, resolved, options.timeoutMs));
        runs.set(key, result);
      }
      return result;
    },
    get count() {
      return runs.size;
    },
  };
}

/** Why the block differs from what the command prints (with that output, for --fix); undefined when it matches. */
export function compareOutput(
  command: Command,
  block: CodeBlock,
  result: RunResult | { error: string },
  timeoutMs: number,
): BlockVerdict {
  const what = `output of ${command.label}`;
  if ("error" in result) return { message: `${what}: ${result.error}` };
  if (result.timedOut)
    return {
      message:
        `${what}: the command did not finish within ${Math.round(timeoutMs / 1000)} s ` +
        `(on a busy machine, ${COMMAND_LIMIT_VARIABLE}=SECONDS gives it longer)`,
    };

  const printed = comparableLines(result.stdout);
  const difference = firstDifference(comparableLines(block.text, block.line + 1), printed);
  if (difference === undefined) return undefined;
  return {
    message:
      `${what} differs at line ${difference.index} of the block: ` +
      `the docs have ${showLine(difference.inDocs)}, a fresh run printed ${showLine(difference.inTruth)}` +
      exitNote(result),
    truth: printed.map((line) => line.text),
    differsAt: difference.index,
  };
}

/** A failing command is allowed (a chapter may show `session check` finding a torn line), but worth a hint. */
function exitNote(result: RunResult): string {
  if (result.exitCode === 0) return "";
  const firstError = result.stderr.split("\n").find((line) => line.trim() !== "");
  return ` (it exited with code ${result.exitCode}${firstError ? `; stderr: ${firstError.trim()}` : ""})`;
}
