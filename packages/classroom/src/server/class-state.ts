/**
 * Everything the classroom's routes share: the roster, the secrets, the
 * limits, the token meter, and whether prompting is frozen.
 */
import type { Model } from "@kit/agent-loop";
import type { EventStreamOptions, RequestGuardOptions, StreamBudget } from "@kit/server/building-blocks";
import type { ClassFeed } from "./class-feed.ts";
import type { ClassGuard } from "./class-guard.ts";
import type { ClassLimits } from "./class-limits.ts";
import type { ClassRoster } from "./class-roster.ts";
import type { FailedJoins } from "./failed-joins.ts";
import type { JoinsPerAddress } from "./joins-per-address.ts";
import type { TokenMeter } from "./token-meter.ts";

export interface ClassState {
  roster: ClassRoster;
  joinCode: string;
  teacherToken: string;
  limits: ClassLimits;
  /** Wrong codes per address (failed-joins.ts). */
  failedJoins: FailedJoins;
  /** New students per address (joins-per-address.ts). */
  joins: JoinsPerAddress;
  /** Pauses prompting before memory or disk run out (class-guard.ts). */
  classGuard: ClassGuard;
  /** The teacher's live trees (class-feed.ts), and the budget of its streams. */
  feed: ClassFeed;
  feedStreams: StreamBudget;
  eventStream: EventStreamOptions;
  meter: TokenMeter;
  model: Model;
  /** Set by the teacher: no student may send a prompt while it is. */
  frozen: boolean;
  guard: RequestGuardOptions;
  /** Told of each join, for the teacher's terminal; `returned`: by a return code, as a student who joined before. */
  onJoin: (name: string, id: string, returned: boolean) => void;
  log: (message: string) => void;
}
