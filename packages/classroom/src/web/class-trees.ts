/**
 * Every student's trees in the teacher's list, kept from the class stream
 * (`GET /api/class/events`): `class_trees` is the whole picture, each
 * `tree_grew` one entry more. An entry already held is not added twice, and
 * the leaf moves only for news (a larger session size), so an event that
 * repeats after a reconnect changes nothing. Drawn with the page's own rows
 * (model/tree-rows.ts): a straight run in one column, a fork steps in.
 */

import { type TreeRow, treeRows } from "@kit/teaching-agent/web/model/tree-rows.ts";
import type { ClassEvent, ClassSessionTree, ClassTreeNode } from "../server/class-api-types.ts";

/** Entries kept per session: as many as the server sends in a picture (CLASS_TREE_NODES). */
const KEPT_NODES = 80;

/** Student id, then session id, to that session's tree. */
export type ClassTrees = ReadonlyMap<string, ReadonlyMap<string, ClassSessionTree>>;

export function classTreesAfter(trees: ClassTrees, event: ClassEvent): ClassTrees {
  if (event.type === "class_trees") {
    return new Map(
      event.students.map(({ studentId, sessions }) => [studentId, new Map(sessions.map((s) => [s.sessionId, s]))]),
    );
  }
  const sessions = trees.get(event.studentId) ?? new Map<string, ClassSessionTree>();
  const before = sessions.get(event.sessionId) ?? { sessionId: event.sessionId, leafId: null, size: 0, nodes: [] };
  const { node } = event;
  const fresh = node !== undefined && !before.nodes.some((known) => known.id === node.id);
  const newer = event.size > before.size;
  if (!fresh && !newer) return trees;
  const after: ClassSessionTree = {
    sessionId: event.sessionId,
    leafId: newer ? event.leafId : before.leafId,
    size: newer ? event.size : before.size,
    nodes: fresh ? [...before.nodes, node].slice(-KEPT_NODES) : before.nodes,
  };
  return new Map(trees).set(event.studentId, new Map(sessions).set(event.sessionId, after));
}

export interface ClassRowNode {
  entry: ClassTreeNode;
  children: ClassRowNode[];
}

/** The rows to draw; an entry whose parent is not held (older than the kept ones) starts at the margin. */
export function classTreeRows(tree: ClassSessionTree): TreeRow<ClassRowNode>[] {
  const byId = new Map<string, ClassRowNode>();
  const roots: ClassRowNode[] = [];
  for (const entry of tree.nodes) {
    const node: ClassRowNode = { entry, children: [] };
    byId.set(entry.id, node);
    const parent = entry.parentId === null ? undefined : byId.get(entry.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return treeRows({ roots }, new Set());
}
