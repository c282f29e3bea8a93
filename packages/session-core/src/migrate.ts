/**
 * Old files, read as version 3. pi's version 1 had no ids: each line simply
 * followed the one before, and a compaction named the first kept entry by its
 * line number. Version 2 added id/parentId; version 3 renamed the
 * `hookMessage` role to `custom`.
 *
 * Migration happens in memory only: reading a file never rewrites it. The ids
 * given to a version-1 file are derived from the session id and the line
 * number, so every reader of the same file sees the same ids (a random id
 * would change on each read and `context --leaf ID` could never find it).
 */
import { createHash } from "node:crypto";
import { CURRENT_SESSION_VERSION, type SessionHeader } from "./entries.ts";

/** A parsed line: the raw object and where it came from. */
export interface RawLine {
  line: number;
  value: Record<string, unknown>;
  /** The line's text, to quote in a problem. */
  text?: string;
  /** Set when migrating changed this line: a writer must write it anew (its original stays in a backup). */
  migrated?: boolean;
}

/**
 * The version a header declares: 1 when it has none (pi's version-1 files
 * predate the field; pi also reads `null` as 1). Anything else that is not a
 * whole number from 1 up gives `NaN`: such a file must not be "migrated" as
 * version 1, which would replace every id and parentId it holds.
 */
export function versionOf(header: SessionHeader): number {
  const version: unknown = header.version;
  if (version === undefined || version === null) return 1;
  return typeof version === "number" && Number.isInteger(version) && version >= 1 ? version : Number.NaN;
}

/** True for the versions this kit can read: 1 up to the current one. */
export function isKnownVersion(version: number): boolean {
  return Number.isInteger(version) && version >= 1 && version <= CURRENT_SESSION_VERSION;
}

/**
 * Brings header and entries to version 3, in place. Returns the version the
 * file had. A file of an unknown version (newer, or not a number) is left as
 * it is, header included: the caller reports it and never writes to it.
 */
export function migrateToCurrent(header: SessionHeader, lines: RawLine[]): number {
  const from = versionOf(header);
  if (!isKnownVersion(from)) return from;
  if (from < 2) migrateV1ToV2(header, lines);
  if (from < 3) migrateV2ToV3(lines);
  header.version = CURRENT_SESSION_VERSION;
  return from;
}

// #region migrateV1ToV2
function migrateV1ToV2(header: SessionHeader, lines: RawLine[]): void {
  const taken = new Set<string>();
  let previousId: string | null = null;
  for (const raw of lines) {
    raw.value.id = stableId(header.id, raw.line, taken);
    raw.value.parentId = previousId;
    raw.migrated = true;
    previousId = raw.value.id as string;
  }
  // A v1 compaction names its first kept entry by its index among the file's
  // parsed lines, the header being index 0 (as pi counts it).
  for (const { value } of lines) {
    if (value.type === "compaction" && typeof value.firstKeptEntryIndex === "number") {
      const keptId = lines[value.firstKeptEntryIndex - 1]?.value.id as string | undefined;
      if (keptId) value.firstKeptEntryId = keptId;
      delete value.firstKeptEntryIndex;
    }
  }
}
// #endregion migrateV1ToV2

function migrateV2ToV3(lines: RawLine[]): void {
  for (const raw of lines) {
    const message = raw.value.message as { role?: unknown } | undefined;
    if (raw.value.type === "message" && message?.role === "hookMessage") {
      message.role = "custom";
      raw.migrated = true;
    }
  }
}

function stableId(sessionId: string, line: number, taken: Set<string>): string {
  for (let attempt = 0; ; attempt++) {
    const id = createHash("sha256").update(`${sessionId}:${line}:${attempt}`).digest("hex").slice(0, 8);
    if (!taken.has(id)) {
      taken.add(id);
      return id;
    }
  }
}
