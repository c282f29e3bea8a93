/** Where the user types. Enter sends; Shift+Enter makes a new line. One run at a time: abort stops it. */
import { type ReactNode, useEffect, useRef } from "react";
import { useT } from "../i18n/index.tsx";

/** The editor's DOM id: Escape in the tree comes back here. */
export const EDITOR_ID = "prompt-input";
const TO_TREE_HINT_ID = "prompt-to-tree";

export interface EditorProps {
  text: string;
  onChange: (text: string) => void;
  onSend: () => void;
  onAbort: () => void;
  running: boolean;
  disabled: boolean;
  /** Changes when the editor should take the focus: a session opened, text put back by "ask again". */
  focusKey: string;
  /** Escape in the question box: to the session tree, one key from here (Escape there comes back). */
  onToTree: () => void;
  /** The speed control, beside the buttons. */
  children?: ReactNode;
}

export function Editor(props: EditorProps) {
  const { text, onChange, onSend, onAbort, running, disabled, focusKey, onToTree, children } = props;
  const t = useT();
  const area = useRef<HTMLTextAreaElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focusKey changes when the editor should take the focus
  useEffect(() => {
    if (!disabled) area.current?.focus({ preventScroll: true });
  }, [focusKey, disabled]);
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
        id={EDITOR_ID}
        aria-label={t.placeholder}
        aria-keyshortcuts="Escape"
        aria-describedby={TO_TREE_HINT_ID}
        data-testid="prompt-input"
        readOnly={disabled}
        value={text}
        placeholder={running ? t.answering : t.placeholder}
        rows={3}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          // Escape while an input method is composing (pinyin) cancels the composition: it stays in the box.
          if (event.key === "Escape" && !event.nativeEvent.isComposing) {
            event.preventDefault();
            onToTree();
          }
          if (event.key === "Enter" && !event.shiftKey) {
            event.preventDefault();
            if (canSend) onSend();
          }
        }}
      />
      <span className="sr-only" id={TO_TREE_HINT_ID}>
        {t.toTreeHint}
      </span>
      <div className="editor-buttons">
        {children}
        {running ? (
          <button type="button" className="danger" data-testid="abort-button" onClick={onAbort}>
            {t.abort}
          </button>
        ) : (
          <button type="submit" className="primary" data-testid="send-button" disabled={!canSend}>
            {t.send}
          </button>
        )}
      </div>
    </form>
  );
}
