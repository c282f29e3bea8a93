/**
 * The server shows someone's real sessions read-only (`npm start --
 * --pi-sessions`): said once, above the editor, with the one way to go on.
 * Every control that would write is off, and the server refuses writes anyway.
 */
import { useT } from "../i18n/index.tsx";

export function ReadOnlyBanner() {
  const t = useT();
  return (
    <p className="read-only-banner" role="status" data-testid="read-only-banner">
      {t.readOnlyBanner} <code>npm start -- --continue-copy FILE</code>
    </p>
  );
}
