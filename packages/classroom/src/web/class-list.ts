/**
 * The teacher's list of students, as the teacher asked to see it: filtered by
 * what they typed (a name or an id), sorted by name, by last activity or with
 * the running ones first, and counted, so a class of thirty is one line of
 * figures and a short list rather than a page to scroll.
 */
import type { ClassStudent } from "../server/class-api-types.ts";

export type ClassSort = "name" | "active" | "running";

export const CLASS_SORTS: readonly ClassSort[] = ["name", "active", "running"];

/** A student's last activity: their newest session's last write, else when they joined. */
export function lastActive(student: ClassStudent): number {
  return student.sessions.reduce(
    (latest, session) => Math.max(latest, Date.parse(session.modified) || 0),
    student.joinedAt,
  );
}

export function isRunning(student: ClassStudent): boolean {
  return student.sessions.some((session) => session.running);
}

/** Case and accents aside, so "zoe" finds "Zoë". */
function folded(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

export function shownStudents(students: readonly ClassStudent[], filter: string, sort: ClassSort): ClassStudent[] {
  const wanted = folded(filter.trim());
  const kept = wanted === "" ? [...students] : students.filter((s) => folded(`${s.name} ${s.id}`).includes(wanted));
  const byName = (a: ClassStudent, b: ClassStudent) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
  const byActive = (a: ClassStudent, b: ClassStudent) => lastActive(b) - lastActive(a) || byName(a, b);
  if (sort === "name") return kept.sort(byName);
  if (sort === "active") return kept.sort(byActive);
  return kept.sort((a, b) => Number(isRunning(b)) - Number(isRunning(a)) || byActive(a, b));
}

export interface ClassCounts {
  students: number;
  places: number;
  running: number;
  shown: number;
  /** Students who share their name with another. */
  sameName: number;
  /** Students whose address several students joined from. */
  sharedAddress: number;
}

export function classCounts(students: readonly ClassStudent[], maxStudents: number, shown: number): ClassCounts {
  return {
    students: students.length,
    places: maxStudents,
    running: students.filter(isRunning).length,
    shown,
    sameName: students.filter((s) => s.sameName).length,
    sharedAddress: students.filter((s) => s.joinsFromAddress > 1).length,
  };
}
