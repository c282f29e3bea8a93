/**
 * Keeping translations in step with the English they follow.
 *
 * A translated file starts with a comment naming its English file and, once
 * stamped, the hash of each section of the English text it was translated
 * from:
 *
 *   <!-- translation-of: docs/03-session-tree.md; sections: (top)=1a2b3c4d, the-leaf=5e6f7a8b -->
 *
 * A section is everything from one `##` heading to the next, named by the
 * heading's anchor; `(top)` is the title and the text before the first `##`.
 * When the English changes and the stamp does not, the check names the
 * sections that were added, removed or changed, so a translator knows what to
 * reread. After updating the translation, `docs:check --stamp FILE` records
 * the English as it now is.
 *
 * The content of quote and output blocks is left out of the hash: docs:check
 * compares those blocks with the code in every language, so a demo that
 * prints one more line is not a reason to retranslate a chapter.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Slugger } from "./markdown.ts";

export const TOP = "(top)";

/** What a translated file's first line says. `sections` is undefined when it was never stamped. */
export interface TranslationHeader {
  english: string;
  sections: Map<string, string> | undefined;
}

const HEADER = /^<!--\s*translation-of:\s*([^;\s]+)\s*(?:;\s*sections:\s*(.*?))?\s*-->\s*$/;
const SECTION = /^([^=,\s]+)=([0-9a-f]{8})$/;

/** Chinese files by their names: `README.zh-CN.md`, `docs/zh-CN/...`, `exercises/NN/HINTS.zh-CN.md`. */
export function languageOf(file: string): "en" | "zh-CN" {
  return /(?:^|\/)zh-CN\/|\.zh-CN\.md$/.test(file) ? "zh-CN" : "en";
}

/** The header of a translated file, undefined when the first line is not one, or why it cannot be read. */
export function readHeader(text: string): TranslationHeader | { error: string } | undefined {
  const first = text.split(/\r?\n/, 1)[0] ?? "";
  if (!/^<!--\s*translation-of\b/.test(first)) return undefined;
  const match = HEADER.exec(first);
  if (match === null || match[1] === undefined) {
    return {
      error: `cannot read the first line ${first}: write <!-- translation-of: PATH --> (PATH from the repository root)`,
    };
  }
  if (match[2] === undefined) return { english: match[1], sections: undefined };
  const sections = new Map<string, string>();
  for (const part of match[2].split(",").map((piece) => piece.trim())) {
    const section = SECTION.exec(part);
    if (section?.[1] === undefined || section[2] === undefined) {
      return { error: `cannot read the section "${part}" in the first line: write NAME=8 hex digits` };
    }
    sections.set(section[1], section[2]);
  }
  return { english: match[1], sections };
}

export function formatHeader(english: string, sections: Map<string, string>): string {
  const list = [...sections].map(([name, hash]) => `${name}=${hash}`).join(", ");
  return `<!-- translation-of: ${english}; sections: ${list} -->`;
}

/** Each `##` section of an English Markdown text and the hash of its prose, in order. */
export function sectionHashes(text: string): Map<string, string> {
  const slugger = new Slugger();
  const sections = new Map<string, string[]>([[TOP, []]]);
  let current = sections.get(TOP) ?? [];
  let fence: string | undefined;
  let skipping = false; // inside a quote or output block, whose content docs:check compares itself
  let previous = "";
  for (const raw of text.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trimEnd();
    const opening = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === undefined && opening !== undefined) {
      fence = opening;
      skipping = /<!--\s*(?:quote|output):/.test(previous);
      current.push(line);
    } else if (fence !== undefined) {
      const closes = new RegExp(`^\\s*${fence[0] === "`" ? "`" : "~"}{${fence.length},}$`).test(line);
      if (closes) fence = undefined;
      if (closes || !skipping) current.push(line);
    } else if (/^## /.test(line)) {
      current = [line];
      sections.set(slugger.slug(line.slice(3).trim().replace(/[`*]/g, "")), current);
    } else {
      // The title and other headings count toward the slugger's repeats, as on GitHub.
      if (/^#{1,6} /.test(line)) slugger.slug(line.replace(/^#+ /, "").replace(/[`*]/g, ""));
      current.push(line);
    }
    previous = line;
  }
  const hashes = new Map<string, string>();
  for (const [name, lines] of sections) {
    const body = lines.join("\n").replace(/^\n+|\n+$/g, "");
    if (name === TOP && body === "") continue;
    hashes.set(name, createHash("sha256").update(body).digest("hex").slice(0, 8));
  }
  return hashes;
}

/** How the English moved on since the stamp: section names, in the English order where they still exist. */
export interface Drift {
  added: string[];
  removed: string[];
  changed: string[];
}

export function driftBetween(stamped: Map<string, string>, now: Map<string, string>): Drift | undefined {
  const added = [...now.keys()].filter((name) => !stamped.has(name));
  const removed = [...stamped.keys()].filter((name) => !now.has(name));
  const changed = [...now]
    .filter(([name, hash]) => stamped.has(name) && stamped.get(name) !== hash)
    .map(([name]) => name);
  return added.length + removed.length + changed.length === 0 ? undefined : { added, removed, changed };
}

/**
 * Why a translated file is out of step with its English file, or undefined
 * when it is in step (or is not a translation). `file` is repository-relative.
 */
export function checkTranslation(root: string, file: string, text: string): string | undefined {
  const header = readHeader(text);
  if (header === undefined) {
    return languageOf(file) === "zh-CN"
      ? "a translated file must start with <!-- translation-of: PATH --> naming the English file " +
          "(PATH from the repository root)"
      : undefined;
  }
  if ("error" in header) return header.error;
  const english = join(root, header.english);
  if (!existsSync(english))
    return `translation of ${header.english}: that file does not exist (paths are from the repository root)`;
  const stampIt = `npm run docs:check -- --stamp ${file}`;
  if (header.sections === undefined) {
    return `translation of ${header.english} has no stamp yet: when the translation is complete, run \`${stampIt}\``;
  }
  const drift = driftBetween(header.sections, sectionHashes(readFileSync(english, "utf8")));
  if (drift === undefined) return undefined;
  const named = translatedHeadings(header.sections, text);
  const list = (names: string[]) => names.map((name) => named(name)).join(", ");
  const parts = [
    drift.changed.length > 0 ? `changed: ${list(drift.changed)}` : "",
    drift.added.length > 0 ? `added: ${drift.added.join(", ")}` : "",
    drift.removed.length > 0 ? `removed: ${list(drift.removed)}` : "",
  ].filter((part) => part !== "");
  return (
    `translation of ${header.english} is behind the English (sections ${parts.join("; ")}): ` +
    `update the translation, then run \`${stampIt}\``
  );
}

/**
 * Names a stamped English section together with the translation's heading at
 * the same place (`run-it (运行一下)`), so a translator finds it in the file
 * they edit. A translation keeps the English sections' order, which is the
 * order of the stamp.
 */
function translatedHeadings(stamped: Map<string, string>, translation: string): (section: string) => string {
  const headings = headingLines(translation);
  const order = [...stamped.keys()];
  return (section) => {
    const heading =
      section === TOP ? headings.title : headings.sections[order.filter((name) => name !== TOP).indexOf(section)];
    return heading === undefined ? section : `${section} (${heading})`;
  };
}

/** The `#` title and the `##` headings of a Markdown text, outside code blocks. */
function headingLines(text: string): { title: string | undefined; sections: string[] } {
  let title: string | undefined;
  const sections: string[] = [];
  let fence: string | undefined;
  for (const line of text.split(/\r?\n/)) {
    const opening = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (opening !== undefined) {
      if (fence === undefined) fence = opening;
      else if (opening[0] === fence[0] && opening.length >= fence.length) fence = undefined;
    } else if (fence === undefined) {
      if (title === undefined && /^# /.test(line)) title = line.slice(2).trim();
      if (/^## /.test(line)) sections.push(line.slice(3).trim());
    }
  }
  return { title, sections };
}

/** The file's text with its first line stamped with the English file's sections as they are now. */
export function stampTranslation(
  root: string,
  file: string,
  text: string,
): { text: string; english: string; sections: number } | { error: string } {
  const header = readHeader(text);
  if (header === undefined)
    return { error: `${file} does not start with <!-- translation-of: PATH -->: write that line first` };
  if ("error" in header) return { error: `${file}: ${header.error}` };
  const english = join(root, header.english);
  if (!existsSync(english)) return { error: `${file} is a translation of ${header.english}, which does not exist` };
  const sections = sectionHashes(readFileSync(english, "utf8"));
  const newline = text.includes("\r\n") ? "\r\n" : "\n";
  const rest = text.slice(text.split(/\r?\n/, 1)[0]?.length ?? 0);
  const stamped = formatHeader(header.english, sections) + (rest === "" ? newline : rest);
  return { text: stamped, english: header.english, sections: sections.size };
}
