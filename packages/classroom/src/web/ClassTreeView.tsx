/**
 * One student's session as a small tree in the teacher's list: the page's
 * connectors, a marker (● the leaf, ┬ a fork), and session-core's one line
 * per entry. Lines are React text: whatever a student typed is shown, never run.
 */

import { useMemo } from "react";
import type { ClassSessionTree } from "../server/class-api-types.ts";
import { classTreeRows } from "./class-trees.ts";

/** `tree` is undefined until the class stream has sent something of the session. */
export function ClassTreeView({ tree }: { tree: ClassSessionTree | undefined }) {
  const rows = useMemo(() => (tree ? classTreeRows(tree) : []), [tree]);
  if (!tree || rows.length === 0) return null;
  return (
    <ol className="class-tree" data-testid="class-tree">
      {rows.map((row) => {
        const isLeaf = row.node.entry.id === tree.leafId;
        return (
          <li key={row.node.entry.id} data-testid="class-tree-row" data-leaf={isLeaf} className={isLeaf ? "leaf" : ""}>
            {row.guide !== "" && <span className="guide" aria-hidden="true" data-glyph={row.guide} />}
            <span className="marker" aria-hidden="true" data-glyph={isLeaf ? "● " : row.forks ? "┬ " : "· "} />
            {row.node.entry.line}
          </li>
        );
      })}
    </ol>
  );
}
