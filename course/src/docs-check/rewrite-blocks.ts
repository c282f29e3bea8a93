/**
 * `docs:check --fix`: putting the truth back into a Markdown file.
 *
 * A fix replaces the lines between a fenced block's opening and closing fence
 * and nothing else: the marker, the fence (with its language) and the rest of
 * the file stay byte for byte. Lines are re-indented with the fence's own
 * indentation, so a block inside a list item stays inside it.
 *
 * What could go wrong: marked gives no line numbers, and markdown.ts only
 * estimates them inside blockquotes. So a fix first checks that the line it
 * was given really opens a fence holding the text the check read; if not, it
 * refuses rather than overwrite the wrong lines, and the problem is reported
 * as before.
 */

export interface BlockFix {
  /** 1-based line of the block's opening fence. */
  fenceLine: number;
  /** The block's new content, one string per line, without indentation. */
  lines: string[];
  /** The block's content as the check read it: a fence found at `fenceLine` must hold exactly this. */
  current: string;
}

const OPENING_FENCE = /^(\s*)(`{3,}|~{3,})/;

/**
 * `text` with every fix applied, or the first fix that could not be applied
 * (its fence line does not open a fenced block, or the block never closes).
 */
export function applyBlockFixes(text: string, fixes: BlockFix[]): { text: string } | { failed: BlockFix; why: string } {
  const newline = text.includes("\r\n") ? "\r\n" : "\n";
  const lines = text.split(/\r?\n/);
  // Bottom to top, so a fix that changes the number of lines does not move the ones still to do.
  const ordered = [...fixes].sort((a, b) => b.fenceLine - a.fenceLine);
  for (const fix of ordered) {
    const range = fencedRange(lines, fix.fenceLine);
    if ("why" in range) return { failed: fix, why: range.why };
    const found = lines.slice(range.firstContent, range.closing).map((line) => line.trim());
    const read = fix.current.split(/\r?\n/).map((line) => line.trim());
    if (!sameLines(found, read))
      return { failed: fix, why: `the block at line ${fix.fenceLine} is not the one that was checked` };
    const content = fix.lines.map((line) => (line === "" ? "" : range.indent + line));
    lines.splice(range.firstContent, range.closing - range.firstContent, ...content);
  }
  return { text: lines.join(newline) };
}

/** 0-based indexes of a fenced block's first content line and its closing fence. */
function fencedRange(
  lines: string[],
  fenceLine: number,
): { indent: string; firstContent: number; closing: number } | { why: string } {
  const opening = lines[fenceLine - 1];
  const match = opening === undefined ? null : OPENING_FENCE.exec(opening);
  if (match === null) return { why: `line ${fenceLine} does not open a fenced code block` };
  const indent = match[1] ?? "";
  const fence = match[2] ?? "```";
  const closingFence = new RegExp(`^\\s*${fence[0] === "`" ? "`" : "~"}{${fence.length},}\\s*$`);
  for (let i = fenceLine; i < lines.length; i++) {
    if (closingFence.test(lines[i] ?? "")) return { indent, firstContent: fenceLine, closing: i };
  }
  return { why: `the code block opened at line ${fenceLine} never closes` };
}

/** Equal apart from blank lines at the ends (marked drops a trailing newline; editors add blank lines). */
function sameLines(a: string[], b: string[]): boolean {
  const trim = (lines: string[]) => lines.join("\n").replace(/^\n+|\n+$/g, "");
  return trim(a) === trim(b);
}
