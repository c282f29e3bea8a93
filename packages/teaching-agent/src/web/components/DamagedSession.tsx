/**
 * A session file the server cannot open (422 damaged_session): in the chat's
 * place, for as long as it is open, the problems as the server listed them
 * (one a line, with line numbers) and the two commands that check and mend
 * the file. Nothing on the page can act on it meanwhile: the file is for
 * `repair` (or pi) to fix, and the page never writes into a damaged file.
 */
import type { Damage } from "../hooks/useShownDetail.ts";
import { useT } from "../i18n/index.tsx";

export function DamagedSession({ damage: { message, file = "FILE.jsonl" } }: { damage: Damage }) {
  const t = useT();
  return (
    <section className="damaged" role="alert" data-testid="damaged-session">
      <h2>{t.damagedTitle}</h2>
      <p>{t.damagedExplain}</p>
      <pre className="damaged-text" data-testid="damaged-problems">
        {message}
      </pre>
      <p>{t.damagedCommands}</p>
      <pre
        className="damaged-text"
        data-testid="damaged-commands"
      >{`npm run session -- check ${file}\nnpm run session -- repair ${file}`}</pre>
    </section>
  );
}
