/**
 * pi's own session code as an oracle, in the compatibility runs only. Importing pi is most of a unit file's load
 * time, so a unit file never imports it: where a test has written a session file it calls `expectPiReads`, which does
 * nothing in a unit run. A compatibility file (`pi-*.test.ts`) first imports `pi-plug.ts`, which plugs pi in, then
 * the unit file: the same tests run a second time, each file they write also opened by pi.
 */
import type * as PiModule from "@mariozechner/pi-coding-agent";
import { expect } from "vitest";
import { asJson } from "./helpers.ts";

export type Pi = typeof PiModule;

let plugged: Pi | undefined;

export function plugInPi(pi: Pi): void {
  plugged = pi;
}

/**
 * In a compatibility run: pi opens `path` with its own loader and builds `messages` from it (and, if given, stands
 * at `leafId`), as this kit does. In a unit run: nothing.
 */
export function expectPiReads(path: string, messages: unknown[], leafId?: string | null): void {
  if (!plugged) return;
  const manager = plugged.SessionManager.open(path);
  if (leafId !== undefined) expect(manager.getLeafId()).toBe(leafId);
  expect(asJson(manager.buildSessionContext().messages)).toEqual(asJson(messages));
}
