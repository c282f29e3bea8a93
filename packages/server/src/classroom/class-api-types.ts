/**
 * The classroom's part of the HTTP contract, shared with the page.
 */
import type { SessionSummary } from "../api-types.ts";

export interface JoinBody {
  code: string;
  name: string;
}

export interface JoinResult {
  studentId: string;
  name: string;
}

/** `GET /api/class/me`: who this browser is in the class. */
export interface ClassMe {
  role: "student" | "teacher" | "guest";
  name?: string;
  studentId?: string;
  /** The teacher has paused prompting for everyone. */
  frozen: boolean;
  limits: { promptsPerMinute: number; streamsPerStudent: number; sessionsPerStudent: number };
}

export interface ClassStudent {
  id: string;
  name: string;
  joinedAt: number;
  promptsLastMinute: number;
  tokensUsed: number;
  sessions: SessionSummary[];
}

/** `GET /api/class/students`: the teacher's view of the class. */
export interface ClassOverview {
  frozen: boolean;
  students: ClassStudent[];
  classTokens: number;
}

export interface FreezeBody {
  frozen: boolean;
}
