/**
 * What the model knows of the workspace: only what its context shows. Each
 * list_files call and its result tell it one folder's entries; a read_file
 * that failed tells it a path is not there. A model that has not listed a
 * folder does not know what is in it, so it lists before it guesses.
 */
import type { AgentMessage } from "../../messages.ts";
import { textOf } from "../../messages.ts";

export interface WorkspaceKnowledge {
  /** Each listed folder ("" is the top), with its entries as listed; folders end with "/". */
  folders: Map<string, string[]>;
  /** Paths a tool said are not there. */
  missing: Set<string>;
}

/** A folder as a key: "" for the top, else "notes/" (no "./", one slash at the end). */
export function folderKey(path: string): string {
  const trimmed = path.replace(/^\.\/?/, "").replace(/^\/+/, "");
  if (trimmed === "" || trimmed === ".") return "";
  return trimmed.endsWith("/") ? trimmed : `${trimmed}/`;
}

export function knowledgeOf(messages: AgentMessage[]): WorkspaceKnowledge {
  const folders = new Map<string, string[]>();
  const missing = new Set<string>();
  const calls = new Map<string, { name: string; path: string }>();
  for (const message of messages) {
    if (message.role === "assistant") {
      for (const block of message.content) {
        if (block.type !== "toolCall") continue;
        const path = typeof block.arguments.path === "string" ? block.arguments.path : ".";
        calls.set(block.id, { name: block.name, path });
      }
    }
    if (message.role !== "toolResult") continue;
    const call = calls.get(message.toolCallId);
    if (call === undefined) continue;
    const text = textOf(message.content);
    if (message.isError) {
      if (/does not exist|没有 "|不存在/.test(text)) missing.add(call.path.replace(/^\.\//, ""));
      continue;
    }
    if (call.name === "list_files") folders.set(folderKey(call.path), entriesOf(text));
  }
  return { folders, missing };
}

/** The entries of a listing: one per line, without the "(empty folder)" line. */
function entriesOf(text: string): string[] {
  return text.split("\n").filter((line) => line.trim() !== "" && !/^[(（].*[)）]$/.test(line.trim()));
}

/** Every path the model knows exists, files and folders, e.g. "notes/", "notes/first-note.md". */
export function knownPaths(knowledge: WorkspaceKnowledge): string[] {
  return [...knowledge.folders].flatMap(([folder, entries]) => entries.map((entry) => `${folder}${entry}`));
}

/** The folders it knows of but has not listed, top first. */
export function unlistedFolders(knowledge: WorkspaceKnowledge): string[] {
  const known = knownPaths(knowledge).filter((path) => path.endsWith("/"));
  return known.filter((folder) => !knowledge.folders.has(folder)).sort((a, b) => a.length - b.length);
}
