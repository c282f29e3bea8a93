/**
 * The teacher's list (src/web/class-list.ts): a filter by name or id,
 * accents and case aside; sorts by name, by last activity, running first; and
 * the counts above it.
 */

import { describe, expect, it } from "vitest";
import type { ClassStudent } from "../src/index.ts";
import { classCounts, shownStudents } from "../src/web/class-list.ts";

function student(id: string, name: string, modified: string, running = false, extra: Partial<ClassStudent> = {}) {
  const session = {
    id: `${id}-1`,
    name: undefined,
    created: modified,
    modified,
    entryCount: 2,
    firstMessage: "hi",
    running,
  };
  return {
    id,
    name,
    joinedAt: 0,
    promptsLastMinute: 0,
    tokensUsed: 0,
    sessions: [session],
    address: "10.0.0.1",
    joinsFromAddress: 1,
    sameName: false,
    bytes: 0,
    ...extra,
  } satisfies ClassStudent;
}

const class30 = [
  student("s-1", "Zoë", "2026-12-06T09:05:00Z"),
  student("s-2", "ada", "2026-12-06T09:01:00Z", true),
  student("s-3", "Bob", "2026-12-06T09:09:00Z", false, { sameName: true, joinsFromAddress: 3 }),
  student("s-4", "bob", "2026-12-06T09:02:00Z", true, { sameName: true, joinsFromAddress: 3 }),
];
const names = (list: ClassStudent[]) => list.map((s) => `${s.name}`);

describe("the teacher's list", () => {
  it("sorts by name, by last activity, and with the running students first", () => {
    expect(names(shownStudents(class30, "", "name"))).toEqual(["ada", "bob", "Bob", "Zoë"]);
    expect(names(shownStudents(class30, "", "active"))).toEqual(["Bob", "Zoë", "bob", "ada"]);
    expect(names(shownStudents(class30, "", "running"))).toEqual(["bob", "ada", "Bob", "Zoë"]);
  });

  it("filters by name or id, whatever the case and accents", () => {
    expect(names(shownStudents(class30, "zoe", "name"))).toEqual(["Zoë"]);
    expect(names(shownStudents(class30, " BOB ", "name"))).toEqual(["bob", "Bob"]);
    expect(names(shownStudents(class30, "s-2", "name"))).toEqual(["ada"]);
    expect(shownStudents(class30, "nobody", "name")).toEqual([]);
  });

  it("counts the places taken, the running, the shown, the repeated names and the shared addresses", () => {
    expect(classCounts(class30, 60, 2)).toEqual({
      students: 4,
      places: 60,
      running: 2,
      shown: 2,
      sameName: 2,
      sharedAddress: 2,
    });
  });
});
