/**
 * Choosing the model from the environment: a real endpoint when a key is set,
 * the offline teaching model otherwise.
 *
 * The kit runs offline by default; a real model is opt-in. The three variables
 * are the ones most OpenAI-compatible tools read, so one setting works for
 * OpenAI, DeepSeek, Ollama, vLLM and others.
 */
import type { Model } from "./model.ts";
import { createOpenAIModel } from "./openai-model.ts";
import { createTeachingModel } from "./teaching/behaviour.ts";

/** Used when OPENAI_MODEL is not set. */
export const DEFAULT_OPENAI_MODEL = "gpt-4o-mini";

// #region model-from-environment
export function modelFromEnvironment(
  env: Record<string, string | undefined> = process.env,
  now: () => number = Date.now,
): Model {
  const apiKey = env.OPENAI_API_KEY;
  if (!apiKey) return createTeachingModel({ now });
  return createOpenAIModel({
    apiKey,
    ...(env.OPENAI_BASE_URL ? { baseURL: env.OPENAI_BASE_URL } : {}),
    model: env.OPENAI_MODEL || DEFAULT_OPENAI_MODEL,
    now,
  });
}
// #endregion model-from-environment
