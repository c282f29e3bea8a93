/**
 * Fair use in a class: what one student may do, and what the whole class may
 * spend of a real model. Each limit has a default and an environment variable;
 * a student who reaches one is answered 429 with the limit's name.
 *
 * | variable                        | default | what it bounds                                     |
 * |---------------------------------|---------|----------------------------------------------------|
 * | KIT_CLASS_PROMPTS_PER_MINUTE    | 10      | prompts one student sends in any 60 seconds        |
 * | KIT_CLASS_STREAMS_PER_STUDENT   | 4       | event streams one student holds open (tabs)        |
 * | KIT_CLASS_SESSIONS_PER_STUDENT  | 20      | session files one student may have                 |
 * | KIT_CLASS_MAX_STUDENTS          | 60      | students who may join                              |
 * | KIT_CLASS_STUDENT_TOKENS        | 200000 with a real model, none offline | model tokens one student may use |
 * | KIT_CLASS_TOKENS                | 2000000 with a real model, none offline | model tokens the class may use |
 */
import type { Environment } from "../config.ts";

export interface ClassLimits {
  promptsPerMinute: number;
  streamsPerStudent: number;
  sessionsPerStudent: number;
  maxStudents: number;
  /** Infinity: no budget (the offline teaching model costs nothing). */
  studentTokens: number;
  classTokens: number;
}

export function classLimitsFrom(env: Environment, realModel: boolean): ClassLimits {
  return {
    promptsPerMinute: countFrom(env, "KIT_CLASS_PROMPTS_PER_MINUTE", 10),
    streamsPerStudent: countFrom(env, "KIT_CLASS_STREAMS_PER_STUDENT", 4),
    sessionsPerStudent: countFrom(env, "KIT_CLASS_SESSIONS_PER_STUDENT", 20),
    maxStudents: countFrom(env, "KIT_CLASS_MAX_STUDENTS", 60),
    studentTokens: countFrom(env, "KIT_CLASS_STUDENT_TOKENS", realModel ? 200_000 : Number.POSITIVE_INFINITY),
    classTokens: countFrom(env, "KIT_CLASS_TOKENS", realModel ? 2_000_000 : Number.POSITIVE_INFINITY),
  };
}

function countFrom(env: Environment, name: string, fallback: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const count = Number(text);
  if (!Number.isSafeInteger(count) || count < 1) {
    throw new Error(`${name} must be a whole number of at least 1; it is "${text}"`);
  }
  return count;
}
