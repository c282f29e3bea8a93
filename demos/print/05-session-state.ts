/**
 * The two tables of demo 05: what a resume restored, and what each entry on
 * the path sends the model.
 */
import {
  buildContext,
  type CustomEntry,
  type Session,
  type SessionContext,
  type SessionEntry,
} from "@kit/session-core";
import { columns } from "../lib/columns.ts";
import { inLang } from "../lib/i18n.ts";
import { entryRow } from "../lib/rows.ts";
import { words } from "../text/05-session-state.ts";

const say = inLang(words);

/** The leaf, the name, the settings, the labels and an extension's state, one row each. */
export function printRestored(resumed: Session, context: SessionContext, todo: CustomEntry | undefined): void {
  const labels = [...resumed.tree.labels].map(([id, label]) => say.labelOn(label, id, entryRow(resumed.tree.get(id)!)));
  const values = [
    `${resumed.leafId}${say.aside(entryRow(resumed.tree.get(resumed.leafId!)!))}`,
    resumed.name ?? say.none,
    context.model ? `${context.model.provider}/${context.model.modelId}` : say.none,
    context.thinkingLevel,
    labels.join("; "),
    todo ? `${JSON.stringify(todo.data)}${say.aside(say.entry(todo.id))}` : say.none,
  ];
  const rows = values.map((value, i) => [say.fields[i] ?? "", value]);
  for (const line of columns(rows, [15, 88])) console.log(`  ${line}`);
}

/** Each entry of the path beside what it sends the model. */
export function printReaches(path: readonly SessionEntry[]): void {
  const rows = path.map((entry) => [entryRow(entry), contribution(entry)]);
  for (const line of columns([say.reachesHeader, ...rows], [44, 44])) console.log(`  ${line}`);
}

/** What one entry adds to the context: buildContext on a path of that entry alone. */
function contribution(entry: SessionEntry): string {
  const alone = buildContext([entry]);
  const message = alone.messages[0];
  if (message) return message.role === "custom" ? say.customMessage : say.message(message.role);
  if (entry.type === "model_change") return say.modelSetting;
  if (entry.type === "thinking_level_change") return say.levelSetting;
  return say.nothing[entry.type] ?? say.nothingAtAll;
}
