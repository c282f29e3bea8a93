/**
 * A run that compacts between its turns: the model reads a file, then answers, and writes a summary when asked
 * for one (a request with no tools). The window is small, so after a long first question the second run's tool
 * result pushes the context into the reserve, and the run compacts before its next model call.
 */
import { createScriptedModel, type Model } from "@kit/agent-loop";
import type { CompactionSettings } from "@kit/compaction";

export function compactingModel(): Model {
  return createScriptedModel({
    replies: (request) =>
      request.tools.length === 0 || /summar/i.test(request.systemPrompt)
        ? { text: "## Goal\n- read files" }
        : request.messages.at(-1)?.role === "toolResult"
          ? { text: "done reading" }
          : { toolCalls: [{ name: "read_file", arguments: { path: "sessions.md" } }] },
  });
}

export const SMALL_WINDOW: Partial<CompactionSettings> = {
  contextWindow: 400,
  reserveTokens: 100,
  keepRecentTokens: 100,
};

/** A question of about `n` × 9 words: 40 fills most of the small window, 2 leaves room for one turn. */
export const longText = (n: number) =>
  `please remember this: ${"the quick brown fox jumps over the lazy dog ".repeat(n)}`;
