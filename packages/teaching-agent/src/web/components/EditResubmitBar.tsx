/**
 * The confirmation for pi's edit-and-resubmit. Selecting a user message moves
 * the leaf to its parent and puts its text back in the editor; sending then
 * starts a new branch beside the old one. Optionally the branch being left is
 * summarised into a branch_summary entry, so the model still learns what
 * happened there.
 */
import { useState } from "react";
import { oneLine } from "../model/entry-text.ts";

export interface EditResubmitBarProps {
  text: string;
  onConfirm: (summarize: boolean) => void;
  onCancel: () => void;
}

export function EditResubmitBar({ text, onConfirm, onCancel }: EditResubmitBarProps) {
  const [summarize, setSummarize] = useState(false);
  return (
    <div className="edit-bar" data-testid="edit-bar">
      <p>
        Edit <q>{oneLine(text, 60)}</q>: the leaf moves to just before it and its text comes back to the editor. The old branch stays in the tree.
      </p>
      <label>
        <input type="checkbox" data-testid="summarize-checkbox" checked={summarize} onChange={(event) => setSummarize(event.target.checked)} /> summarize the abandoned branch
      </label>
      <div className="row">
        <button type="button" className="primary" data-testid="confirm-edit" onClick={() => onConfirm(summarize)}>
          Edit
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
