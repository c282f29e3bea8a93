/**
 * Where new ids and timestamps come from. Both are injectable so a demo prints
 * the same ids and times on every run and a test can predict them.
 */
import { createHash, randomUUID } from "node:crypto";

/** Returns a fresh 8-hex-character id; `taken` says which ids the file already holds. */
export type IdGenerator = (taken: (id: string) => boolean) => string;

/** The current time as an ISO string. */
export type Clock = () => string;

export const systemClock: Clock = () => new Date().toISOString();

/**
 * Random ids, checked against the file: 8 hex characters is 4 billion values,
 * so a collision is rare, but within one file it must never happen. The first
 * 8 characters of a UUID, as pi makes them; Node fills UUIDs from a cached
 * batch of random bytes, so an append does not wait on the operating system.
 */
export const randomIds: IdGenerator = (taken) => {
  for (;;) {
    const id = randomUUID().slice(0, 8);
    if (!taken(id)) return id;
  }
};

/**
 * Deterministic ids for demos and tests: the hash of a seed and a counter,
 * so they look like real ids but repeat exactly from run to run.
 */
export function seededIds(seed = "kit"): IdGenerator {
  let counter = 0;
  return (taken) => {
    for (;;) {
      const id = createHash("sha256").update(`${seed}:${counter++}`).digest("hex").slice(0, 8);
      if (!taken(id)) return id;
    }
  };
}

/** A clock that starts at `start` and moves `stepMs` forward on every call. */
export function steppingClock(start = "2026-01-01T09:00:00.000Z", stepMs = 1000): Clock {
  let t = Date.parse(start);
  return () => {
    const now = new Date(t).toISOString();
    t += stepMs;
    return now;
  };
}
