/**
 * One entry of the tree, on one line: a marker (the leaf, a fork), who or
 * what it is, the start of its text, its label. Clicking the line moves the
 * leaf there (POST branch); the small buttons act on the entry without moving
 * anything first.
 */
import { entryLine, oneLine } from "../model/entry-text.ts";
import type { TreeRow } from "../model/tree-rows.ts";

export interface TreeRowActions {
  onSelect: (entryId: string | null) => void;
  onToggle: (entryId: string) => void;
  onEdit: (entryId: string) => void;
  onLabel: (entryId: string) => void;
  onFork: (entryId: string) => void;
  onPreview: (entryId: string) => void;
}

/** Indentation stops growing past this depth; the depth is still shown as a number. */
const MAX_INDENT = 12;

export function TreeRowView({ row, actions, previewed }: { row: TreeRow; actions: TreeRowActions; previewed: boolean }) {
  const { node, depth } = row;
  const line = entryLine(node.entry);
  const id = node.entry.id;
  const isUser = line.kind === "user";
  const classes = ["tree-row", `kind-${line.kind}`, node.onPath ? "on-path" : "", node.isLeaf ? "leaf" : "", row.branchStart ? "branch-start" : "", previewed ? "previewed" : ""];
  return (
    <li
      className={classes.filter(Boolean).join(" ")}
      style={{ paddingLeft: `${0.4 + Math.min(depth, MAX_INDENT) * 1.1}rem` }}
      data-testid="tree-row"
      data-entry-id={id}
      data-on-path={node.onPath}
      data-leaf={node.isLeaf}
    >
      {row.branchStart ? (
        <button type="button" className="toggle" data-testid="tree-toggle" aria-expanded={!row.collapsed} onClick={() => actions.onToggle(id)} title={row.collapsed ? "Expand this branch" : "Collapse this branch"}>
          {row.collapsed ? "▸" : "▾"}
        </button>
      ) : (
        <span className="toggle-space" />
      )}
      <button type="button" className="tree-select" data-testid="tree-select" onClick={() => actions.onSelect(id)} title={`Move the leaf to ${id}`}>
        <span className="marker">{node.isLeaf ? "●" : row.forks ? "┬" : node.onPath ? "│" : "·"}</span>
        <span className="tag">{line.tag}</span>
        <span className="text">{oneLine(line.text, 70)}</span>
        {node.label && <span className="label-badge" data-testid="tree-label">{node.label}</span>}
        {row.collapsed && <span className="hidden-count">+{node.descendants} more</span>}
        {node.isLeaf && <span className="leaf-badge">leaf</span>}
      </button>
      <span className="row-actions">
        {isUser && (
          <button type="button" data-testid="tree-edit" onClick={() => actions.onEdit(id)} title="Edit and resubmit this message">
            edit
          </button>
        )}
        <button type="button" data-testid="tree-preview" onClick={() => actions.onPreview(id)} title="Show what the model would see at this entry, without moving the leaf">
          context
        </button>
        <button type="button" data-testid="tree-label-button" onClick={() => actions.onLabel(id)} title="Label this entry">
          label
        </button>
        <button type="button" data-testid="tree-fork" onClick={() => actions.onFork(id)} title="Copy the path up to this entry into a new session">
          fork
        </button>
      </span>
    </li>
  );
}
