/**
 * Finding a marked region in a source file, for quotes in the docs.
 *
 * A region is the lines between `// #region NAME` and `// #endregion NAME`
 * (the same markers VS Code folds). Markdown and HTML files may write
 * `<!-- #region NAME -->`, shell and YAML files `# #region NAME`.
 * The marker lines themselves are never part of a quote, not even the markers
 * of another region nested inside, because a reader should see only the code.
 * The common indentation is removed, so a method quoted from inside a class
 * reads as if it started at the margin.
 */
import { type NumberedLine, trimBlankEnds } from "./compare.ts";

const START = /(?:\/\/|\/\*|<!--|#)\s*#region[ \t]+([\w.-]+)/;
const END = /(?:\/\/|\/\*|<!--|#)\s*#endregion\b(?:[ \t]+([\w.-]+))?/;

export type RegionResult = { lines: NumberedLine[] } | { error: string };

/**
 * The lines of region `name` in `source`, or of the whole file when `name` is
 * undefined; or an error saying what is missing.
 */
export function extractRegion(source: string, name: string | undefined): RegionResult {
  const all = source
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((text, index) => ({ text, line: index + 1 }));
  if (name === undefined) return { lines: normalize(all) };

  const starts = all.filter((line) => START.exec(line.text)?.[1] === name);
  const start = starts[0];
  if (start === undefined) {
    const names = regionNames(all);
    const known = names.length > 0 ? `its regions are: ${names.join(", ")}` : "it has no regions";
    return { error: `has no "#region ${name}" (${known})` };
  }
  if (starts.length > 1) {
    return { error: `has "#region ${name}" ${starts.length} times (lines ${starts.map((l) => l.line).join(", ")})` };
  }
  const end = all.find((line) => line.line > start.line && END.exec(line.text)?.[1] === name);
  if (end === undefined) {
    return { error: `opens "#region ${name}" at line ${start.line} but has no "#endregion ${name}"` };
  }
  return { lines: normalize(all.slice(start.line, end.line - 1)) };
}

function regionNames(lines: NumberedLine[]): string[] {
  return lines.flatMap((line) => START.exec(line.text)?.[1] ?? []);
}

function isMarker(text: string): boolean {
  return START.test(text) || END.test(text);
}

/** Marker lines out, trailing whitespace off, common indentation removed, outer blank lines dropped. */
function normalize(lines: NumberedLine[]): NumberedLine[] {
  const kept = lines.filter((line) => !isMarker(line.text)).map((line) => ({ ...line, text: line.text.trimEnd() }));
  const indents = kept.filter((line) => line.text !== "").map((line) => /^\s*/.exec(line.text)?.[0].length ?? 0);
  const common = indents.length > 0 ? Math.min(...indents) : 0;
  return trimBlankEnds(kept.map((line) => ({ ...line, text: line.text.slice(common) })));
}
