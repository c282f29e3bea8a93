/**
 * The class list on disk, so that a restarted server (on the same class
 * folder: `KIT_CLASS_DIR`) still knows its students: their cookies keep
 * working, their return codes too, and their sessions are where they were.
 * `CLASS/roster.json`, readable by the teacher's user only (mode 0600). A
 * token is kept as its SHA-256 only: the file cannot be used to act as a
 * student. A return code is kept as it is, since a student's page shows it
 * (it works once, and is replaced at each use). Written whole, through a
 * temporary file and a rename, at each join, return and removal.
 */
import { createHash } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

export interface SavedStudent {
  id: string;
  name: string;
  tokenHash: string;
  returnCode: string;
  address: string;
  joinedAt: number;
  removed?: true;
}

export const ROSTER_FILE = "roster.json";

export function rosterPath(classDir: string): string {
  return join(classDir, ROSTER_FILE);
}

export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function saveRoster(file: string, students: readonly SavedStudent[]): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify({ version: 1, students }, null, 1)}\n`, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, file);
}

/** The students a previous run saved; none when there is no file (a new class) or it cannot be read as one. */
export function loadRoster(file: string): SavedStudent[] {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return [];
  }
  try {
    const parsed = JSON.parse(text) as { version?: number; students?: unknown };
    if (parsed.version !== 1 || !Array.isArray(parsed.students)) return [];
    return parsed.students.filter(isSavedStudent);
  } catch {
    return [];
  }
}

function isSavedStudent(value: unknown): value is SavedStudent {
  const s = value as SavedStudent;
  return (
    typeof s === "object" &&
    s !== null &&
    /^s-[0-9a-f]{8}$/.test(s.id) &&
    typeof s.name === "string" &&
    /^[0-9a-f]{64}$/.test(s.tokenHash) &&
    typeof s.returnCode === "string" &&
    typeof s.address === "string" &&
    typeof s.joinedAt === "number"
  );
}
