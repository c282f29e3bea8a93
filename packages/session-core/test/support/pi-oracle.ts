/**
 * pi's own session code as an oracle, in the compatibility runs only. Importing pi is most of a unit file's load
 * time, so a unit file never imports it: where a result can be compared with pi, it asks `pluggedInPi()`, which is
 * undefined in a unit run. A compatibility file (`pi-*.test.ts`) first imports `pi-plug.ts`, which plugs pi in, then
 * the unit file: the same tests run a second time, each also compared with pi.
 */
import type * as PiModule from "@mariozechner/pi-coding-agent";

export type Pi = typeof PiModule;

let plugged: Pi | undefined;

export function plugInPi(pi: Pi): void {
  plugged = pi;
}

/** pi's module in a compatibility run; undefined in a unit run, where nothing is compared with pi. */
export function pluggedInPi(): Pi | undefined {
  return plugged;
}
