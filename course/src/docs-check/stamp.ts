/**
 * `docs:check --stamp`: after a translator brought a translation up to date,
 * record the English it now follows in the translation's first line.
 *
 * With no files it stamps only translations never stamped before: restamping
 * everything at once would silence every "the English changed" warning, which
 * is exactly what a translator must not do without reading the changes.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { findMarkdownFiles } from "./find-markdown.ts";
import { readHeader, stampTranslation } from "./translations.ts";

export interface StampResult {
  /** One line per stamped file: `docs/zh-CN/03.md: stamped as the translation of docs/03.md (7 sections)`. */
  stamped: string[];
  errors: string[];
}

/** Stamps `files` (repository-relative), or every unstamped translation when `files` is empty. */
export function stampFiles(root: string, files: string[]): StampResult {
  const targets = files.length > 0 ? files : findMarkdownFiles(root).filter((file) => isUnstamped(root, file));
  const result: StampResult = { stamped: [], errors: [] };
  for (const file of targets) {
    const path = join(root, file);
    const stamped = stampTranslation(root, file, readFileSync(path, "utf8"));
    if ("error" in stamped) {
      result.errors.push(stamped.error);
      continue;
    }
    writeFileSync(path, stamped.text);
    result.stamped.push(`${file}: stamped as the translation of ${stamped.english} (${stamped.sections} sections)`);
  }
  return result;
}

function isUnstamped(root: string, file: string): boolean {
  const header = readHeader(readFileSync(join(root, file), "utf8"));
  return header !== undefined && !("error" in header) && header.sections === undefined;
}
