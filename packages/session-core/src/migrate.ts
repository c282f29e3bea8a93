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
}

export function versionOf(header: SessionHeader): number {
  return typeof header.version === "number" ? header.version : 1;
}

/** Brings header and entries to version 3, in place. Returns the version the file had. */
export function migrateToCurrent(header: SessionHeader, lines: RawLine[]): number {
  const from = versionOf(header);
  if (from < 2) migrateV1ToV2(header, lines);
  if (from < 3) migrateV2ToV3(lines);
  header.version = CURRENT_SESSION_VERSION;
  return from;
}

// #region migrateV1ToV2
function migrateV1ToV2(header: SessionHeader, lines: RawLine[]): void {
  const taken = new Set<string>();
  let previousId: string | null = null;
  for (const { line, value } of lines) {
    value.id = stableId(header.id, line, taken);
    value.parentId = previousId;
    previousId = value.id as string;
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
  for (const { value } of lines) {
    const message = value.message as { role?: unknown } | undefined;
    if (value.type === "message" && message?.role === "hookMessage") message.role = "custom";
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
