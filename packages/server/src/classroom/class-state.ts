/**
 * Everything the classroom's routes share: the roster, the secrets, the
 * limits, the token meter, and whether prompting is frozen.
 */
import type { Model } from "@kit/agent-loop";
import type { RequestGuardOptions } from "../request-guard.ts";
import type { ClassLimits } from "./class-limits.ts";
import type { ClassRoster } from "./class-roster.ts";
import type { TokenMeter } from "./token-meter.ts";

export interface ClassState {
  roster: ClassRoster;
  joinCode: string;
  teacherToken: string;
  limits: ClassLimits;
  meter: TokenMeter;
  model: Model;
  /** Set by the teacher: no student may send a prompt while it is. */
  frozen: boolean;
  guard: RequestGuardOptions;
  /** Told of each join, for the teacher's terminal. */
  onJoin: (name: string, id: string) => void;
  log: (message: string) => void;
}
