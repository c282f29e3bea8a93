/**
 * What `npm start` changes for a classroom, and why. With no key, the model is
 * the offline teaching model, which would otherwise answer in an instant: it
 * is slowed to a reading pace, so a learner sees the reply stream in and has
 * time to watch the events arrive. And pi's compaction defaults keep the last
 * 20,000 tokens word for word, which a class never reaches with short scripted
 * answers: the teaching agent keeps only about the last answer, so Compact
 * has something to summarise after two or three questions and the request
 * the model is sent visibly shrinks (the summary stands for the rest).
 *
 * With OPENAI_API_KEY set, nothing is changed: a real model, pi's defaults.
 */
import { createTeachingModel, type Model, modelFromEnvironment } from "@kit/agent-loop";
import type { CompactionSettings } from "@kit/compaction";

export interface ClassroomSettings {
  model: Model;
  compaction: Partial<CompactionSettings> | undefined;
}

// #region classroom
/** Keep about the last answer word for word: a short class session's request then shrinks by a third and more. */
export const CLASSROOM_COMPACTION: Partial<CompactionSettings> = { keepRecentTokens: 60 };

export function classroomSettings(env: Record<string, string | undefined> = process.env): ClassroomSettings {
  if (env.OPENAI_API_KEY) return { model: modelFromEnvironment(env), compaction: undefined };
  return {
    // Three words every 40 ms: a reply takes a second or two to appear.
    model: createTeachingModel({ pieceDelayMs: 40 }),
    compaction: CLASSROOM_COMPACTION,
  };
}
// #endregion classroom
