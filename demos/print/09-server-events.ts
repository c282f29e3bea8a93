/**
 * What demo 09 prints besides the events: the context the model would be sent
 * next, and the session file, line by line, once the server has stopped.
 */
import type { ContextResponse } from "@kit/server";
import { checkSession } from "@kit/session-core";
import { fileLines, fileTable } from "../lib/file-lines.ts";
import { inLang } from "../lib/i18n.ts";
import { words } from "../text/09-server-events.ts";

const say = inLang(words);

/** One line: how many messages, about how many tokens, and the roles of the request. */
export function printContext(context: ContextResponse): void {
  const roles = context.request.messages.map((message) => message.role).join(", ");
  console.log(say.contextLine(context.messageCount, context.tokens, roles));
}

/** Every line of the file as a table row (the header named as such), then what `session check` finds. */
export function printSessionFile(file: string): void {
  const rows = fileLines(file).map((line) => (line.line === 1 ? { ...line, what: say.headerLine } : line));
  for (const row of fileTable(say.header, rows, [4, 12, 8, 8, 60])) console.log(`  ${row}`);
  console.log(say.check(checkSession(file).problems.length));
}
