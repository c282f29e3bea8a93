/** Right after Compact, atop the request panel: how much smaller (or, now and then, larger) the request became. */
import { useT } from "../i18n/index.tsx";
import { type CompactionSaving, percentChange, signedPercent } from "../model/compaction-saving.ts";

export function CompactionSavingLine({ saving }: { saving: CompactionSaving }) {
  const t = useT();
  const change = percentChange(saving);
  const tokens = t.tokensBeforeAfter(saving.tokensBefore, saving.tokensAfter, signedPercent(change));
  const messages = t.messagesBeforeAfter(saving.messagesBefore, saving.messagesAfter);
  return (
    <p
      className="compaction-saving"
      data-testid="compaction-saving"
      data-tokens-before={saving.tokensBefore}
      data-tokens-after={saving.tokensAfter}
      data-messages-before={saving.messagesBefore}
      data-messages-after={saving.messagesAfter}
    >
      <strong>{change < 0 ? t.compactionSaved : t.compactionSavedNothing}</strong> {tokens} · {messages}
    </p>
  );
}
