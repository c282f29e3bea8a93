/**
 * Where new ids and timestamps come from. Both are injectable so a demo prints
 * the same ids and times on every run and a test can predict them.
 */
import { createHash, randomBytes } from "node:crypto";

/** Returns a fresh 8-hex-character id; `taken` says which ids the file already holds. */
export type IdGenerator = (taken: (id: string) => boolean) => string;

/** The current time as an ISO string. */
export type Clock = () => string;

export const systemClock: Clock = () => new Date().toISOString();

/**
 * Random bytes fetched 4 KiB at a time and handed out 4 per id: asking the
 * operating system for 4 bytes on every append would cost more than the
 * append's own write (pi slices its ids from one `randomUUID()` for the same reason).
 */
const POOL_SIZE = 4096;
let pool = Buffer.alloc(0);
let poolOffset = 0;

function randomHex8(): string {
  if (poolOffset + 4 > pool.length) {
    pool = randomBytes(POOL_SIZE);
    poolOffset = 0;
  }
  const id = pool.toString("hex", poolOffset, poolOffset + 4);
  poolOffset += 4;
  return id;
}

/**
 * Random ids, checked against the file: 8 hex characters is 4 billion values,
 * so a collision is rare, but within one file it must never happen.
 */
export const randomIds: IdGenerator = (taken) => {
  for (;;) {
    const id = randomHex8();
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
