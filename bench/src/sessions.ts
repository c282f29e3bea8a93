/**
 * The sessions the benchmark measures: generated with the same seeded
 * generator as the compatibility tests, and written by this kit's `Session`
 * (so a branched file holds its leaf_switch records, as a real one would).
 * All are version-3 files: pi rewrites an older file when it opens it, which
 * would spoil both its timing and the file.
 */
import { statSync } from "node:fs";
import { join } from "node:path";
import { Session, seededIds, steppingClock } from "@kit/session-core";
// The generator is session-core's test code, not part of its API, so no package export points at it: the bench, the
// one tool outside session-core that reuses it, reads it where it lies.
import {
  deepestEntry,
  generateScript,
  play,
  seededRandom,
  sessionWriter,
} from "../../packages/session-core/test/support/testing.ts";

export type Shape = "linear" | "branched";

export interface BenchSession {
  /** "200,000 linear" */
  name: string;
  entries: number;
  shape: Shape;
  file: string;
  bytes: number;
  /** The entry furthest from a root, and how far that is. */
  deepestId: string;
  depth: number;
  /** The same random entries for every contender's switch-and-rebuild. */
  randomLeafIds: string[];
}

export function writeBenchSession(dir: string, entries: number, shape: Shape, randomLeaves: number): BenchSession {
  const seed = entries + (shape === "linear" ? 1 : 2);
  const script = generateScript({ seed, entries, shape });
  const file = join(dir, `${entries}-${shape}.jsonl`);
  const session = Session.create(file, {
    ids: seededIds(`bench-${seed}`),
    clock: steppingClock(),
    sessionId: `bench-${seed}`,
    cwd: dir,
  });
  const ids = play(script, sessionWriter(session));
  session.close();

  const random = seededRandom(seed);
  const deepest = deepestEntry(script);
  return {
    name: `${entries.toLocaleString("en-US")} ${shape}`,
    entries,
    shape,
    file,
    bytes: statSync(file).size,
    deepestId: ids[deepest]!,
    depth: script.depth[deepest]!,
    randomLeafIds: Array.from({ length: randomLeaves }, () => ids[random.int(0, ids.length - 1)]!),
  };
}
