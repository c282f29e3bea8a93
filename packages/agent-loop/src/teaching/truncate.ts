/**
 * Cutting a long text to a page, with a marker that says what was left out.
 *
 * A model's context is small and every character costs; a tool that returns a
 * whole log file can crowd out the conversation. But a silent cut is worse:
 * the model would believe it saw everything. So the page ends with a marker
 * saying how many lines and characters were not shown and how to read on.
 */

export interface PageLimits {
  /** The first line to show, counting from 1. */
  offset: number;
  maxLines: number;
  maxChars: number;
}

/**
 * Where the lines came from. `whole`: they run to the end of the file, so the
 * marker can count what is left; otherwise only a part was read, and the
 * marker just says that the file goes on.
 */
export interface PageSource {
  whole: boolean;
}

// #region page-of-lines
/** The page made of `lines`, which start at line `offset` of the file. */
export function pageOfLines(
  lines: string[],
  { offset, maxLines, maxChars }: PageLimits,
  { whole }: PageSource,
): string {
  let shown = lines.slice(0, maxLines).join("\n");
  let nextLine = offset + Math.min(maxLines, lines.length);
  let cutNote = "";
  if (shown.length > maxChars) {
    const lastBreak = shown.lastIndexOf("\n", maxChars);
    if (lastBreak > 0) {
      shown = shown.slice(0, lastBreak); // end on a whole line
      nextLine = offset + shown.split("\n").length;
    } else {
      shown = shown.slice(0, maxChars); // a single line longer than the page
      nextLine = offset + 1;
      cutNote = ` Line ${offset} was cut after ${maxChars} characters.`;
    }
  }
  const rest = lines.join("\n").slice(shown.length).replace(/^\n/, "");
  const linesLeft = lines.length - (nextLine - offset);
  if (rest.length === 0 && whole) return shown;
  if (!whole) {
    const readOn = `To read on, call read_file with offset=${nextLine}.`;
    return `${shown}\n\n[... the file goes on; this page ends here.${cutNote} ${readOn}]`;
  }
  return (
    `${shown}\n\n[... ${linesLeft} more ${linesLeft === 1 ? "line" : "lines"} (${rest.length} characters) not shown.` +
    `${cutNote} To read on, call read_file with offset=${nextLine}.]`
  );
}
// #endregion page-of-lines
