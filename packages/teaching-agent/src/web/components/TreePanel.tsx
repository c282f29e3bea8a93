/**
 * The session tree: every entry of the file, connected as pi's /tree draws
 * it, the active path highlighted and the leaf marked. A straight run stays in
 * one column; branches step in at the fork and can be collapsed. leaf_switch
 * records (the file's note of each leaf move) are hidden unless asked for.
 *
 * The drawn tree depends on the entries only; the path, the leaf and the
 * hovered entry are marks passed to each row, so moving the leaf redraws only
 * the rows whose marks change, however long the session.
 */

import type { SessionEntry } from "@kit/session-core/tree";
import { memo, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useRowWindow } from "../hooks/useRowWindow.ts";
import { useT } from "../i18n/index.tsx";
import { buildDisplayTree, pathMarks } from "../model/display-tree.ts";
import type { ContextView } from "../model/session-view.ts";
import { offPathBranchStarts, treeRows } from "../model/tree-rows.ts";
import { type TreeRowActions, TreeRowView } from "./TreeRowView.tsx";

export interface TreePanelProps {
  entries: readonly SessionEntry[];
  at: Pick<ContextView, "path" | "summarised">;
  labels: ReadonlyMap<string, string>;
  previewLeafId: string | null | undefined;
  linkedEntryId: string | undefined;
  /** A run is streaming (or a replay is shown): the leaf cannot move now. */
  locked: boolean;
  actions: Omit<TreeRowActions, "onToggle" | "onHover" | "onMore">;
  onLink: (entryId: string | undefined) => void;
}

export const TreePanel = memo(function TreePanel({
  entries,
  at,
  labels,
  previewLeafId,
  linkedEntryId,
  locked,
  actions,
  onLink,
}: TreePanelProps) {
  const t = useT();
  const [showRecords, setShowRecords] = useState(false);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [activeRow, setActiveRow] = useState<string>();
  const tree = useMemo(
    () => buildDisplayTree(entries, labels, { showLeafSwitches: showRecords }),
    [entries, labels, showRecords],
  );
  const marks = useMemo(() => pathMarks(tree, at), [tree, at]);
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
  const more = useCallback((id: string) => setActiveRow((current) => (current === id ? undefined : id)), []);
  const rowActions = useMemo(
    () => ({ ...actions, onToggle: toggle, onHover: onLink, onMore: more }),
    [actions, toggle, onLink, more],
  );

  // Keep the leaf (or the linked entry) in view: scroll the list only, never the window.
  const list = useRef<HTMLOListElement>(null);
  const rowWindow = useRowWindow(list, rows.length);
  const leafId = marks.leafId;
  const leafIndex = useMemo(() => rows.findIndex((row) => row.node.entry.id === leafId), [rows, leafId]);
  const { reveal } = rowWindow;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a leaf move scrolls the tree
  useEffect(() => reveal(leafIndex), [leafId, reveal]);

  return (
    <section className={`panel tree-panel${locked ? " locked" : ""}`} data-testid="tree" data-locked={locked}>
      <header className="panel-head">
        <h2>{t.sessionTree}</h2>
        <span className="muted" data-testid="tree-count">
          {t.entries(entries.length)}
          {tree.hidden > 0 ? ` · ${t.leafMovesHidden(tree.hidden)}` : ""}
        </span>
      </header>
      <div className="panel-tools">
        <button type="button" onClick={() => setCollapsed(new Set(offPathBranchStarts(tree, marks.onPath)))}>
          {t.collapseOthers}
        </button>
        <button type="button" onClick={() => setCollapsed(new Set())}>
          {t.expandAll}
        </button>
        <button
          type="button"
          onClick={() => actions.onSelect(null)}
          data-testid="tree-root"
          disabled={locked}
          title={locked ? t.busy : t.leafToStartTitle}
        >
          {t.leafToStart}
        </button>
        <label>
          <input type="checkbox" checked={showRecords} onChange={(box) => setShowRecords(box.target.checked)} />{" "}
          {t.showLeafMoves}
        </label>
      </div>
      {rows.length === 0 ? (
        <p className="empty">{t.treeEmpty}</p>
      ) : (
        <ol
          className={`tree-rows${rowWindow.windowed ? " windowed" : ""}`}
          ref={list}
          onScroll={rowWindow.onScroll}
          onMouseLeave={() => onLink(undefined)}
        >
          {marks.leafId === null && (
            <li className="tree-row leaf null-leaf" data-testid="null-leaf">
              {t.leafIsNull}
            </li>
          )}
          {rowWindow.start > 0 && <li className="spacer" style={{ height: rowWindow.start * rowWindow.rowHeight }} />}
          {rows.slice(rowWindow.start, rowWindow.end).map((row) => {
            const id = row.node.entry.id;
            return (
              <TreeRowView
                key={id}
                row={row}
                actions={rowActions}
                onPath={marks.onPath.has(id)}
                isLeaf={marks.leafId === id}
                summarised={marks.summarised.has(id)}
                previewed={previewLeafId === id}
                linked={linkedEntryId === id}
                showActions={activeRow === id}
                locked={locked}
              />
            );
          })}
          {rowWindow.end < rows.length && (
            <li className="spacer" style={{ height: (rows.length - rowWindow.end) * rowWindow.rowHeight }} />
          )}
        </ol>
      )}
    </section>
  );
});
