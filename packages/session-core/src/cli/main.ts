/**
 * The session inspector, run from the repository root:
 *
 *     npm run session -- tree FILE
 *     npm run session -- context FILE [--leaf ID ...] [--json] [--original]
 *     npm run session -- check FILE
 *     npm run session -- repair FILE
 *
 * `main` takes the arguments and where to print, and returns the exit code,
 * so tests run it in-process; the last lines below connect it to a real
 * process. Wrong arguments get a message and the usage, with exit code 2.
 */
import { realpathSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { loadSession } from "../hardened-load.ts";
import { printable } from "../inspect/display-text.ts";
import { SessionFileError } from "../reading/problems.ts";
import { RepairRefusedError } from "../repair/repair.ts";
import { SessionLockedError } from "../side-files/lock.ts";
import {
  type CommandOutput,
  checkCommand,
  contextCommand,
  EXIT_PROBLEMS,
  EXIT_USAGE,
  repairCommand,
  treeCommand,
} from "./commands.ts";
import { type CliMessages, cliMessages } from "./messages.ts";
import { refusalIn, sentenceOf } from "./problem-words.ts";

/** The help text in the run's language (cli/messages.ts). */
export const usage = (): string => cliMessages().usage;

export interface CliIO {
  /** Receives whole lines, without newlines. */
  stdout: (line: string) => void;
  stderr: (line: string) => void;
  /** Draw with ANSI styles (only where a terminal shows them). */
  color?: boolean;
  /** Relative FILE arguments are resolved against this folder (default: process.cwd()). */
  cwd?: string;
}

class UsageError extends Error {}

// #region main
export function main(argv: readonly string[], io: CliIO): number {
  const print = (output: CommandOutput) => {
    for (const line of output.stdout) io.stdout(line);
    for (const line of output.stderr) io.stderr(line);
    return output.exitCode;
  };
  try {
    const [command, ...rest] = argv;
    if (command === undefined || command === "help" || command === "--help" || command === "-h") {
      if (command === undefined) throw new UsageError(cliMessages().noCommand);
      io.stdout(usage());
      return 0;
    }
    switch (command) {
      case "tree": {
        const { name, path } = fileArgument(command, rest, {}, io);
        return print(treeCommand(name, loadSession(path), { color: io.color }));
      }
      case "context": {
        const options = {
          leaf: { type: "string", multiple: true },
          json: { type: "boolean" },
          original: { type: "boolean" },
        } as const;
        const { name, path, values } = fileArgument(command, rest, options, io);
        const leaves = values.leaf as string[] | undefined;
        return print(contextCommand(name, loadSession(path), leaves, values.json === true, values.original === true));
      }
      case "check": {
        const { name, path } = fileArgument(command, rest, {}, io);
        return print(checkCommand(name, path));
      }
      case "repair": {
        const { name, path } = fileArgument(command, rest, {}, io);
        return print(repairCommand(name, path));
      }
      default:
        throw new UsageError(cliMessages().unknownCommand(command));
    }
  } catch (error) {
    return reportError(error, io);
  }
}
// #endregion main

type OptionSpec = NonNullable<Parameters<typeof parseArgs>[0]>["options"];

/** Parses `COMMAND FILE [options]`: exactly one FILE, only the options the command knows. */
function fileArgument(command: string, args: string[], options: OptionSpec, io: CliIO) {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args,
      options: { ...options, help: { type: "boolean", short: "h" } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    // parseArgs says e.g. "Unknown option '--leef'"; keep its words.
    throw new UsageError(`${command}: ${(error as Error).message}`);
  }
  if (parsed.values.help) throw new UsageError("");
  if (parsed.positionals.length === 0) throw new UsageError(cliMessages().whichFile(command));
  if (parsed.positionals.length > 1)
    throw new UsageError(
      cliMessages().oneFileAtATime(command, parsed.positionals.length, parsed.positionals.join(" ")),
    );
  const name = parsed.positionals[0]!;
  return { name, path: resolve(io.cwd ?? process.cwd(), name), values: parsed.values as Record<string, unknown> };
}

function reportError(error: unknown, io: CliIO): number {
  const say = cliMessages();
  if (error instanceof UsageError) {
    if (!error.message) {
      io.stdout(usage()); // --help
      return 0;
    }
    io.stderr(say.error(printable(error.message)));
    io.stderr(usage());
    return EXIT_USAGE;
  }
  // A folder, a FIFO or a device named like a session: a wrong FILE argument.
  if (error instanceof SessionFileError && error.problems.every((problem) => problem.kind === "not-a-file")) {
    const what =
      (error.problems[0] && sentenceOf(error.problems[0]))?.replace(/; a session is a regular file$/, "") ??
      "not a file";
    io.stderr(printable(say.error(say.cannotRead(error.file, what.replace(/^this is /, "it is ")))));
    return EXIT_USAGE;
  }
  // The file is not a readable session, or is open for writing elsewhere:
  // these errors already say what, where and what to do. Their text quotes
  // the file, so it is printed through the same filter as the file's fields.
  if (error instanceof SessionFileError || error instanceof RepairRefusedError || error instanceof SessionLockedError) {
    const said =
      error instanceof SessionFileError
        ? refusalIn(error)
        : error instanceof SessionLockedError
          ? lockedSentence(error, say)
          : error.message;
    for (const line of said.split("\n")) io.stderr(printable(line));
    return EXIT_PROBLEMS;
  }
  const { code, path } = error as NodeJS.ErrnoException;
  const reasons: Record<string, string> = { ENOENT: say.noSuchFile, EISDIR: say.isFolder, ENXIO: say.isSocket };
  if (code !== undefined && reasons[code] !== undefined) {
    io.stderr(printable(say.error(say.cannotRead(path ?? "the file", reasons[code]))));
    return EXIT_USAGE;
  }
  if (code === "EACCES" || code === "EPERM" || code === "EROFS") {
    // The path may be a file the command made beside the session (a lock, a
    // temporary file): name the folder then, which is what the user can fix.
    const denied = path ?? "the file";
    const message = /\.(lock|tmp)(\.|$)|\.lock\./.test(denied)
      ? say.folderNotWritable(dirname(denied))
      : say.permissionDenied(denied);
    io.stderr(printable(say.error(message)));
    return EXIT_USAGE;
  }
  throw error; // a bug: let its stack trace show
}

// When run as a program (not imported by a test): real stdout, stderr and exit code.
function isMainModule(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isMainModule()) {
  // `| head` closes the pipe early: that is not an error.
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(0);
    throw error;
  });
  const out: string[] = [];
  const err: string[] = [];
  process.exitCode = main(process.argv.slice(2), {
    stdout: (line) => out.push(line),
    stderr: (line) => err.push(line),
    color: process.stdout.isTTY === true && !process.env.NO_COLOR,
    // `npm run session` runs in the repository root; INIT_CWD is where the user typed it.
    cwd: process.env.npm_lifecycle_event === "session" && process.env.INIT_CWD ? process.env.INIT_CWD : process.cwd(),
  });
  // One write each: a tree of thousands of lines goes out in one piece.
  if (out.length > 0) process.stdout.write(`${out.join("\n")}\n`);
  if (err.length > 0) process.stderr.write(`${err.join("\n")}\n`);
}

/** The lock's holder, in the inspector's language: this process, or another one. */
function lockedSentence(error: SessionLockedError, say: CliMessages): string {
  return error.pid === process.pid ? say.lockedHere(error.file) : say.lockedElsewhere(error.file, error.pid);
}
