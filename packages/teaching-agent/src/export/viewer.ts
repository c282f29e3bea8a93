/**
 * The script inside an exported session (export-html.ts bundles it): it runs
 * in a browser from `file://`, with no server and no network. It draws the
 * tree as the page does (the page's own `buildDisplayTree` and `treeRows`),
 * and for the entry clicked, the context the model would be sent there: the
 * provider messages built by agent-loop's `toProviderMessages` from
 * session-core's `buildSourcedContext`, each with the context edit that
 * shaped it, and which messages joined or left since the previous click.
 * Everything is drawn with `textContent`, never as HTML: a session holds
 * whatever its model and its user wrote.
 */
import { buildSourcedContext, type SessionEntry, SessionTree } from "@kit/session-core/tree";
import { diffContexts } from "../web/model/context-diff.ts";
import { buildDisplayTree } from "../web/model/display-tree.ts";
import { entryLine, type LineWords } from "../web/model/entry-text.ts";
import { requestMessages } from "../web/model/request-view.ts";
import { contextView } from "../web/model/session-view.ts";
import { treeRows } from "../web/model/tree-rows.ts";
import { type ExportedSession, viewerWords } from "./viewer-words.ts";

const data = JSON.parse(document.getElementById("session-data")!.textContent!) as ExportedSession;
const words = viewerWords(navigator.languages);
const lineWords: LineWords = {
  labelOn: (label, id) => `"${label}" → ${id}`,
  labelCleared: (id) => `✕ → ${id}`,
  nameCleared: "✕",
};
const entries = data.entries as SessionEntry[];
const tree = SessionTree.fromEntries(entries);
const display = buildDisplayTree(entries, tree.labels);
let previousKeys: string[] = [];

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text = "",
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  if (className) made.className = className;
  made.textContent = text;
  return made;
}

function drawTree(): void {
  const list = document.getElementById("tree")!;
  for (const row of treeRows(display, new Set())) {
    const line = entryLine(row.node.entry, lineWords);
    const button = element("button", `row kind-${line.kind}`);
    button.type = "button";
    button.dataset.entryId = row.node.entry.id;
    button.append(element("span", "guide", row.guide), element("span", "tag", line.tag));
    if (row.node.label) button.append(element("span", "label", row.node.label));
    button.append(element("span", "text", line.text.slice(0, 160)));
    button.addEventListener("click", () => select(row.node.entry.id));
    list.append(button);
  }
}

function select(leafId: string | null): void {
  const view = contextView(tree, leafId);
  const sourced = buildSourcedContext(view.path);
  const editOf = new Map<string, string>();
  sourced.sourceIds.forEach((source, index) => {
    const edit = sourced.editIds[index];
    if (source !== undefined && edit !== undefined) editOf.set(source, edit);
  });
  const messages = requestMessages(view);
  const keys = messages.map((message) => message.key);
  const diff = diffContexts(previousKeys, keys);
  previousKeys = keys;

  const onPath = new Set(view.path.map((entry) => entry.id));
  for (const button of document.querySelectorAll<HTMLButtonElement>("#tree .row")) {
    const id = button.dataset.entryId!;
    button.classList.toggle("on-path", onPath.has(id));
    button.classList.toggle("leaf", id === leafId);
  }

  const panel = document.getElementById("context")!;
  panel.replaceChildren(element("h2", "", words.contextAt(leafId ?? "—", messages.length)));
  if (diff.left.length > 0) panel.append(element("p", "left", words.left(diff.left.length)));
  for (const message of messages) {
    const item = element("div", `message role-${message.role}`);
    if (diff.joined.has(message.key) && diff.shared < keys.length) item.classList.add("joined");
    item.dataset.entryId = message.entryId ?? "";
    item.append(element("div", "role", message.role + (message.marker ? ` · ${message.marker}` : "")));
    const edit = message.entryId === undefined ? undefined : editOf.get(message.entryId);
    if (edit !== undefined) item.append(element("div", "edit", words.editedBy(edit)));
    item.append(element("pre", "text", message.text));
    for (const call of message.toolCalls) item.append(element("pre", "call", `${call.name}(${call.arguments})`));
    panel.append(item);
  }
}

document.documentElement.lang = words.lang;
document.getElementById("title")!.textContent = words.title(data.fileName, tree.size);
document.getElementById("tree-heading")!.textContent = words.tree;
drawTree();
select(tree.leafId);
