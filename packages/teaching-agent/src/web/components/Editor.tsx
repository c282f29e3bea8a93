/** Where the user types. Enter sends; Shift+Enter makes a new line. One run at a time: abort stops it. */
import { useEffect, useRef } from "react";

export interface EditorProps {
  text: string;
  onChange: (text: string) => void;
  onSend: () => void;
  onAbort: () => void;
  running: boolean;
  disabled: boolean;
  /** Changes when the text was put back by edit-and-resubmit: focus the editor then. */
  focusKey: number;
}

export function Editor({ text, onChange, onSend, onAbort, running, disabled, focusKey }: EditorProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (focusKey > 0) area.current?.focus();
  }, [focusKey]);
  const canSend = !running && !disabled && text.trim() !== "";
  return (
    <form
      className="editor"
      onSubmit={(event) => {
        event.preventDefault();
        if (canSend) onSend();
      }}
    >
      <textarea
        ref={area}
        data-testid="prompt-input"
        value={text}
        placeholder={running ? "The agent is answering…" : "Ask the agent (try: list the files, read README.md, how does compaction work?)"}
        rows={3}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && !event.shiftKey) {
            event.preventDefault();
            if (canSend) onSend();
          }
        }}
      />
      <div className="editor-buttons">
        {running ? (
          <button type="button" className="danger" data-testid="abort-button" onClick={onAbort}>
            Abort
          </button>
        ) : (
          <button type="submit" className="primary" data-testid="send-button" disabled={!canSend}>
            Send
          </button>
        )}
      </div>
    </form>
  );
}
