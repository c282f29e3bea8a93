/**
 * One entry of the tree, on one line: the connector, a marker (the leaf, a
 * fork), who or what it is, the start of its text, its label. A click follows
 * pi's /tree: on a user message the leaf moves to just before it and the text
 * goes back to the editor (ask again); on anything else the leaf moves there.
 * The "⋯" at the end opens the entry's own actions on a line below the row
 * (preview its context, label, fork, copy a link to it), which act without
 * moving the leaf, and never cover the row's text or the leaf badge, nor shift
 * it under the pointer. On a message of the active path a second line offers
 * the context edits (hide it from the model, replace what the model gets):
 * appended at the leaf, like every entry. Choosing an action closes the menu.
 * The row is a `treeitem` named by its words; the drawing (connectors,
 * markers, ▾ and ⋯) is CSS content, so no name or read-out carries it. Its
 * buttons are left out of the Tab order (the tree's keys reach them), but for
 * the ⋯ of the row in focus, so Tab from the tree lands on its actions.
 */

import { oneLine } from "@kit/agent-loop/messages";
import { isEditableMessage, isKnownEntry, type SessionEntry } from "@kit/session-core/tree";
import { memo, useEffect, useRef } from "react";
import { useT } from "../i18n/index.tsx";
import { entryLine } from "../model/entry-text.ts";
import type { EntryEdit } from "../model/session-view.ts";
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
  /** Copies a link that opens the session at this entry (`#session=…&entry=…`). */
  onCopyLink: (entryId: string) => void;
  /** The row was clicked: it becomes the tree's row in keyboard focus. */
  onFocusRow: (entryId: string) => void;
  /** Appends a context edit that leaves this message out of what the model gets. */
  onHideFromModel: (entryId: string) => void;
  /** Asks for the text the model should get instead, then appends a context edit. */
  onReplaceForModel: (entryId: string) => void;
}

/**
 * Can a context edit change what this entry gives the model? session-core's rule: a user, assistant or tool result
 * message, or a custom message.
 */
export function canEditForModel(entry: SessionEntry): boolean {
  if (!isKnownEntry(entry)) return false;
  if (entry.type === "custom_message") return true;
  return entry.type === "message" && isEditableMessage(entry.message);
}

/** The DOM id of an entry's row, for the tree's aria-activedescendant. */
export const rowDomId = (entryId: string) => `tree-row-${entryId}`;

export interface TreeRowViewProps {
  row: TreeRow;
  actions: TreeRowActions;
  onPath: boolean;
  isLeaf: boolean;
  summarised: boolean;
  previewed: boolean;
  linked: boolean;
  showActions: boolean;
  /** The tree's row in keyboard focus. */
  focused: boolean;
  /** The entry the page's address links to. */
  deepLinked: boolean;
  locked: boolean;
  /** A context edit changes what the model gets for this entry at the leaf shown. */
  edit: EntryEdit | undefined;
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
  focused,
  deepLinked,
  locked,
  edit,
}: TreeRowViewProps) {
  const t = useT();
  const { node } = row;
  const line = entryLine(node.entry, t);
  const id = node.entry.id;
  const isUser = line.kind === "user";
  // An edit changes the context of its own branch: offered on the active path, where the model still sees the entry.
  const editable = onPath && !summarised && canEditForModel(node.entry);
  const editMark = edit && (edit.kind === "omitted" ? t.omittedMark : t.editedMark);
  const firstAction = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (showActions) firstAction.current?.focus();
  }, [showActions]);
  // The row's name is its words in the order they are shown, without the drawing and the buttons' names. The open
  // ⋯ menu is drawn inside the row, so its words are then shown in it too and belong at the end of its name: a
  // name that leaves out words the row shows is what WCAG's "label in name" (axe: label-content-name-mismatch)
  // fails, as someone using speech input names a thing by the words they see.
  const name = [
    t.kindName(line.kind, line.tag),
    oneLine(line.text, 70),
    node.label,
    summarised && t.summarised,
    editMark,
    row.collapsed && t.moreHidden(node.descendants),
    isLeaf && t.leafBadge,
    ...(showActions ? [t.preview, t.labelRow, t.forkRow, t.copyLink] : []),
    ...(showActions && editable ? [t.hideFromModel, t.replaceForModel] : []),
  ]
    .filter(Boolean)
    .join(" ");
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
    focused ? "focused" : "",
    deepLinked ? "deep-linked" : "",
    edit ? `edit-${edit.kind}` : "",
  ];
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the tree's own keys (TreePanel) move the focus
    // biome-ignore lint/a11y/useFocusableInteractive: the focus stays on the tree, which points here (activedescendant)
    <li
      className={classes.filter(Boolean).join(" ")}
      id={rowDomId(id)}
      role="treeitem"
      aria-level={row.depth + 1}
      aria-selected={isLeaf}
      aria-current={isLeaf ? "location" : undefined}
      aria-expanded={row.branchStart ? !row.collapsed : undefined}
      aria-label={name}
      onClick={() => actions.onFocusRow(id)}
      data-testid="tree-row"
      data-entry-id={id}
      data-on-path={onPath}
      data-summarised={summarised}
      data-leaf={isLeaf}
      data-linked={linked}
      data-deep-linked={deepLinked}
      data-edit={edit?.kind}
      onMouseEnter={() => actions.onHover(id)}
    >
      {row.guide !== "" && <span className="guide" aria-hidden="true" data-glyph={row.guide} />}
      {row.branchStart ? (
        <button
          type="button"
          className="toggle"
          data-testid="tree-toggle"
          tabIndex={-1}
          aria-label={row.collapsed ? t.expandBranch : t.collapseBranch}
          onClick={() => actions.onToggle(id)}
          title={row.collapsed ? t.expandBranch : t.collapseBranch}
        >
          <span className="glyph" aria-hidden="true" data-glyph={row.collapsed ? "▸" : "▾"} />
        </button>
      ) : (
        <span className="toggle-space" />
      )}
      <button
        type="button"
        className="tree-select"
        data-testid="tree-select"
        tabIndex={-1}
        disabled={locked}
        onClick={() => (isUser ? actions.onAskAgain(id) : actions.onSelect(id))}
        title={locked ? t.busy : isUser ? t.selectUser : t.selectOther(id)}
      >
        <span className="marker" aria-hidden="true" data-glyph={isLeaf ? "●" : row.forks ? "┬" : onPath ? "│" : "·"} />
        {/* The spaces between the parts keep the words apart for a screen reader (flex draws the gaps). */}
        <span className="tag">{t.kindName(line.kind, line.tag)}</span>{" "}
        <span className="text">{oneLine(line.text, 70)}</span>{" "}
        {node.label && (
          <span className="label-badge" data-testid="tree-label" title={node.label}>
            {node.label}
          </span>
        )}{" "}
        {summarised && <span className="summarised-tag">{t.summarised}</span>}{" "}
        {edit && (
          <span
            className={`edit-mark ${edit.kind}`}
            data-testid="tree-edit-mark"
            title={edit.kind === "omitted" ? t.omittedTitle(edit.editId) : t.editedTitle(edit.editId)}
          >
            {editMark}
          </span>
        )}{" "}
        {row.collapsed && <span className="hidden-count">{t.moreHidden(node.descendants)}</span>}{" "}
        {isLeaf && <span className="leaf-badge">{t.leafBadge}</span>}
      </button>
      <button
        type="button"
        className="more"
        data-testid="tree-more"
        tabIndex={focused ? 0 : -1}
        aria-expanded={showActions}
        aria-label={t.rowActionsFor(oneLine(line.text, 40))}
        aria-keyshortcuts="Shift+F10"
        onClick={() => actions.onMore(id)}
        title={t.rowActions}
      >
        <span className="glyph" aria-hidden="true" data-glyph="⋯" />
      </button>{" "}
      {showActions && (
        <span className="row-actions" data-testid="row-actions">
          {/* The spaces keep the words apart in the row's text, as in its line above (flex draws the gaps). */}
          <button
            type="button"
            ref={firstAction}
            data-testid="tree-preview"
            onClick={() => actions.onPreview(id)}
            title={t.previewTitle}
          >
            {t.preview}
          </button>{" "}
          <button
            type="button"
            data-testid="tree-label-button"
            onClick={() => actions.onLabel(id)}
            title={t.labelRowTitle}
          >
            {t.labelRow}
          </button>{" "}
          <button type="button" data-testid="tree-fork" onClick={() => actions.onFork(id)} title={t.forkRowTitle}>
            {t.forkRow}
          </button>{" "}
          <button
            type="button"
            data-testid="tree-copy-link"
            onClick={() => actions.onCopyLink(id)}
            title={t.copyLinkTitle}
          >
            {t.copyLink}
          </button>
          {editable && (
            // A line of its own, as wide as the four above: the menu covers no more of the rows beside it.
            <span className="row-edit-actions">
              {" "}
              <button
                type="button"
                data-testid="tree-hide-from-model"
                disabled={locked}
                onClick={() => actions.onHideFromModel(id)}
                title={locked ? t.busy : t.hideFromModelTitle}
              >
                {t.hideFromModel}
              </button>{" "}
              <button
                type="button"
                data-testid="tree-replace-for-model"
                disabled={locked}
                onClick={() => actions.onReplaceForModel(id)}
                title={locked ? t.busy : t.replaceForModelTitle}
              >
                {t.replaceForModel}
              </button>
            </span>
          )}
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
    before.focused === after.focused &&
    before.deepLinked === after.deepLinked &&
    before.locked === after.locked &&
    before.edit?.kind === after.edit?.kind &&
    before.edit?.editId === after.edit?.editId
  );
}
