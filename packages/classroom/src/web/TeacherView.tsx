/**
 * The teacher's view of the class: a line of counts, a filter and a sort
 * (class-list.ts), every student and their sessions (the
 * list and its counts asked again every two seconds), each session's tree
 * live from the class stream (useClassTrees), a Follow link that puts one
 * session on the projector read-only, the freeze switch, and the download of
 * every session file. A student can be removed (their files stay in the
 * download); a repeated name, and an address many students joined from, are
 * marked; while the class guard pauses prompting, it says why. Names are React
 * text: whatever a student typed is shown, never run.
 */

import { useCallback, useEffect, useState } from "react";
import type { ClassOverview, ClassStudent } from "../server/class-api-types.ts";
import { ClassTreeView } from "./ClassTreeView.tsx";
import { classApi } from "./class-api.ts";
import { CLASS_SORTS, type ClassSort, classCounts, shownStudents } from "./class-list.ts";
import { useClassWords } from "./class-words.ts";
import { useClassTrees } from "./useClassTrees.ts";

const POLL_MS = 2000;
const mib = (bytes: number) => Math.round(bytes / (1024 * 1024));

export function TeacherView() {
  const words = useClassWords();
  const [overview, setOverview] = useState<ClassOverview>();
  const [problem, setProblem] = useState<string>();
  const [filter, setFilter] = useState("");
  const [sort, setSort] = useState<ClassSort>("name");
  const trees = useClassTrees(classApi.eventsUrl);
  const load = useCallback(
    () =>
      classApi.students().then(
        (next) => {
          setOverview(next);
          setProblem(undefined);
        },
        (error: Error) => setProblem(error.message),
      ),
    [],
  );
  useEffect(() => {
    void load();
    const timer = setInterval(() => void load(), POLL_MS);
    return () => clearInterval(timer);
  }, [load]);
  const remove = (student: ClassStudent) => {
    if (!window.confirm(words.confirmRemove(student.name))) return;
    classApi.remove(student.id).then(load, (error: Error) => setProblem(error.message));
  };
  const shown = overview ? shownStudents(overview.students, filter, sort) : [];
  const counts = overview && classCounts(overview.students, overview.maxStudents, shown.length);
  const toggleFreeze = () =>
    overview &&
    classApi.freeze(!overview.frozen).then(
      ({ frozen }) => setOverview({ ...overview, frozen }),
      (error: Error) => setProblem(error.message),
    );

  return (
    <main className="class-teacher" data-testid="teacher-view">
      <header>
        <h1>{words.teacherTitle}</h1>
        <button type="button" onClick={toggleFreeze} aria-pressed={overview?.frozen ?? false}>
          {overview?.frozen ? words.unfreeze : words.freeze}
        </button>
        <a href={classApi.archiveUrl} download>
          {words.download}
        </a>
      </header>
      {problem && <p role="alert">{problem}</p>}
      {overview?.guard && (
        <p role="alert" data-testid="class-guard">
          {overview.guard.kind === "memory"
            ? words.guardMemory(mib(overview.guard.usedBytes), mib(overview.guard.limitBytes))
            : words.guardDisk(mib(overview.guard.freeBytes), mib(overview.guard.limitBytes))}
        </p>
      )}
      {counts && (
        <p className="class-counts" data-testid="class-counts">
          {words.counts(counts.students, counts.places, counts.running, counts.shown)}
          {overview.removed > 0 && ` · ${words.removed(overview.removed)}`}
        </p>
      )}
      {overview && overview.students.length === 0 && <p>{words.noStudents}</p>}
      {overview && overview.students.length > 0 && (
        <div className="class-list-controls">
          <input
            type="search"
            aria-label={words.filter}
            placeholder={words.filter}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            data-testid="class-filter"
          />
          <label>
            {words.sortBy}{" "}
            <select
              value={sort}
              onChange={(event) => setSort(event.target.value as ClassSort)}
              data-testid="class-sort"
            >
              {CLASS_SORTS.map((key) => (
                <option key={key} value={key}>
                  {words.sorts[key]}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      {overview && overview.students.length > 0 && (
        <table>
          <thead>
            <tr>
              <th>{words.student}</th>
              <th>{words.sessions}</th>
              <th>{words.activity}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((student) => (
              <tr key={student.id} data-testid="class-student">
                <td>
                  {student.name} <small>{student.id}</small>
                  {student.sameName && (
                    <>
                      {" "}
                      <mark data-testid="same-name">{words.sameName}</mark>
                    </>
                  )}
                  {student.joinsFromAddress > 1 && (
                    <small className="class-address" data-testid="shared-address">
                      {" "}
                      · {words.fromAddress(student.address, student.joinsFromAddress)}
                    </small>
                  )}{" "}
                  <button type="button" className="small" title={words.removeTitle} onClick={() => remove(student)}>
                    {words.remove}
                  </button>
                </td>
                <td>
                  {student.sessions.length === 0 && words.noSessions}
                  <ul>
                    {student.sessions.map((session) => (
                      <li key={session.id} data-testid="class-session">
                        {session.name ?? session.firstMessage ?? session.id} · {words.entries(session.entryCount)}
                        {session.running && ` · ${words.running}`}{" "}
                        <a href={followHash(student.id, student.name, session.id)}>{words.follow}</a>
                        <ClassTreeView tree={trees.get(student.id)?.get(session.id)} />
                      </li>
                    ))}
                  </ul>
                </td>
                <td>
                  {words.prompts(student.promptsLastMinute)}
                  {student.tokensUsed > 0 && ` · ${words.tokens(student.tokensUsed)}`}
                  {` · ${words.storage(mib(student.bytes), mib(overview.studentBytes))}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}

function followHash(studentId: string, name: string, sessionId: string): string {
  return `#${new URLSearchParams({ follow: studentId, name, session: sessionId })}`;
}
