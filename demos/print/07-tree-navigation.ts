/**
 * What demo 07 draws: the session tree, where the leaf would go for one
 * entry of each kind (pi's `/tree` rule, read without moving anything), and
 * the context at the leaf.
 */
import { navigationTarget } from "@kit/compaction";
import { type ReadonlySessionTree, renderTree } from "@kit/session-core";
import { columns } from "../lib/columns.ts";
import { contextRows } from "../lib/context-rows.ts";
import { inLang } from "../lib/i18n.ts";
import { words } from "../text/07-tree-navigation.ts";

const say = inLang(words);

export function printTree(tree: ReadonlySessionTree): void {
  for (const line of renderTree(tree, { textWidth: 48 })) console.log(`  ${line}`);
}

/** For one entry of each kind: where the leaf would go, and the text given back for editing. */
export function printTargets(tree: ReadonlySessionTree, question: string): void {
  const path = tree.pathToRoot().filter((e) => e.type === "message");
  const pick = (role: string) =>
    path.find((e) => e.type === "message" && (e as { message: { role: string } }).message.role === role);
  const picks = [
    [say.targets[0], path[0]],
    [say.targets[1], tree.get(question)],
    [say.targets[2], pick("assistant")],
    [say.targets[3], pick("toolResult")],
  ] as const;
  // A kind the conversation does not have (a model that called no tool) is left out, not a crash.
  const rows = picks.flatMap(([what, entry]) => {
    if (what === undefined || entry === undefined) return [];
    const target = navigationTarget(tree, entry.id);
    return [
      [what, entry.id, target.leafId ?? "null", target.editorText === undefined ? "-" : `"${target.editorText}"`],
    ];
  });
  for (const line of columns([say.targetsHeader, ...rows], [32, 8, 12, 30])) console.log(`  ${line}`);
}

/** The context at the leaf: the entry each message came from, and its text. */
export function printContext(tree: ReadonlySessionTree): void {
  const rows = contextRows(tree).map((r) => [r.entryId, r.text]);
  for (const line of columns(rows, [8, 86])) console.log(`  ${line}`);
}
