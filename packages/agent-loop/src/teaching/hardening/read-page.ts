/**
 * Reading one page of a file without reading the whole file.
 *
 * A model asks for "the file", but it is shown one page: reading 200 MB to show
 * 100 lines wastes a second, and a file over ~512 MB does not even fit in a
 * JavaScript string. So the file is read in chunks from the start until the
 * page is full (the lines before `offset` are read and counted, not kept), and
 * reading stops there. Only when the end of the file was reached (always, for a
 * file under 64 KiB) can the marker say how much is left; otherwise it says
 * that the file goes on.
 *
 * Bytes that are not text (a NUL byte, or bytes that are not UTF-8) would come
 * back as U+FFFD garbage the model cannot use; such a file gets a note instead.
 */
import type { FileHandle } from "node:fs/promises";
import { type PageLimits, pageOfLines } from "../truncate.ts";

const CHUNK_BYTES = 64 * 1024;

export type FilePage =
  /** The page; `lines` is the file's line count when the whole rest of the file was read. */
  | { kind: "text"; text: string; lines: number | undefined }
  /** The file is not UTF-8 text. */
  | { kind: "binary"; bytes: number; reason: string }
  /** `offset` lies after the last line. */
  | { kind: "past-end"; lines: number };

// #region read-page
export async function readPage(file: FileHandle, limits: PageLimits, signal?: AbortSignal): Promise<FilePage> {
  const { size } = await file.stat();
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const buffer = Buffer.alloc(CHUNK_BYTES);
  let position = 0;
  let line = 1; // the line the next character belongs to
  let page = ""; // the text from the start of line `offset` on
  let endsWithNewline = false;
  for (;;) {
    signal?.throwIfAborted();
    const { bytesRead } = await file.read(buffer, 0, CHUNK_BYTES, position);
    const bytes = buffer.subarray(0, bytesRead);
    if (bytes.includes(0)) return { kind: "binary", bytes: size, reason: `a NUL byte near byte ${position}` };
    const atEnd = bytesRead === 0 || position + bytesRead >= size;
    let text: string;
    try {
      text = decoder.decode(bytes, { stream: !atEnd });
    } catch {
      return { kind: "binary", bytes: size, reason: `bytes that are not UTF-8 near byte ${position}` };
    }
    position += bytesRead;
    if (text !== "") endsWithNewline = text.endsWith("\n");
    // Skip whole lines until line `offset` starts; keep everything after.
    let from = 0;
    while (line < limits.offset && from < text.length) {
      const newline = text.indexOf("\n", from);
      if (newline < 0) from = text.length;
      else {
        from = newline + 1;
        line++;
      }
    }
    if (line >= limits.offset) page += text.slice(from);
    if (atEnd || pageIsFull(page, limits))
      return finish(page, limits, atEnd, position === 0 ? 0 : line - (endsWithNewline ? 1 : 0));
  }
}
// #endregion read-page

/** Full when it holds more than `maxLines` lines or `maxChars` characters: then something is left to show later. */
function pageIsFull(page: string, { maxLines, maxChars }: PageLimits): boolean {
  if (page.length > maxChars) return true;
  let newlines = 0;
  for (let i = page.indexOf("\n"); i >= 0 && newlines <= maxLines; i = page.indexOf("\n", i + 1)) newlines++;
  return newlines > maxLines;
}

/** `linesBefore`: at the end of the file, its line count when the page is empty (a final newline adds none). */
function finish(page: string, limits: PageLimits, atEnd: boolean, linesBefore: number): FilePage {
  const lines = page === "" ? [] : (page.endsWith("\n") ? page.slice(0, -1) : page).split("\n");
  if (!atEnd) return { kind: "text", text: pageOfLines(lines, limits, { whole: false }), lines: undefined };
  const fileLines = lines.length > 0 ? limits.offset - 1 + lines.length : Math.min(linesBefore, limits.offset - 1);
  if (limits.offset > Math.max(fileLines, 1)) return { kind: "past-end", lines: fileLines };
  return { kind: "text", text: pageOfLines(lines, limits, { whole: true }), lines: fileLines };
}
