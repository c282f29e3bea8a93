/**
 * Fair use in a class: what one student (or one machine) may do, and what the
 * whole class may spend. Each limit has a default and an environment variable;
 * a request past one is answered 429 (or 413 for a size) with the limit's name,
 * and, when waiting helps, `Retry-After` and `retryAfterSeconds`.
 *
 * | variable                          | default | what it bounds                                   |
 * |-----------------------------------|---------|--------------------------------------------------|
 * | KIT_CLASS_PROMPTS_PER_MINUTE      | 10      | prompts one student sends in any 60 seconds      |
 * | KIT_CLASS_WRITES_PER_MINUTE       | 60      | other writes of one student in any 60 seconds (a) |
 * | KIT_CLASS_PROMPT_BYTES            | 16384   | bytes (UTF-8) of one prompt's text               |
 * | KIT_CLASS_STUDENT_MIB             | 10      | MiB one student's sessions and workspace may hold |
 * | KIT_CLASS_STREAMS_PER_STUDENT     | 4       | event streams one student holds open (tabs)      |
 * | KIT_CLASS_SESSIONS_PER_STUDENT    | 20      | session files one student may have               |
 * | KIT_CLASS_MAX_STUDENTS            | 60      | students who may join                            |
 * | KIT_CLASS_JOINS_PER_MINUTE        | 4       | new students joining from one address in any 60 s (b) |
 * | KIT_CLASS_FAILED_JOINS_PER_MINUTE | 10      | wrong join or return codes from one address in any 60 seconds |
 * | KIT_CLASS_CONNECTIONS_PER_ADDRESS | 32      | TCP connections open at once from one address    |
 * | KIT_CLASS_MAX_RSS_MIB             | 1536    | server memory past which prompting pauses        |
 * | KIT_CLASS_MIN_FREE_DISK_MIB       | 512     | free disk under which prompting pauses           |
 * | KIT_CLASS_STUDENT_TOKENS          | 200000 with a real model, none offline | model tokens one student may use |
 * | KIT_CLASS_TOKENS                  | 2000000 with a real model, none offline | model tokens the class may use |
 *
 * (a) new sessions, forks, branches, navigation, compaction, labels and names.
 * (b) a lab behind one NAT address raises it: the terminal shows it at start.
 */
import { type Environment, wholeNumberFrom } from "@kit/server/building-blocks";

export interface ClassLimits {
  promptsPerMinute: number;
  writesPerMinute: number;
  promptBytes: number;
  /** Bytes, though the variable says MiB. */
  studentBytes: number;
  streamsPerStudent: number;
  sessionsPerStudent: number;
  maxStudents: number;
  joinsPerMinute: number;
  /** Wrong codes one address may send in any 60 seconds before its joins are answered 429. */
  failedJoinsPerMinute: number;
  connectionsPerAddress: number;
  /** Bytes: the class guard's bounds (class-guard.ts). */
  maxRssBytes: number;
  minFreeDiskBytes: number;
  /** Infinity: no budget (the offline teaching model costs nothing). */
  studentTokens: number;
  classTokens: number;
}

const MIB = 1024 * 1024;

export function classLimitsFrom(env: Environment, realModel: boolean): ClassLimits {
  return {
    promptsPerMinute: wholeNumberFrom(env, "KIT_CLASS_PROMPTS_PER_MINUTE", 10),
    writesPerMinute: wholeNumberFrom(env, "KIT_CLASS_WRITES_PER_MINUTE", 60),
    promptBytes: wholeNumberFrom(env, "KIT_CLASS_PROMPT_BYTES", 16_384),
    studentBytes: wholeNumberFrom(env, "KIT_CLASS_STUDENT_MIB", 10) * MIB,
    streamsPerStudent: wholeNumberFrom(env, "KIT_CLASS_STREAMS_PER_STUDENT", 4),
    sessionsPerStudent: wholeNumberFrom(env, "KIT_CLASS_SESSIONS_PER_STUDENT", 20),
    maxStudents: wholeNumberFrom(env, "KIT_CLASS_MAX_STUDENTS", 60),
    joinsPerMinute: wholeNumberFrom(env, "KIT_CLASS_JOINS_PER_MINUTE", 4),
    failedJoinsPerMinute: wholeNumberFrom(env, "KIT_CLASS_FAILED_JOINS_PER_MINUTE", 10),
    connectionsPerAddress: wholeNumberFrom(env, "KIT_CLASS_CONNECTIONS_PER_ADDRESS", 32),
    maxRssBytes: wholeNumberFrom(env, "KIT_CLASS_MAX_RSS_MIB", 1536) * MIB,
    minFreeDiskBytes: wholeNumberFrom(env, "KIT_CLASS_MIN_FREE_DISK_MIB", 512) * MIB,
    studentTokens: wholeNumberFrom(env, "KIT_CLASS_STUDENT_TOKENS", realModel ? 200_000 : Number.POSITIVE_INFINITY),
    classTokens: wholeNumberFrom(env, "KIT_CLASS_TOKENS", realModel ? 2_000_000 : Number.POSITIVE_INFINITY),
  };
}
