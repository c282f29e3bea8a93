/**
 * The learner's file through the TypeScript compiler, as `npm test`'s type check will read it.
 *
 * Vitest runs TypeScript without checking its types, so a submission with a type error (an
 * `AgentMessage | undefined` passed where an `AgentMessage` is wanted, under noUncheckedIndexedAccess)
 * passes every part and then fails `npm test`. The grader checks the file itself, with the course's
 * compiler options (course/tsconfig.json), in one program rooted at that file: the files it imports are
 * read for their types, and only the learner's file is checked, which takes seconds, not the whole
 * repository's minute.
 *
 * The compiler's messages come in the learner's language: TypeScript ships its own Chinese ones.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Language } from "@kit/agent-loop/language";
import ts from "typescript";

/** One type error in the learner's file. */
export interface TypeProblem {
  /** Counting from 1, as an editor shows them. */
  line: number;
  column: number;
  /** `TS2345`. */
  code: string;
  /** The compiler's message, in the learner's language; its details on the following lines. */
  message: string;
  /** The line of the file the error is on, as it is written (trailing spaces dropped). */
  source: string;
}

/** The type errors in `file` (an absolute path), checked with course/tsconfig.json's compiler options. */
export function typeProblemsOf(root: string, file: string, lang: Language): TypeProblem[] {
  speak(lang);
  const program = ts.createProgram({ rootNames: [file], options: courseOptions(root) });
  const sourceFile = program.getSourceFile(file);
  if (sourceFile === undefined) throw new Error(`the TypeScript compiler could not read ${file}`);
  const lines = readFileSync(file, "utf8").split(/\r?\n/);
  const diagnostics = [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)];
  return diagnostics.map((diagnostic) => {
    const { line, character } = sourceFile.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    return {
      line: line + 1,
      column: character + 1,
      code: `TS${diagnostic.code}`,
      message: ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"),
      source: (lines[line] ?? "").trimEnd(),
    };
  });
}

/** The compiler options `npx tsc -p course/tsconfig.json` uses (which files it includes does not matter here). */
function courseOptions(root: string): ts.CompilerOptions {
  const configFile = join(root, "course", "tsconfig.json");
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(`${configFile}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")}`);
      },
    },
  );
  if (parsed === undefined) throw new Error(`${configFile} could not be read`);
  return { ...parsed.options, noEmit: true };
}

/**
 * The compiler looks its messages up as it makes them, in one table for the whole process. English is
 * its own default; going back to it (a process that grades in both languages, as the tests do) needs
 * the function tsc's own --locale uses, which the public typings leave out.
 */
function speak(lang: Language): void {
  if (lang === "zh") ts.validateLocaleAndSetLanguage("zh-cn", ts.sys);
  else
    (
      ts as typeof ts & { setLocalizedDiagnosticMessages?: (table: undefined) => void }
    ).setLocalizedDiagnosticMessages?.(undefined);
}
