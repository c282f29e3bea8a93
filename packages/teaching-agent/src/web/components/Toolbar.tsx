/** The session's actions, each one endpoint: compact, abort, fork, label, name. */
export interface ToolbarProps {
  running: boolean;
  hasLeaf: boolean;
  onCompact: () => void;
  onAbort: () => void;
  onFork: () => void;
  onLabel: () => void;
  onRename: () => void;
}

export function Toolbar({ running, hasLeaf, onCompact, onAbort, onFork, onLabel, onRename }: ToolbarProps) {
  return (
    <div className="toolbar">
      <button type="button" data-testid="compact-button" disabled={running || !hasLeaf} onClick={onCompact} title="POST /compact: summarise the older part of the path into a compaction entry">
        Compact
      </button>
      <button type="button" data-testid="toolbar-abort" disabled={!running} onClick={onAbort} title="POST /abort: stop the run">
        Abort
      </button>
      <button type="button" data-testid="fork-button" disabled={!hasLeaf} onClick={onFork} title="POST /fork: a new session holding the path up to the leaf">
        Fork
      </button>
      <button type="button" data-testid="label-button" disabled={!hasLeaf} onClick={onLabel} title="POST /label: bookmark the leaf">
        Label
      </button>
      <button type="button" data-testid="rename-button" onClick={onRename} title="POST /name: name this session">
        Name
      </button>
    </div>
  );
}
