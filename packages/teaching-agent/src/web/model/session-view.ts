/**
 * What the page shows of a session at one leaf, computed from the entries the
 * server sent with session-core's own pure code (`@kit/session-core/tree`):
 * the path from the leaf to the root, the context built from it, and for every
 * context message the entry it comes from. The page holds no rule of its own
 * about paths or compaction; it only asks the real ones and remembers where
 * each message came from, so the tree, the chat and the request panel can
 * point at the same entry.
 */
import type { AgentMessage, ThinkingLevel } from "@kit/agent-loop/messages";
import { buildSourcedContext, isEntryOfType, type SessionEntry, SessionTree } from "@kit/session-core/tree";

export interface ContextView {
  leafId: string | null;
  /** Root first, as `pathToRoot` returns it. */
  path: readonly SessionEntry[];
  messages: AgentMessage[];
  /** The id of the entry each message comes from, at the same index as `messages`. */
  sources: (string | undefined)[];
  /**
   * Entries on the path before the latest compaction that the model no longer sees (the summary stands in for
   * them).
   */
  summarised: ReadonlySet<string>;
  /** The context edit that changed each message, at the same index as `messages` (undefined: none did). */
  editIds: (string | undefined)[];
  /**
   * Entries on the path whose messages a context edit changes at this leaf: `replaced` (the model gets other
   * content) or `omitted` (the model gets nothing), with the edit that counts. session-core decides which edit
   * counts (`buildSourcedContext`); the page only marks it.
   */
  edited: ReadonlyMap<string, EntryEdit>;
  thinkingLevel: ThinkingLevel;
}

export interface EntryEdit {
  kind: "replaced" | "omitted";
  editId: string;
}

/** The tree of a list of entries in file order (a server's whole session, or the first lines of it during a replay). */
export function treeOf(entries: readonly SessionEntry[]): SessionTree {
  return SessionTree.fromEntries(entries);
}

// #region contextView
export function contextView(tree: SessionTree, leafId: string | null): ContextView {
  const path = tree.pathToRoot(leafId);
  const context = buildSourcedContext(path);
  // Entries before the latest compaction that no message comes from: the summary stands in for them. Without a
  // compaction there are none, and the set of every source (a path's length) is not made.
  const compactionIndex = path.findLastIndex((entry) => isEntryOfType(entry, "compaction"));
  const summarised = new Set<string>();
  const seen = compactionIndex > 0 ? new Set(context.sourceIds) : undefined;
  for (let i = 0; i < compactionIndex; i++) {
    const entry = path[i]!;
    if (!seen!.has(entry.id)) summarised.add(entry.id);
  }
  const { messages, sourceIds: sources, editIds, thinkingLevel } = context;
  const edited = new Map<string, EntryEdit>();
  context.editIds.forEach((editId, i) => {
    if (editId !== undefined) edited.set(sources[i]!, { kind: "replaced", editId });
  });
  for (const { targetId, editId } of context.omitted) edited.set(targetId, { kind: "omitted", editId });
  return { leafId, path, messages, sources, summarised, editIds, edited, thinkingLevel };
}
// #endregion contextView
