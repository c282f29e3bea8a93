/**
 * What can be wrong with a session file, said with the file and line, so a
 * person can find it and nothing is ever "fixed" silently.
 */
import { ENGLISH_PROBLEM_WORDS, type ProblemWords, type Said, say } from "./problem-words.ts";

// One description of a special file for the whole kit (the workspace tools use it too).
export { describeFileKind, fileKindOf } from "@kit/agent-loop/file-kind";
export type { Said } from "./problem-words.ts";

export type ProblemKind =
  | "not-a-file"
  | "empty-file"
  | "torn-last-line"
  | "malformed-line"
  | "not-an-entry"
  | "duplicate-id"
  | "missing-parent"
  | "parent-after-child"
  | "cycle"
  | "first-kept-not-on-path"
  | "unknown-version"
  | "byte-order-mark";

export interface Problem {
  kind: ProblemKind;
  /** 1-based line number in the file (0: the file as a whole). */
  line: number;
  /** What is wrong, as data: each clause names its sentence and what it is about (problem-words.ts). */
  said: Said[];
  /** The clauses in plain English, for logs and programmers; a person reads them in their own language at an edge. */
  message: string;
}

/** A problem of `kind` on `line`, said by its clauses. */
export function problemOf(kind: ProblemKind, line: number, said: Said[]): Problem {
  return { kind, line, said, message: say(said) };
}

/**
 * Something odd that is not damage: pi reads such a file, and so does this kit.
 * `check` lists notes after the problems; `repair` tidies them away.
 */
export interface Note {
  kind: "blank-lines" | "not-utf8" | "null-token-count" | "context-edit-does-nothing";
  line: number;
  said: Said[];
  message: string;
}

export function noteOf(kind: Note["kind"], line: number, said: Said[]): Note {
  return { kind, line, said, message: say(said) };
}

// #region blockingProblems
/**
 * The problems that keep a file from being opened for appending: every one
 * but a torn last line, which `Session.open` sets aside (its bytes go to
 * `FILE.torn`) before the first write. The one rule for every caller.
 */
export function blockingProblems(problems: readonly Problem[]): Problem[] {
  return problems.filter((problem) => problem.kind !== "torn-last-line");
}
// #endregion blockingProblems

/** The error that refuses to open a file with these problems; undefined when nothing blocks it. */
export function refusalToOpen(file: string, problems: readonly Problem[]): SessionFileError | undefined {
  const blocking = blockingProblems(problems);
  return blocking.length > 0 ? new SessionFileError(file, blocking) : undefined;
}

/** `FILE:LINE: kind: sentence`, in English unless an edge passes its words. */
export function formatProblem(file: string, problem: Problem, words: ProblemWords = ENGLISH_PROBLEM_WORDS): string {
  return `${problem.line > 0 ? `${file}:${problem.line}` : file}: ${problem.kind}: ${say(problem.said, words)}`;
}

/** `FILE:LINE: note: sentence`: not a problem, and said so. */
export function formatNote(file: string, note: Note, words: ProblemWords = ENGLISH_PROBLEM_WORDS): string {
  return `${file}:${note.line}: note: ${say(note.said, words)}`;
}

/**
 * An entry `appendEntry` would not write: the reader would refuse its line
 * (or `check` would remark on it). `said` names the field as data, `reason`
 * in plain English; the file is as it was.
 */
export class UnwritableEntryError extends Error {
  readonly reason: string;
  constructor(
    readonly file: string,
    readonly entryType: string,
    readonly said: Said[],
  ) {
    const reason = say(said);
    super(
      `${file}: refused to append a "${entryType}" entry, which would not read back: ${reason}; nothing was written`,
    );
    this.reason = reason;
    this.name = "UnwritableEntryError";
  }
}

/**
 * What a refusal to open a file says after its problems: run `check` and `repair` (the file can be mended), the
 * file was left as it was (its header cannot be read), or nothing was read (it is not a file).
 */
export type OpenAdvice = "check-and-repair" | "left-as-it-was" | "nothing-read";

/** The words of a refusal to open `file`: a line saying so, each problem, and the advice (English by default). */
export function refusalWords(
  file: string,
  problems: readonly Problem[],
  advice: OpenAdvice,
  words: ProblemWords = ENGLISH_PROBLEM_WORDS,
): string {
  const said = {
    "check-and-repair": words.openAdvice(file),
    "left-as-it-was": words.leftAsItWas,
    "nothing-read": words.nothingRead,
  };
  const lines = problems.map((p) => `  ${formatProblem(file, p, words)}`);
  return `${words.cannotOpen(file)}\n${lines.join("\n")}\n${said[advice]}`;
}

/**
 * A session file that cannot be used as it is: its problems and the advice, as data. The message lists every
 * problem with its line and says what to do, in plain English (an edge says it in its reader's language with
 * ../cli/problem-words.ts `refusalIn`); the file is left untouched.
 */
export class SessionFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: Problem[],
    readonly advice: OpenAdvice = "check-and-repair",
  ) {
    super(refusalWords(file, problems, advice));
    this.name = "SessionFileError";
  }

  /** The same error naming its file as `file` (a shorter path to the same file, for a reader in another folder). */
  naming(file: string): SessionFileError {
    return new SessionFileError(file, this.problems, this.advice);
  }
}
