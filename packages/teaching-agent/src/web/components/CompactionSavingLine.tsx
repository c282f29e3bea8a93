/** Right after Compact, at the top of the request panel: how much smaller the request became. */
import { useT } from "../i18n/index.tsx";
import type { CompactionSaving } from "../model/compaction-saving.ts";

export function CompactionSavingLine({ saving }: { saving: CompactionSaving }) {
  const t = useT();
  const percent = saving.tokensBefore > 0 ? Math.round((1 - saving.tokensAfter / saving.tokensBefore) * 100) : 0;
  const tokens = t.tokensBeforeAfter(saving.tokensBefore, saving.tokensAfter, percent);
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
      <strong>{t.compactionSaved}</strong> {tokens} · {messages}
    </p>
  );
}
