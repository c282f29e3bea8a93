/**
 * A session whose last line was torn (a write cut off by a crash or a full
 * disk): opening the file set the half line aside, so the file ends on a whole
 * line again and nothing was lost. The notice stays above the chat for as long
 * as the side file is there, and names it, so a learner knows the bytes exist
 * and where to look.
 */
import type { SessionDetail } from "@kit/server";
import { useT } from "../i18n/index.tsx";

export function TornTailNotice({ parts }: { parts: SessionDetail["tornSetAside"] }) {
  const t = useT();
  if (parts.length === 0) return null;
  return (
    <section className="torn-notice" role="note" data-testid="torn-notice">
      <strong>{t.tornTitle}</strong> {t.tornExplain}
      <ul>
        {parts.map((part) => (
          <li key={part.file}>
            <code data-testid="torn-file">{part.file}</code> {t.tornBytes(part.bytes)}
          </li>
        ))}
      </ul>
    </section>
  );
}
