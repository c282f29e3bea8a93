/**
 * The classroom's part of the HTTP contract, shared with the page.
 */
import type { SessionSummary } from "@kit/server";

export interface JoinBody {
  code: string;
  name: string;
  /** The return code a student's page showed: come back as that student (a new cookie, the same sessions). */
  returnCode?: string;
}

export interface JoinResult {
  studentId: string;
  name: string;
  /** True when the return code brought back a student who had joined before. */
  returned: boolean;
}

/** `GET /api/class/me`: who this browser is in the class (only the classroom server has this route). */
export interface ClassMe {
  role: "student" | "teacher" | "guest";
  name?: string;
  studentId?: string;
  /** A student's code to come back with after their browser lost its cookie; a new one after each use. */
  returnCode?: string;
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
  /** The address they joined from, and how many students have joined from it since the class started. */
  address: string;
  joinsFromAddress: number;
  /** Another student in the class has the same name (case, width and invisible characters aside). */
  sameName: boolean;
  /** Bytes their sessions and workspace hold, against `studentBytes`. */
  bytes: number;
}

/** Why the class guard has paused prompting (class-guard.ts), for the teacher's view. */
export type ClassGuardState =
  | { kind: "memory"; usedBytes: number; limitBytes: number }
  | { kind: "disk"; freeBytes: number; limitBytes: number };

/** `GET /api/class/students`: the teacher's view of the class. */
export interface ClassOverview {
  frozen: boolean;
  students: ClassStudent[];
  classTokens: number;
  maxStudents: number;
  studentBytes: number;
  /** Students the teacher removed (their files stay in the download). */
  removed: number;
  /** Set while the class guard pauses prompting. */
  guard?: ClassGuardState;
}

export interface FreezeBody {
  frozen: boolean;
}

/** One entry of a student's tree as the teacher's list draws it: a line of text, never the entry itself. */
export interface ClassTreeNode {
  id: string;
  /** The nearest ancestor that is drawn too (bookkeeping entries are left out), or null. */
  parentId: string | null;
  /** session-core's one-line description (`user "hello"`, `assistant "…" → read`), at most about 60 characters. */
  line: string;
}

export interface ClassSessionTree {
  sessionId: string;
  /** The leaf, as the nearest drawn entry. */
  leafId: string | null;
  /** Entries in the session file: an event with a larger size is newer than what the page holds. */
  size: number;
  /** The latest drawn entries, in file order, at most CLASS_TREE_NODES of them. */
  nodes: ClassTreeNode[];
}

/**
 * `GET /api/class/events`, the teacher's stream: first the trees as they are
 * (`class_trees`), then each entry as a student's session grows (`tree_grew`).
 * A reconnect starts again with `class_trees`, so the stream keeps no replay log.
 */
export type ClassEvent =
  | { type: "class_trees"; students: { studentId: string; sessions: ClassSessionTree[] }[] }
  | {
      type: "tree_grew";
      studentId: string;
      sessionId: string;
      leafId: string | null;
      size: number;
      /** The entry appended, unless it is bookkeeping (a leaf move, a label, a model change): then only the leaf. */
      node?: ClassTreeNode;
    };
