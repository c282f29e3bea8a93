/**
 * Reading a session file: header, entries, the tree, and every problem found
 * on the way. Reading never changes the file, whatever it finds.
 *
 * A crash in the middle of an append leaves a torn last line: bytes with no
 * newline that do not parse. They are reported (and kept aside by the writer,
 * see session.ts), never glued to the next entry. Damage in the middle of a
 * file (a garbage line, a duplicate id, a parent that does not exist, a cycle)
 * is reported with its line; the entries that can be placed in the tree still
 * are, so a reader can see as much as the file holds.
 */
import { readFileSync, statSync } from "node:fs";
import { CURRENT_SESSION_VERSION, type SessionEntry, type SessionHeader, isLeafSwitch } from "./entries.ts";
import { isKnownVersion, migrateToCurrent, type RawLine } from "./migrate.ts";
import { type Problem, SessionFileError } from "./problems.ts";
import { SessionTree } from "./tree.ts";

export interface LoadedSession {
  path: string;
  /** The header as version 3 (migrated in memory if the file is older). */
  header: SessionHeader;
  /** The version written in the file (1 when the header has none). */
  fileVersion: number;
  tree: SessionTree;
  /**
   * The line each entry of the tree came from. Built on first use: most
   * readers never ask, and a Map of every id would hold as much memory as the
   * tree's own index.
   */
  readonly lineOf: Map<string, number>;
  problems: Problem[];
  /** The unterminated, unparseable bytes at the end of the file, if any. */
  tornTail?: { line: number; offset: number; bytes: Buffer };
  /** The file ends on a complete line (entry or header) that has no newline yet. */
  missingFinalNewline: boolean;
  /** Byte length of the file as read. */
  size: number;
}

// #region loadSession
export function loadSession(path: string): LoadedSession {
  const text = readFileSync(path, "utf8");
  // Everything up to the last newline is made of complete lines; what follows
  // it (if anything) was written without its newline.
  const lines = text.split("\n");
  const problems: Problem[] = [];

  const header = parseHeader(path, lines[0] ?? "");
  const raw: RawLine[] = [];
  let tornTail: LoadedSession["tornTail"];

  for (let i = 1; i < lines.length; i++) {
    const source = lines[i]!;
    if (source.trim() === "") continue;
    const isUnterminated = i === lines.length - 1; // no "\n" after it
    const line = i + 1;
    let value: unknown;
    try {
      value = JSON.parse(source);
    } catch (error) {
      if (isUnterminated) {
        tornTail = readTornTail(path, line);
        problems.push({ kind: "torn-last-line", line, message: `${tornTail.bytes.length} bytes without a newline that are not complete JSON (a write was cut off)` });
      } else {
        problems.push({ kind: "malformed-line", line, message: `not valid JSON (${(error as Error).message})` });
      }
      continue;
    }
    if (!isEntryShaped(value)) {
      problems.push({ kind: "not-an-entry", line, message: describeNotAnEntry(value) });
      continue;
    }
    raw.push({ line, value });
  }
  // #endregion loadSession
  // A file that does not end in "\n" and has no torn tail ends on a complete
  // line (an entry, or the header alone): the next append must start with a
  // newline or it would be glued onto that line.
  const missingFinalNewline = text.length > 0 && !text.endsWith("\n") && !tornTail;

  const fileVersion = migrateToCurrent(header, raw);
  if (!isKnownVersion(fileVersion)) {
    problems.push({ kind: "unknown-version", line: 1, message: `the header says version ${JSON.stringify(header.version)}; this kit reads versions 1 to ${CURRENT_SESSION_VERSION} and will not write to this file (entries are shown as version ${CURRENT_SESSION_VERSION})` });
  }
  const { tree, placedCount, lineByPosition } = placeInTree(raw, problems);
  problems.sort((a, b) => a.line - b.line);
  const loaded = { path, header, fileVersion, tree, problems, tornTail, missingFinalNewline, size: statSync(path).size };
  return withLineOf(loaded, placedCount, lineByPosition);
}

/** Adds `lineOf`, built on first use (see `LoadedSession`). */
function withLineOf(loaded: Omit<LoadedSession, "lineOf">, placedCount: number, lineByPosition: number[] | undefined): LoadedSession {
  let lineOf: Map<string, number> | undefined;
  return {
    ...loaded,
    get lineOf() {
      // Only the entries read from the file: a Session may have appended more since.
      lineOf ??= new Map(loaded.tree.entries.slice(0, placedCount).map((entry, index) => [entry.id, lineByPosition?.[index] ?? index + 2]));
      return lineOf;
    },
  };
}

/**
 * The bytes after the last newline, exactly as they are on disk. The file is
 * read as text everywhere else (a Buffer of it beside its text would double
 * what an open needs); only here, where a write cut off in the middle of a
 * character would not survive decoding, is it read again as bytes.
 */
function readTornTail(path: string, line: number): NonNullable<LoadedSession["tornTail"]> {
  const bytes = readFileSync(path);
  const offset = bytes.lastIndexOf(0x0a) + 1;
  return { line, offset, bytes: Buffer.from(bytes.subarray(offset)) };
}

function parseHeader(path: string, firstLine: string): SessionHeader {
  let header: unknown;
  try {
    header = JSON.parse(firstLine);
  } catch (error) {
    throw new SessionFileError(path, [{ kind: "malformed-line", line: 1, message: `the first line must be the session header, and it is not valid JSON (${(error as Error).message})` }], "the file was left exactly as it was");
  }
  const h = header as Partial<SessionHeader> | null;
  if (!h || typeof h !== "object" || h.type !== "session" || typeof h.id !== "string") {
    throw new SessionFileError(path, [{ kind: "not-an-entry", line: 1, message: `the first line must be a header {"type":"session","id":...}; found ${preview(firstLine)}` }], "the file was left exactly as it was");
  }
  return h as SessionHeader;
}

function isEntryShaped(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) && typeof (value as { type?: unknown }).type === "string";
}

function describeNotAnEntry(value: unknown): string {
  return `a session entry must be a JSON object with a "type"; found ${preview(JSON.stringify(value))}`;
}

function preview(text: string): string {
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

/**
 * Puts entries in the tree in file order. An entry whose parent comes later in
 * the file waits for it; whatever still waits at the end names a parent that
 * does not exist, or is part of a cycle. Each is reported with its line.
 * Returns the tree and the line each of its entries came from, by position.
 *
 * In a clean file every parent comes first, so each entry goes straight into
 * the tree: the maps of waiting entries stay empty and only the tree indexes
 * the entries (opening a long session costs little more than parsing it).
 */
function placeInTree(raw: RawLine[], problems: Problem[]): { tree: SessionTree; placedCount: number; lineByPosition: number[] | undefined } {
  const placing: Placing = { tree: new SessionTree(), lines: [], last: undefined, unplaced: new Map(), waiting: new Map(), problems };
  const { tree, unplaced, waiting } = placing;
  let firstLineOf: Map<string, number> | undefined; // for the message of a duplicate id

  for (const rawLine of raw) {
    const { value } = rawLine;
    if (!hasIdAndParentId(value)) {
      problems.push({ kind: "not-an-entry", line: rawLine.line, message: `an entry needs a string "id" and a "parentId" that is a string or null; found id ${JSON.stringify(value.id)}, parentId ${JSON.stringify(value.parentId)}` });
      continue;
    }
    const { id, parentId } = value;
    if (tree.has(id) || unplaced.has(id)) {
      firstLineOf ??= firstLines(raw);
      problems.push({ kind: "duplicate-id", line: rawLine.line, message: `id "${id}" was already used on line ${firstLineOf.get(id)}; this line is not placed in the tree` });
      continue;
    }
    if (parentId === null || tree.has(parentId)) {
      place(placing, rawLine);
      if (waiting.size > 0) placeWaitingChildren(placing, rawLine);
    } else {
      unplaced.set(id, rawLine);
      const list = waiting.get(parentId);
      if (list) list.push(rawLine);
      else waiting.set(parentId, [rawLine]);
    }
  }

  problems.push(...explainUnplaced([...unplaced.values()], unplaced));
  // The leaf is where the last line of the file puts it, as pi reads it.
  const { last, lines } = placing;
  if (last) tree.switchLeaf(leafAfter(last.value as unknown as SessionEntry));
  // In a clean file the entry placed at position n (from 0) sits on line
  // n + 2, after the header: then no table of lines is kept.
  const inFileOrder = lines.every((line, index) => line === index + 2);
  return { tree, placedCount: lines.length, lineByPosition: inFileOrder ? undefined : lines };
}

/**
 * What placing entries keeps track of. The helpers below take it as an
 * argument rather than closing over it: a closure made during a load can be
 * kept alive by compiled code, and with it the whole tree of a session its
 * caller has already let go of.
 */
interface Placing {
  tree: SessionTree;
  /** The line of each placed entry, in the order they were placed. */
  lines: number[];
  /** The placed entry from the latest line so far: it decides the leaf. */
  last: RawLine | undefined;
  unplaced: Map<string, RawLine>; // id -> an entry still waiting for its parent
  waiting: Map<string, RawLine[]>; // parent id -> entries waiting for it
  problems: Problem[];
}

function place(placing: Placing, rawLine: RawLine): void {
  placing.tree.add(rawLine.value as unknown as SessionEntry);
  placing.lines.push(rawLine.line);
  if (!placing.last || rawLine.line > placing.last.line) placing.last = rawLine;
}

/** Places the entries that waited for `parent`, and theirs in turn. */
function placeWaitingChildren(placing: Placing, parent: RawLine): void {
  const stack = [parent];
  while (stack.length > 0) {
    const placed = stack.pop()!;
    const id = placed.value.id as string;
    const ready = placing.waiting.get(id) ?? [];
    placing.waiting.delete(id);
    for (const child of ready) {
      placing.problems.push({ kind: "parent-after-child", line: child.line, message: `its parent "${id}" comes later, on line ${placed.line}` });
      placing.unplaced.delete(child.value.id as string);
      place(placing, child);
      stack.push(child);
    }
  }
}

function hasIdAndParentId(value: Record<string, unknown>): value is { id: string; parentId: string | null } {
  const { id, parentId } = value;
  return typeof id === "string" && id !== "" && (parentId === null || typeof parentId === "string");
}

/** The line on which each id first appears. */
function firstLines(raw: RawLine[]): Map<string, number> {
  const first = new Map<string, number>();
  for (const { line, value } of raw) {
    if (hasIdAndParentId(value) && !first.has(value.id)) first.set(value.id, line);
  }
  return first;
}

// #region leafAfter
/** A leaf-switch record means "the leaf is my parent"; any other entry is the leaf itself. */
function leafAfter(entry: SessionEntry): string | null {
  return isLeafSwitch(entry) ? entry.parentId : entry.id;
}
// #endregion leafAfter

/**
 * Says why each entry left waiting could not be placed: its parent does not
 * exist, its parent could not be placed, or it sits on a cycle. Each entry is
 * visited once, so a long broken chain costs linear time.
 */
function explainUnplaced(unplaced: RawLine[], byId: ReadonlyMap<string, RawLine>): Problem[] {
  const onCycle = new Set<RawLine>();
  const done = new Set<RawLine>();
  for (const start of unplaced) {
    const walk = new Map<RawLine, number>();
    let current: RawLine | undefined = start;
    while (current && !done.has(current) && !walk.has(current)) {
      walk.set(current, walk.size);
      current = byId.get(current.value.parentId as string);
    }
    if (current && walk.has(current)) {
      const from = walk.get(current)!;
      for (const [rawLine, index] of walk) if (index >= from) onCycle.add(rawLine);
    }
    for (const rawLine of walk.keys()) done.add(rawLine);
  }
  return unplaced.map((rawLine): Problem => {
    const parentId = rawLine.value.parentId as string;
    const parent = byId.get(parentId);
    if (onCycle.has(rawLine)) {
      return { kind: "cycle", line: rawLine.line, message: `its parent "${parentId}" (line ${parent!.line}) is its own descendant: the entries loop back on themselves` };
    }
    if (!parent) return { kind: "missing-parent", line: rawLine.line, message: `parentId "${parentId}" names no entry in this file` };
    return { kind: "missing-parent", line: rawLine.line, message: `its parent "${parentId}" (line ${parent.line}) could not be placed in the tree` };
  });
}
