/**
 * The session tree: every entry of the file, connected as pi's /tree draws
 * it, the active path highlighted and the leaf marked. A straight run stays in
 * one column; branches step in at the fork and can be collapsed. leaf_switch
 * records (the file's note of each leaf move) are hidden unless asked for.
 *
 * The drawn tree depends on the entries only; the path, the leaf and the
 * hovered entry are marks passed to each row, so moving the leaf redraws only
 * the rows whose marks change, however long the session.
 *
 * The keyboard works as in pi's /tree: the tree is one Tab stop (the list,
 * with `aria-activedescendant` naming the row in focus, since a long tree draws
 * only the rows near the view); ↑↓ move, Home/End jump, ← folds a branch (or
 * goes to its start), → unfolds it, Enter selects by pi's rule, the menu key
 * (or Shift+F10) opens the row's ⋯ actions, Escape goes back to the editor.
 *
 * pi's filters and a search choose which rows are drawn (tree-filter.ts); a
 * link to an entry (`#session=…&entry=…`) opens with that row in focus, in
 * view and marked, switching the filter to "all" if it hid the row.
 */

import type { SessionEntry } from "@kit/session-core/tree";
import { type KeyboardEvent, memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useRowWindow } from "../hooks/useRowWindow.ts";
import { useT } from "../i18n/index.tsx";
import { buildDisplayTree, pathMarks } from "../model/display-tree.ts";
import { entryLine } from "../model/entry-text.ts";
import type { ContextView } from "../model/session-view.ts";
import { type TreeFilter, treeFilterTest } from "../model/tree-filter.ts";
import { offPathBranchStarts, type TreeRow, treeRows } from "../model/tree-rows.ts";
import { TreeFilterBar } from "./TreeFilterBar.tsx";
import { rowDomId, type TreeRowActions, TreeRowView } from "./TreeRowView.tsx";

/** The tree's DOM id: Escape in the question box comes here (Editor.tsx), as Escape here goes back there. */
export const TREE_ID = "session-tree";

export interface TreePanelProps {
  entries: readonly SessionEntry[];
  /** The entries up to the last one that is not a leaf move: the tree drawn while leaf moves are hidden. */
  conversation: readonly SessionEntry[];
  at: Pick<ContextView, "path" | "summarised" | "edited">;
  labels: ReadonlyMap<string, string>;
  previewLeafId: string | null | undefined;
  linkedEntryId: string | undefined;
  /** A run is streaming (or a replay is shown): the leaf cannot move now. */
  locked: boolean;
  actions: Omit<TreeRowActions, "onToggle" | "onHover" | "onMore" | "onFocusRow">;
  /** The entry a link named (`#session=…&entry=…`): its row is put in focus and in view once. */
  targetEntryId: string | undefined;
  /** Escape in the tree: back to where the user types. */
  onLeave: () => void;
  onLink: (entryId: string | undefined) => void;
  /**
   * How many of the session's entries are not in `entries` (a long session's first screen, model/first-screen.ts):
   * counted, said above the rows, and the tools that need every entry wait for the whole.
   */
  leftOut: number;
}

export const TreePanel = memo(function TreePanel({
  entries,
  conversation,
  at,
  labels,
  previewLeafId,
  linkedEntryId,
  locked,
  actions,
  onLink,
  onLeave,
  targetEntryId,
  leftOut,
}: TreePanelProps) {
  const t = useT();
  const [showRecords, setShowRecords] = useState(false);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [activeRow, setActiveRow] = useState<string>();
  const [filter, setFilter] = useState<TreeFilter>("default");
  const [search, setSearch] = useState("");
  const shows = useMemo(() => treeFilterTest(filter, search, t), [filter, search, t]);
  // Hidden leaf moves change nothing drawn: a leaf move does not rebuild the tree (App's `conversation`).
  const drawn = showRecords ? entries : conversation;
  const tree = useMemo(
    () => buildDisplayTree(drawn, labels, { showLeafSwitches: showRecords, shows }),
    [drawn, labels, showRecords, shows],
  );
  const hiddenMoves = tree.hidden + entries.length - drawn.length;
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
  const [focusedId, setFocusedId] = useState<string>();
  // A chosen action closes the menu, as any menu does (it is drawn over the rows below, two lines of it on a message
  // of the path), and gives the keyboard back to the tree; a form the action opens takes it from there.
  const rowActions = useMemo(() => {
    const closing =
      (act: (entryId: string) => void) =>
      (entryId: string): void => {
        setActiveRow(undefined);
        document.getElementById(TREE_ID)?.focus({ preventScroll: true });
        act(entryId);
      };
    return {
      ...actions,
      onPreview: closing(actions.onPreview),
      onLabel: closing(actions.onLabel),
      onFork: closing(actions.onFork),
      onCopyLink: closing(actions.onCopyLink),
      onHideFromModel: closing(actions.onHideFromModel),
      onReplaceForModel: closing(actions.onReplaceForModel),
      onToggle: toggle,
      onHover: onLink,
      onMore: more,
      onFocusRow: setFocusedId,
    };
  }, [actions, toggle, onLink, more]);

  // Keep the leaf (or the linked entry) in view: scroll the list only, never the window.
  const list = useRef<HTMLOListElement>(null);
  const rowWindow = useRowWindow(list, rows.length, leftOut > 0);
  const leafId = marks.leafId;
  const leafIndex = useMemo(() => rows.findIndex((row) => row.node.entry.id === leafId), [rows, leafId]);
  const { reveal } = rowWindow;
  // Before the paint, so the first frame of a long tree already draws the rows around the leaf, not the top ones.
  // Only a leaf move scrolls the tree, and the whole session replacing its first screen (the leaf's row moves down
  // by every entry that came above it).
  const firstScreenOnly = leftOut > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useLayoutEffect(() => reveal(leafIndex), [leafId, firstScreenOnly, reveal]);

  // The row in keyboard focus: the one last moved to, else the leaf, else the first.
  const focusIndex = useMemo(() => {
    const index = focusedId === undefined ? -1 : rows.findIndex((row) => row.node.entry.id === focusedId);
    return index >= 0 ? index : Math.max(0, leafIndex);
  }, [rows, focusedId, leafIndex]);
  const focusRow = rows[focusIndex];
  // A leaf move (a click, Enter, another tab) brings the keyboard focus back to the leaf, as pi's /tree opens on it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the leaf moves
  useEffect(() => setFocusedId(undefined), [leafId]);
  // A link to an entry: once its row is drawn, it takes the focus and the view (after the leaf's own scroll above).
  const reachedTarget = useRef<string>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the target or the rows change
  useEffect(() => {
    if (targetEntryId === undefined || reachedTarget.current === targetEntryId) return;
    const index = rows.findIndex((row) => row.node.entry.id === targetEntryId);
    if (index < 0) {
      // Maybe among the entries a first screen leaves out: the whole session, on its way, says.
      if (leftOut > 0) return;
      // Hidden by the filter or the search: show everything, and try again with the new rows.
      if (!tree.byId.has(targetEntryId) && (filter !== "all" || search !== "")) {
        setFilter("all");
        setSearch("");
      }
      return;
    }
    reachedTarget.current = targetEntryId;
    setFocusedId(targetEntryId);
    reveal(index);
  }, [targetEntryId, rows, leftOut]);

  const moveFocus = (index: number) => {
    const row = rows[Math.min(rows.length - 1, Math.max(0, index))];
    if (!row) return;
    setFocusedId(row.node.entry.id);
    reveal(rows.indexOf(row));
  };
  // Bring the row in focus into view once it is drawn (a windowed list draws it after the scroll).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the focused row changes
  useEffect(() => {
    if (focusRow) document.getElementById(rowDomId(focusRow.node.entry.id))?.scrollIntoView({ block: "nearest" });
  }, [focusedId]);
  const onKeyDown = (event: KeyboardEvent<HTMLOListElement>) => {
    if (!focusRow || event.altKey || event.ctrlKey || event.metaKey) return;
    const id = focusRow.node.entry.id;
    const handled = () => event.preventDefault();
    switch (event.key) {
      case "ArrowDown":
        handled();
        return moveFocus(focusIndex + 1);
      case "ArrowUp":
        handled();
        return moveFocus(focusIndex - 1);
      case "Home":
        handled();
        return moveFocus(0);
      case "End":
        handled();
        return moveFocus(rows.length - 1);
      case "ArrowRight":
        handled();
        if (focusRow.collapsed) return toggle(id);
        if (rows[focusIndex + 1] && rows[focusIndex + 1]!.depth > focusRow.depth) return moveFocus(focusIndex + 1);
        return;
      case "ArrowLeft":
        handled();
        if (focusRow.branchStart && !focusRow.collapsed) return toggle(id);
        return moveFocus(branchStartAbove(rows, focusIndex));
      case "Enter":
      case " ":
        handled();
        if (locked) return;
        return entryLine(focusRow.node.entry, t).kind === "user" ? actions.onAskAgain(id) : actions.onSelect(id);
      case "ContextMenu":
        handled();
        return more(id);
      case "F10":
        if (!event.shiftKey) return;
        handled();
        return more(id);
      case "Escape":
        handled();
        if (activeRow !== undefined) return setActiveRow(undefined);
        return onLeave();
    }
  };

  return (
    <section className={`panel tree-panel${locked ? " locked" : ""}`} data-testid="tree" data-locked={locked}>
      <header className="panel-head">
        <h2>{t.sessionTree}</h2>
        <span className="muted" data-testid="tree-count">
          {t.entries(entries.length + leftOut)}
          {hiddenMoves > 0 ? ` · ${t.leafMovesHidden(hiddenMoves)}` : ""}
          {tree.filtered > 0 ? ` · ${t.filteredOut(tree.filtered)}` : ""}
        </span>
      </header>
      <div className="panel-tools">
        <button
          type="button"
          onClick={() => setCollapsed(new Set(offPathBranchStarts(tree, marks.onPath)))}
          disabled={leftOut > 0}
          title={leftOut > 0 ? t.comesWithWhole : undefined}
        >
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
      <TreeFilterBar filter={filter} search={search} onFilter={setFilter} onSearch={setSearch} disabled={leftOut > 0} />
      {leftOut > 0 && (
        <p className="muted earlier-entries" data-testid="earlier-entries">
          {t.earlierNotDrawn(leftOut)}
        </p>
      )}
      {rows.length === 0 ? (
        <p className="empty">{t.treeEmpty}</p>
      ) : (
        <ol
          className={`tree-rows${rowWindow.windowed ? " windowed" : ""}`}
          ref={list}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an ordered list of rows is what a tree is
          role="tree"
          id={TREE_ID}
          aria-label={t.sessionTree}
          aria-activedescendant={focusRow ? rowDomId(focusRow.node.entry.id) : undefined}
          tabIndex={0}
          data-testid="tree-rows"
          onKeyDown={onKeyDown}
          onScroll={rowWindow.onScroll}
          onMouseLeave={() => onLink(undefined)}
        >
          {marks.leafId === null && (
            <li className="tree-row leaf null-leaf" data-testid="null-leaf" role="none">
              {t.leafIsNull}
            </li>
          )}
          {rowWindow.start > 0 && (
            <li className="spacer" role="none" style={{ height: rowWindow.start * rowWindow.rowHeight }} />
          )}
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
                focused={focusRow === row}
                deepLinked={targetEntryId === id}
                locked={locked}
                edit={at.edited.get(id)}
              />
            );
          })}
          {rowWindow.end < rows.length && (
            <li
              className="spacer"
              role="none"
              style={{ height: (rows.length - rowWindow.end) * rowWindow.rowHeight }}
            />
          )}
        </ol>
      )}
    </section>
  );
});

/** The first row of the branch that holds row `index` (where ← goes from inside a branch). */
function branchStartAbove(rows: readonly TreeRow[], index: number): number {
  const row = rows[index];
  if (!row) return index;
  for (let i = index; i >= 0; i--) {
    const above = rows[i]!;
    if (above.depth < row.depth) return i;
    if (above.branchStart && i !== index && above.depth === row.depth) return i;
  }
  return 0;
}
