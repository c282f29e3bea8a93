/**
 * The list of pi's sessions as `npm start -- --pi-sessions` prints it, in
 * English or Chinese (KIT_LANG, then the locale, as the server's words): one
 * block per session, newest first, with the address that opens it on the page.
 */
import { type Language, runLanguage } from "@kit/agent-loop";
import { printable } from "@kit/session-core";
import type { PiSessionRow } from "./list-pi-sessions.ts";

interface ListWords {
  heading: (count: number, dir: string) => string;
  entries: (count: number) => string;
  noQuestion: string;
  notShown: string;
  readOnly: string;
}

const WORDS: Record<Language, ListWords> = {
  en: {
    heading: (count, dir) => `${count} pi session file(s) in ${dir}, newest first:`,
    entries: (count) => `${count} entries`,
    noQuestion: "(no question yet)",
    notShown: "not shown",
    readOnly:
      "Read-only: nothing is written to these files. To go on with one, continue it in a copy:\n" +
      "  npm start -- --continue-copy FILE",
  },
  zh: {
    heading: (count, dir) => `${dir} 里有 ${count} 个 pi 会话文件，最新的在前：`,
    entries: (count) => `${count} 个条目`,
    noQuestion: "（还没有提问）",
    notShown: "不展示",
    readOnly:
      "只读：不会往这些文件里写任何东西。想接着某个会话往下聊，就在副本里继续：\n  npm start -- --continue-copy FILE",
  },
};

// #region formatPiSessionList
export function formatPiSessionList(
  rows: readonly PiSessionRow[],
  dir: string,
  addressOf: (row: PiSessionRow) => string | undefined,
  language: Language = runLanguage(),
): string {
  const words = WORDS[language];
  const lines = [words.heading(rows.length, dir), ""];
  for (const row of rows) {
    const title = row.name ? `${printable(row.name)}: ` : "";
    lines.push(`${row.modified.slice(0, 16).replace("T", " ")}  ${printable(row.project)}`);
    lines.push(`  ${title}${row.firstMessage === undefined ? words.noQuestion : printable(row.firstMessage)}`);
    lines.push(`  ${words.entries(row.entryCount)}, ${row.path}`);
    if (row.problem !== undefined) lines.push(`  ! ${printable(row.problem)}`);
    const address = addressOf(row);
    lines.push(`  ${address ?? words.notShown}`);
  }
  lines.push("", words.readOnly);
  return lines.join("\n");
}
// #endregion formatPiSessionList
