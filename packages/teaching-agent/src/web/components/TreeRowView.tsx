/**
 * One entry of the tree, on one line: the connector, a marker (the leaf, a
 * fork), who or what it is, the start of its text, its label. A click follows
 * pi's /tree: on a user message the leaf moves to just before it and the text
 * goes back to the editor (ask again); on anything else the leaf moves there.
 * The "⋯" at the end opens the entry's own actions on a line below the row
 * (preview its context, label, fork): they act without moving the leaf, and
 * never cover the row's text or the leaf badge, nor shift it under the pointer.
 */

import { oneLine } from "@kit/agent-loop/messages";
import { memo } from "react";
import { useT } from "../i18n/index.tsx";
import { entryLine } from "../model/entry-text.ts";
import type { TreeRow } from "../model/tree-rows.ts";

export interface TreeRowActions {
  onSelect: (entryId: string | null) => void;
  onAskAgain: (entryId: string) => void;
  onToggle: (entryId: string) => void;
  onHover: (entryId: string | undefined) => void;
  onMore: (entryId: string) => void;
  onLabel: (entryId: string) => void;
  onFork: (entryId: string) => void;
  onPreview: (entryId: string) => void;
}

export interface TreeRowViewProps {
  row: TreeRow;
  actions: TreeRowActions;
  onPath: boolean;
  isLeaf: boolean;
  summarised: boolean;
  previewed: boolean;
  linked: boolean;
  showActions: boolean;
  locked: boolean;
}

export const TreeRowView = memo(function TreeRowView({
  row,
  actions,
  onPath,
  isLeaf,
  summarised,
  previewed,
  linked,
  showActions,
  locked,
}: TreeRowViewProps) {
  const t = useT();
  const { node } = row;
  const line = entryLine(node.entry);
  const id = node.entry.id;
  const isUser = line.kind === "user";
  const classes = [
    "tree-row",
    `kind-${line.kind}`,
    onPath && !summarised ? "on-path" : "",
    summarised ? "summarised" : "",
    isLeaf ? "leaf" : "",
    row.branchStart ? "branch-start" : "",
    previewed ? "previewed" : "",
    linked ? "linked" : "",
    showActions ? "actions-open" : "",
  ];
  return (
    <li
      className={classes.filter(Boolean).join(" ")}
      data-testid="tree-row"
      data-entry-id={id}
      data-on-path={onPath}
      data-summarised={summarised}
      data-leaf={isLeaf}
      data-linked={linked}
      onMouseEnter={() => actions.onHover(id)}
    >
      {row.guide !== "" && (
        <span className="guide" aria-hidden="true">
          {row.guide}
        </span>
      )}
      {row.branchStart ? (
        <button
          type="button"
          className="toggle"
          data-testid="tree-toggle"
          aria-expanded={!row.collapsed}
          onClick={() => actions.onToggle(id)}
          title={row.collapsed ? t.expandBranch : t.collapseBranch}
        >
          {row.collapsed ? "▸" : "▾"}
        </button>
      ) : (
        <span className="toggle-space" />
      )}
      <button
        type="button"
        className="tree-select"
        data-testid="tree-select"
        disabled={locked}
        onClick={() => (isUser ? actions.onAskAgain(id) : actions.onSelect(id))}
        title={locked ? t.busy : isUser ? t.selectUser : t.selectOther(id)}
      >
        <span className="marker">{isLeaf ? "●" : row.forks ? "┬" : onPath ? "│" : "·"}</span>
        <span className="tag">{line.tag}</span>
        <span className="text">{oneLine(line.text, 70)}</span>
        {node.label && (
          <span className="label-badge" data-testid="tree-label">
            {node.label}
          </span>
        )}
        {summarised && <span className="summarised-tag">{t.summarised}</span>}
        {row.collapsed && <span className="hidden-count">{t.moreHidden(node.descendants)}</span>}
        {isLeaf && <span className="leaf-badge">{t.leafBadge}</span>}
      </button>
      <button
        type="button"
        className="more"
        data-testid="tree-more"
        aria-expanded={showActions}
        onClick={() => actions.onMore(id)}
        title={t.rowActions}
      >
        ⋯
      </button>
      {showActions && (
        <span className="row-actions" data-testid="row-actions">
          <button type="button" data-testid="tree-preview" onClick={() => actions.onPreview(id)} title={t.previewTitle}>
            {t.preview}
          </button>
          <button
            type="button"
            data-testid="tree-label-button"
            onClick={() => actions.onLabel(id)}
            title={t.labelRowTitle}
          >
            {t.labelRow}
          </button>
          <button type="button" data-testid="tree-fork" onClick={() => actions.onFork(id)} title={t.forkRowTitle}>
            {t.forkRow}
          </button>
        </span>
      )}
    </li>
  );
}, sameRow);

/**
 * The drawn tree is built again when an entry is appended, with new row
 * objects for the same entries; a row is drawn again only if what it shows
 * changed, so one append or one leaf move in a long session redraws a few
 * rows, not all of them.
 */
function sameRow(before: TreeRowViewProps, after: TreeRowViewProps): boolean {
  const a = before.row;
  const b = after.row;
  return (
    a.node.entry === b.node.entry &&
    a.node.label === b.node.label &&
    a.node.descendants === b.node.descendants &&
    a.guide === b.guide &&
    a.branchStart === b.branchStart &&
    a.forks === b.forks &&
    a.collapsed === b.collapsed &&
    before.actions === after.actions &&
    before.onPath === after.onPath &&
    before.isLeaf === after.isLeaf &&
    before.summarised === after.summarised &&
    before.previewed === after.previewed &&
    before.linked === after.linked &&
    before.showActions === after.showActions &&
    before.locked === after.locked
  );
}
