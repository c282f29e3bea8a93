/**
 * The lines of a session file as rows to print: line number, type, id,
 * parentId and a short text. Read straight from the bytes, one line at a
 * time, the way any tool that knows JSONL would read it. Demos 04 and 09
 * print them as a table under a header of their language.
 */
import { readFileSync } from "node:fs";
import type { SessionEntry, SessionHeader } from "@kit/session-core";
import { columns } from "./columns.ts";
import { zh } from "./i18n.ts";
import { entryRow } from "./rows.ts";

export interface FileLine {
  line: number;
  type: string;
  id: string;
  parentId: string;
  what: string;
}

export function fileLines(path: string): FileLine[] {
  const text = readFileSync(path, "utf8");
  const lines = text.endsWith("\n") ? text.slice(0, -1).split("\n") : text.split("\n");
  return lines.map((source, index): FileLine => {
    const line = index + 1;
    let value: unknown;
    try {
      value = JSON.parse(source);
    } catch {
      const what = zh ? `不是 JSON：${source.length} 字节` : `not JSON: ${source.length} bytes`;
      return { line, type: "?", id: "", parentId: "", what };
    }
    if (index === 0) {
      const header = value as SessionHeader;
      return {
        line,
        type: header.type,
        id: "",
        parentId: "",
        // The version as the inspector says it in Chinese (第 3 版); id and cwd are the file's own field names.
        what: zh
          ? `第 ${header.version} 版，id ${header.id}，cwd ${header.cwd}`
          : `version ${header.version}, id ${header.id}, cwd ${header.cwd}`,
      };
    }
    const entry = value as SessionEntry;
    return { line, type: entry.type, id: entry.id, parentId: entry.parentId ?? "null", what: entryRow(entry) };
  });
}

/** The rows under `header` (line, type, id, parentId, what), in columns `widths` wide. */
export function fileTable(header: readonly string[], rows: readonly FileLine[], widths: readonly number[]): string[] {
  return columns([header, ...rows.map((row) => [String(row.line), row.type, row.id, row.parentId, row.what])], widths);
}
