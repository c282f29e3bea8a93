/**
 * The two tables of demo 03: the contexts of two leaves side by side, and
 * every entry of the tree with its parent.
 */
import type { ReadonlySessionTree, SessionContext, SessionEntry } from "@kit/session-core";
import { columns, rule } from "../lib/columns.ts";
import { inLang } from "../lib/i18n.ts";
import { entryRow, messageRow } from "../lib/rows.ts";
import { words } from "../text/03-session-tree.ts";

const say = inLang(words);

/** A leaf's name, the path to it and the context built from that path. */
type Leaf = [name: string, path: readonly SessionEntry[], context: SessionContext];

/** The two contexts in two columns; "=" marks a row where both paths hold the same entry. */
export function printSideBySide([nameA, pathA, contextA]: Leaf, [nameB, pathB, contextB]: Leaf): void {
  const width = 44;
  const rows = Math.max(contextA.messages.length, contextB.messages.length);
  const lines: string[][] = [
    ["", nameA, nameB],
    ["", rule(width), rule(width)],
  ];
  for (let row = 0; row < rows; row++) {
    const a = contextA.messages[row];
    const b = contextB.messages[row];
    const shared = pathA[row] !== undefined && pathA[row]?.id === pathB[row]?.id;
    lines.push([shared ? "=" : "", a ? messageRow(a) : "", b ? messageRow(b) : ""]);
  }
  for (const line of columns(lines, [1, width, width], " ")) console.log(line);
}

/** Every entry with its id and parentId; forks are pointed out, and the entries `names` names. */
export function printEntries(tree: ReadonlySessionTree, names: ReadonlyMap<string | null, string>): void {
  const rows = [...tree.entries].map((entry) => {
    const children = tree.children(entry.id).length;
    const notes = [children > 1 ? say.fork(children) : "", names.get(entry.id) ?? ""].filter(Boolean);
    return [entry.id, entry.parentId ?? "null", entryRow(entry), notes.length ? `← ${notes.join(", ")}` : ""];
  });
  for (const line of columns([say.header, ...rows], [8, 8, 44, 24])) console.log(`  ${line}`);
}
