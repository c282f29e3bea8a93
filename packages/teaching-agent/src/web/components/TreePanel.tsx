/**
 * The session tree: every entry of the file, the active path highlighted and
 * the leaf marked. A straight run stays in one column; branches step in at the
 * fork and can be collapsed. leaf_switch records (the file's note of each leaf
 * move) are hidden unless asked for.
 */
import { memo, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { SessionEntry } from "@kit/session-core";
import { buildDisplayTree } from "../model/display-tree.ts";
import { offPathBranchStarts, treeRows } from "../model/tree-rows.ts";
import { type TreeRowActions, TreeRowView } from "./TreeRowView.tsx";

export interface TreePanelProps {
  entries: readonly SessionEntry[];
  leafId: string | null;
  labels: Record<string, string>;
  previewLeafId: string | null | undefined;
  actions: Omit<TreeRowActions, "onToggle">;
}

export const TreePanel = memo(function TreePanel({ entries, leafId, labels, previewLeafId, actions }: TreePanelProps) {
  const [showRecords, setShowRecords] = useState(false);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const tree = useMemo(() => buildDisplayTree(entries, leafId, labels, { showLeafSwitches: showRecords }), [entries, leafId, labels, showRecords]);
  const rows = useMemo(() => treeRows(tree, collapsed), [tree, collapsed]);

  const toggle = useCallback(
    (id: string) =>
      setCollapsed((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const rowActions = useMemo(() => ({ ...actions, onToggle: toggle }), [actions, toggle]);

  // Keep the leaf in view when it moves.
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    list.current?.querySelector(".tree-row.leaf")?.scrollIntoView({ block: "nearest" });
  }, [tree.leafId]);

  return (
    <section className="panel tree-panel" data-testid="tree">
      <header className="panel-head">
        <h2>Session tree</h2>
        <span className="muted">
          {entries.length} entries{tree.hidden > 0 ? ` · ${tree.hidden} leaf moves hidden` : ""}
        </span>
      </header>
      <div className="panel-tools">
        <button type="button" onClick={() => setCollapsed(new Set(offPathBranchStarts(tree)))}>
          collapse other branches
        </button>
        <button type="button" onClick={() => setCollapsed(new Set())}>
          expand all
        </button>
        <button type="button" onClick={() => actions.onSelect(null)} data-testid="tree-root" title="Move the leaf before the first entry: the next message starts a new root">
          leaf to start
        </button>
        <label>
          <input type="checkbox" checked={showRecords} onChange={(event) => setShowRecords(event.target.checked)} /> show leaf moves
        </label>
      </div>
      {rows.length === 0 ? (
        <p className="empty">The file has no entries yet.</p>
      ) : (
        <ol className="tree-rows" ref={list}>
          {rows.map((row) => (
            <TreeRowView key={row.node.entry.id} row={row} actions={rowActions} previewed={previewLeafId === row.node.entry.id} />
          ))}
        </ol>
      )}
    </section>
  );
});
