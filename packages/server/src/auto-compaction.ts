/**
 * Compaction between the turns of a run, so that a long chain of tool calls is
 * compacted before the next model call overflows the window, not after.
 *
 * compaction's `compactBetweenTurns` does the work; it relies on each message
 * being saved at its `message_end` (the session's context is then the loop's
 * context), which is what the run manager does. This file only connects it to
 * the event hub: the session announces the summary entry itself
 * (session_updated), and the `compaction` event adds the figures.
 */
import type { Model } from "@kit/agent-loop";
import { type CompactionSettings, compactBetweenTurns } from "@kit/compaction";
import { summaryLines } from "./compaction-words.ts";
import type { BetweenTurnsFactory } from "./run-manager.ts";
import type { EventHub } from "./sse-hub.ts";

export function autoCompaction(model: Model, settings: CompactionSettings, hub: EventHub): BetweenTurnsFactory {
  return (sessionId, session, step) => {
    if (!settings.enabled) return undefined;
    return compactBetweenTurns(session, model, settings, {
      summaryLines: summaryLines(),
      // A run paced step by step waits here too: the summary entry and the figures are one click each.
      beforeAppend: () => step("session_updated"),
      onCompaction: async (result) => {
        await step("compaction");
        hub.publish(sessionId, {
          type: "compaction",
          entryId: result.entryId,
          tokensBefore: result.tokensBefore,
          tokensAfter: result.tokensAfter,
        });
      },
    });
  };
}
