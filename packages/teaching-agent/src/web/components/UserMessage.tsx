/** A user message, with pi's "edit and resubmit": go back to just before it and ask again. */
import type { UserMessage as UserMessageType } from "@kit/agent-loop";
import { contentText } from "../model/entry-text.ts";

export function UserMessage({ message, onEdit }: { message: UserMessageType; onEdit: (() => void) | undefined }) {
  return (
    <div className="bubble user">
      <p className="text">{contentText(message.content)}</p>
      {onEdit && (
        <button type="button" className="link-button" data-testid="edit-message" onClick={onEdit} title="Move the leaf to just before this message and put its text back in the editor">
          edit and resubmit
        </button>
      )}
    </div>
  );
}
