/**
 * pi's own session code as an oracle, in the compatibility runs only. Importing pi is most of a unit file's load
 * time, so a unit file never imports it: where a result can be compared with pi, it asks `pluggedInPi()` (pi 0.73.1)
 * or `pluggedInTodaysPi()` (pi 1.6.0), which are undefined in a unit run. A compatibility file (`pi-*.test.ts`) first
 * imports `pi-plug.ts` or `pi-1.6.0-plug.ts`, which plugs one pi in, then the unit file: the same tests run again,
 * each also compared with that pi.
 *
 * Where the two pis read the same bytes differently (pi 1.6.0's context edits, system messages after a compaction,
 * null content), this kit follows pi 1.6.0: a test of such a rule asks only `pluggedInTodaysPi()`.
 */
import type * as PiModule from "@mariozechner/pi-coding-agent";

export type Pi = typeof PiModule;

/** What the tests use of pi 1.6.0's `dist/core/session-manager.js` (see pi-1.6.0.ts). */
export interface TodaysPi {
  version: "1.6.0";
  buildSessionContext(entries: unknown[], leafId?: string | null): unknown;
}

let plugged: Pi | undefined;
let pluggedToday: TodaysPi | undefined;

export function plugInPi(pi: Pi): void {
  plugged = pi;
}

export function plugInTodaysPi(pi: TodaysPi): void {
  pluggedToday = pi;
}

/** pi 0.73.1's module in its compatibility run; undefined otherwise. */
export function pluggedInPi(): Pi | undefined {
  return plugged;
}

/** pi 1.6.0's session code in its compatibility run; undefined otherwise. */
export function pluggedInTodaysPi(): TodaysPi | undefined {
  return pluggedToday;
}

/** Whichever pi this run compares with, for a rule both pis share. */
export function pluggedInAnyPi():
  | { buildSessionContext(entries: unknown[], leafId?: string | null): unknown }
  | undefined {
  return (
    (plugged as { buildSessionContext(entries: unknown[], leafId?: string | null): unknown } | undefined) ??
    pluggedToday
  );
}
