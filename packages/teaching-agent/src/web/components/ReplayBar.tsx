/**
 * The replay slider: the session file line by line. Each position shows the
 * tree, the leaf and the context as they were just after that line was
 * appended; ← and → step one line. Nothing in the file is ever rewritten, so
 * the past is simply a shorter file.
 */

import { oneLine } from "@kit/agent-loop/messages";
import type { SessionEntry } from "@kit/session-core/tree";
import { useEffect } from "react";
import { useT } from "../i18n/index.tsx";
import { entryLine } from "../model/entry-text.ts";

export interface ReplayBarProps {
  lines: number;
  total: number;
  last: SessionEntry | undefined;
  onMove: (lines: number) => void;
  onExit: () => void;
}

export function ReplayBar({ lines, total, last, onMove, onExit }: ReplayBarProps) {
  const t = useT();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      // Typing stays typing; the slider moves by itself on its arrow keys.
      if (target?.closest("textarea, input, select")) return;
      if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
        event.preventDefault();
        onMove(Math.max(0, Math.min(total, lines + (event.key === "ArrowLeft" ? -1 : 1))));
      }
      if (event.key === "Escape") onExit();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [lines, total, onMove, onExit]);
  const line = last && entryLine(last, t);
  return (
    <div className="replay-bar" data-testid="replay-bar" data-lines={lines}>
      <input
        type="range"
        min={0}
        max={total}
        value={lines}
        data-testid="replay-slider"
        aria-label={t.replay}
        onChange={(event) => onMove(Number(event.target.value))}
      />
      <span className="replay-position" data-testid="replay-position">
        {t.replayLine(lines, total)}
      </span>
      <span className="replay-last">
        {last && line ? (
          <>
            {t.replayAppended(last.type)} <code>{last.id}</code> {line.tag}: {oneLine(line.text, 50)}
          </>
        ) : (
          t.replayStart
        )}
      </span>
      <span className="muted">{t.replayHelp}</span>
      <button type="button" className="primary small" data-testid="replay-exit" onClick={onExit}>
        {t.exitReplay}
      </button>
    </div>
  );
}
