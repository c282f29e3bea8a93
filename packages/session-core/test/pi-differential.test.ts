/**
 * The loader against pi's, on a few hundred damaged and odd files (fixed
 * seeds: the same files every run). For each file, either this kit reports a
 * problem (it says why it reads the file differently, or refuses it), or it
 * reads exactly what pi reads: the same current leaf and the same context.
 * A file where the two disagree and `check` says nothing is the failure this
 * test exists to catch (the review found one: a second header with
 * `parentId:null`, which this kit took for a root and its leaf).
 *
 * pi is asked only about files this kit finds sound: on a file with a parent
 * loop, pi's context walk never ends.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { buildSessionContext, migrateSessionEntries, parseSessionEntries } from "@mariozechner/pi-coding-agent";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  checkSession,
  contextAt,
  isLeafSwitch,
  renderTree,
  Session,
  type SessionEntry,
  seededIds,
  steppingClock,
} from "../src/index.ts";
import { generateScript, play, seededRandom } from "./support/generate.ts";
import { type Lines, MUTATION_KINDS, MUTATIONS } from "./support/mutate.ts";
import { sessionWriter } from "./support/writers.ts";

const FILES = 320;
const BASES = 6;

type PiEntries = Parameters<typeof buildSessionContext>[0];

let root: string;
const bases: Lines[] = [];
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "pi-differential-"));
  for (let seed = 1; seed <= BASES; seed++) {
    const file = join(root, `base-${seed}.jsonl`);
    const session = Session.create(file, { ids: seededIds(`base-${seed}`), clock: steppingClock(), cwd: "/work" });
    play(generateScript({ seed, entries: 40, shape: "branched" }), sessionWriter(session));
    session.close();
    bases.push(readFileSync(file, "utf8").trimEnd().split("\n"));
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** What pi makes of a file: its current leaf entry and context, or `undefined` when pi would start afresh. */
function piReading(text: string): { leaf: SessionEntry | undefined; context: unknown } | undefined {
  const entries = parseSessionEntries(text); // pi's own line parser: malformed lines skipped
  const header = entries[0] as { type?: unknown; id?: unknown } | undefined;
  if (header?.type !== "session" || typeof header.id !== "string") return undefined; // pi rewrites the file as new
  migrateSessionEntries(entries);
  const body = entries.filter((entry) => entry.type !== "session") as PiEntries;
  const leaf = body.at(-1);
  return { leaf: leaf as SessionEntry | undefined, context: buildSessionContext(body, leaf?.id ?? null) };
}

it(`on ${FILES} generated files, this kit reads what pi 0.73.1 reads or says why`, () => {
  const silent: string[] = [];
  const counts = { sound: 0, reported: 0, refused: 0 };
  const reportedBy = new Map<string, string[]>(); // mutation kind -> the messages of its first file
  const dir = join(root, "cases");
  mkdirSync(dir);
  for (let n = 0; n < FILES; n++) {
    const kind = MUTATION_KINDS[n % MUTATION_KINDS.length]!;
    const text = MUTATIONS[kind]!(bases[n % BASES]!, seededRandom(1000 + n));
    const path = join(dir, `${n}-${kind}.jsonl`);
    writeFileSync(path, text);

    const checked = checkSession(path);
    if (checked.loaded) {
      // Whatever the file holds, showing it never throws.
      renderTree(checked.loaded.tree);
      contextAt(checked.loaded.tree);
    }
    expect(readFileSync(path, "utf8"), `${kind}: reading changed the file`).toBe(text);
    if (!reportedBy.has(kind))
      reportedBy.set(
        kind,
        checked.problems.map((problem) => problem.message),
      );
    if (checked.problems.length > 0) {
      counts[checked.loaded ? "reported" : "refused"] += 1;
      continue;
    }
    counts.sound += 1;
    const ours = checked.loaded!;
    const pi = piReading(text);
    const ourLeaf = ours.tree.leafId;
    const piLeaf = pi?.leaf;
    const sameLeaf = piLeaf && isLeafSwitch(piLeaf) ? piLeaf.parentId === ourLeaf : (piLeaf?.id ?? null) === ourLeaf;
    if (!pi || !sameLeaf || !isDeepStrictEqual(contextAt(ours.tree), pi.context)) {
      silent.push(
        `${n} ${kind}: no problem reported, yet pi reads it differently (${JSON.stringify(text.slice(0, 120))})`,
      );
    }
  }
  expect(silent).toEqual([]);
  // The test compared something: most kinds are damage, but the odd-but-sound ones reach pi.
  expect(counts.sound).toBeGreaterThan(50);
  expect(counts.reported).toBeGreaterThan(100);
  expect(counts.refused).toBeGreaterThan(20);

  // Where pi opens a file this kit refuses, the message says exactly why.
  const said = (kind: string) => reportedBy.get(kind)!.join("\n");
  expect(said("second-header-parent-null")).toMatch(/a second header/);
  expect(said("bom-after-a-blank-line")).toMatch(/byte-order mark \(U\+FEFF, bytes EF BB BF\) after 1 blank line/);
  expect(said("lone-CR-separators")).toMatch(/carriage returns? \(CR, U\+000D\) with no line feed/);
  expect(said("lone-CR-after-the-header")).toMatch(/carriage returns? \(CR, U\+000D\)/);
  expect(said("garbage-before-the-header")).toMatch(/pi skips it and takes line 2 as the header/);
  expect(said("1e400-timestamp")).toMatch(/1e400 \(too large for a number: it reads as Infinity\)/);
  expect(said("1e400-as-last-line")).toMatch(/found 1e400/);
  expect(said("deeply-nested-data")).toMatch(/nests more than 1,000 levels/);
}, 120_000);
