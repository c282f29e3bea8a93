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
 * | KIT_CLASS_FAILED_JOINS_PER_MINUTE | 10    | wrong join or return codes from one address in any 60 seconds |
 * | KIT_CLASS_STUDENT_TOKENS        | 200000 with a real model, none offline | model tokens one student may use |
 * | KIT_CLASS_TOKENS                | 2000000 with a real model, none offline | model tokens the class may use |
 */
import { type Environment, wholeNumberFrom } from "../config.ts";

export interface ClassLimits {
  promptsPerMinute: number;
  streamsPerStudent: number;
  sessionsPerStudent: number;
  maxStudents: number;
  /** Wrong codes one address may send in any 60 seconds before its joins are answered 429. */
  failedJoinsPerMinute: number;
  /** Infinity: no budget (the offline teaching model costs nothing). */
  studentTokens: number;
  classTokens: number;
}

export function classLimitsFrom(env: Environment, realModel: boolean): ClassLimits {
  return {
    promptsPerMinute: wholeNumberFrom(env, "KIT_CLASS_PROMPTS_PER_MINUTE", 10),
    streamsPerStudent: wholeNumberFrom(env, "KIT_CLASS_STREAMS_PER_STUDENT", 4),
    sessionsPerStudent: wholeNumberFrom(env, "KIT_CLASS_SESSIONS_PER_STUDENT", 20),
    maxStudents: wholeNumberFrom(env, "KIT_CLASS_MAX_STUDENTS", 60),
    failedJoinsPerMinute: wholeNumberFrom(env, "KIT_CLASS_FAILED_JOINS_PER_MINUTE", 10),
    studentTokens: wholeNumberFrom(env, "KIT_CLASS_STUDENT_TOKENS", realModel ? 200_000 : Number.POSITIVE_INFINITY),
    classTokens: wholeNumberFrom(env, "KIT_CLASS_TOKENS", realModel ? 2_000_000 : Number.POSITIVE_INFINITY),
  };
}
