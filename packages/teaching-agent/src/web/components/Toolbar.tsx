/** The session's actions, each one endpoint (compact, fork, label, name), and the page's own switches. */
import { LANGUAGES, type Language, useI18n } from "../i18n/index.tsx";

export interface ToolbarProps {
  /** Nothing that changes the session may start: a run streams, or a replay is shown. */
  busy: boolean;
  /** No session to act on (not loaded, or its file is damaged): every button is off, Replay too. */
  unavailable: boolean;
  hasLeaf: boolean;
  replaying: boolean;
  presentation: boolean;
  /** The teacher follows a student: the actions that would change the session are not shown at all. */
  readOnly?: boolean;
  onCompact: () => void;
  onFork: () => void;
  onLabel: () => void;
  onRename: () => void;
  onReplay: () => void;
  onPresentation: (on: boolean) => void;
  /** The session as one HTML file (`GET /export/ID.html`); absent where the server does not export. */
  exportHref?: string | undefined;
}

export function Toolbar(props: ToolbarProps) {
  const { t, language, setLanguage } = useI18n();
  const { busy, hasLeaf } = props;
  // Compact, fork and label act at the leaf; a name belongs to the session, so it needs no leaf.
  const actions = [
    { id: "compact", needsLeaf: true, onClick: props.onCompact, title: t.compactTitle, text: t.compact },
    { id: "fork", needsLeaf: true, onClick: props.onFork, title: t.forkTitle, text: t.fork },
    { id: "label", needsLeaf: true, onClick: props.onLabel, title: t.labelTitle, text: t.label },
    { id: "rename", needsLeaf: false, onClick: props.onRename, title: t.nameTitle, text: t.name },
  ];
  return (
    <div className="toolbar">
      {(props.readOnly ? [] : actions).map((action) => (
        <button
          key={action.id}
          type="button"
          data-testid={`${action.id}-button`}
          disabled={busy || props.unavailable || (action.needsLeaf && !hasLeaf)}
          onClick={action.onClick}
          title={action.title}
        >
          {action.text}
        </button>
      ))}
      <button
        type="button"
        data-testid="replay-button"
        aria-pressed={props.replaying}
        disabled={props.unavailable}
        onClick={props.onReplay}
        title={t.replayTitle}
      >
        {t.replay}
      </button>
      {props.exportHref && (
        <a className="button-link" data-testid="export-link" href={props.exportHref} download title={t.exportTitle}>
          {t.exportSession}
        </a>
      )}
      <label className="switch" title={t.presentationTitle}>
        <input
          type="checkbox"
          data-testid="presentation-toggle"
          checked={props.presentation}
          onChange={(event) => props.onPresentation(event.target.checked)}
        />{" "}
        {t.presentation}
      </label>
      <label className="switch">
        <span className="sr-only">{t.language}</span>
        <select
          data-testid="language-select"
          aria-label={t.language}
          value={language}
          onChange={(event) => setLanguage(event.target.value as Language)}
        >
          {Object.entries(LANGUAGES).map(([tag, messages]) => (
            <option key={tag} value={tag}>
              {messages.languageName}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
