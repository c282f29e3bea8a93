/**
 * The loader against pi 1.6.0's (`loadEntriesFromFile` of its `dist/core/session-manager.js`), on the same few
 * hundred damaged and odd files as pi-differential.test.ts (which asks pi 0.73.1), made from sessions with pi
 * 1.6.0's entries (context edits, system messages, usage). For each file, either this kit reports a problem, or it
 * reads exactly what pi 1.6.0 reads: the same current leaf and the same context. A file where the two disagree and
 * `check` says nothing is the failure this test exists to catch.
 *
 * pi is asked only about files this kit finds sound (on a parent loop, pi's context walk never ends), and reads a
 * copy: its loader adds a missing final newline to the file it reads.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  checkSession,
  contextAt,
  isLeafSwitch,
  Session,
  type SessionEntry,
  seededIds,
  steppingClock,
} from "../src/index.ts";
import { generateScript, play, seededRandom } from "./support/generate.ts";
import { type Lines, MUTATION_KINDS, MUTATIONS } from "./support/mutate.ts";
import { buildSessionContext, loadEntriesFromFile, migrateSessionEntries } from "./support/pi-1.6.0.ts";
import { sessionWriter } from "./support/writers.ts";

const FILES = 320;
const BASES = 6;

let root: string;
const bases: Lines[] = [];
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "pi-1.6.0-differential-"));
  for (let seed = 1; seed <= BASES; seed++) {
    const file = join(root, `base-${seed}.jsonl`);
    const session = Session.create(file, { ids: seededIds(`base-${seed}`), clock: steppingClock(), cwd: "/work" });
    play(generateScript({ seed, entries: 40, shape: "branched", today: true }), sessionWriter(session));
    session.close();
    bases.push(readFileSync(file, "utf8").trimEnd().split("\n"));
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** What pi 1.6.0 makes of a file (read from a copy): its current leaf and context, or `undefined` if it refuses. */
function piReading(path: string): { leaf: SessionEntry | undefined; context: unknown } | undefined {
  const copy = `${path}.pi-copy`;
  copyFileSync(path, copy);
  const entries = loadEntriesFromFile(copy) as SessionEntry[]; // [] when the first entry is not a header
  if (entries.length === 0) return undefined;
  migrateSessionEntries(entries);
  const body = entries.filter((entry) => (entry.type as string) !== "session");
  const leaf = body.at(-1);
  return { leaf, context: buildSessionContext(body, leaf?.id ?? null) };
}

it(`on ${FILES} generated files, this kit reads what pi 1.6.0 reads or says why`, () => {
  const silent: string[] = [];
  const counts = { sound: 0, reported: 0 };
  const dir = join(root, "cases");
  mkdirSync(dir);
  for (let n = 0; n < FILES; n++) {
    const kind = MUTATION_KINDS[n % MUTATION_KINDS.length]!;
    const text = MUTATIONS[kind]!(bases[n % BASES]!, seededRandom(2000 + n));
    const path = join(dir, `${n}-${kind}.jsonl`);
    writeFileSync(path, text);
    const checked = checkSession(path);
    if (checked.problems.length > 0) {
      counts.reported += 1;
      continue;
    }
    counts.sound += 1;
    const ours = checked.loaded!;
    const pi = piReading(path);
    const ourLeaf = ours.tree.leafId;
    const piLeaf = pi?.leaf;
    const sameLeaf = piLeaf && isLeafSwitch(piLeaf) ? piLeaf.parentId === ourLeaf : (piLeaf?.id ?? null) === ourLeaf;
    if (!pi || !sameLeaf || !isDeepStrictEqual(contextAt(ours.tree), pi.context)) {
      silent.push(`${n} ${kind}: no problem reported, yet pi 1.6.0 reads it differently`);
    }
  }
  expect(silent).toEqual([]);
  expect(counts.sound).toBeGreaterThan(50);
  expect(counts.reported).toBeGreaterThan(100);
}, 300_000);
