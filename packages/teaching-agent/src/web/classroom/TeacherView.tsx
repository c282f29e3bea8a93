/**
 * The teacher's view of the class: every student and their sessions (the
 * list and its counts asked again every two seconds), each session's tree
 * live from the class stream (useClassTrees), a Follow link that puts one
 * session on the projector read-only, the freeze switch, and the download of
 * every session file. Names are React text: whatever a student typed is
 * shown, never run.
 */

import type { ClassOverview } from "@kit/server";
import { useEffect, useState } from "react";
import { ClassTreeView } from "./ClassTreeView.tsx";
import { classApi } from "./class-api.ts";
import { useClassWords } from "./class-words.ts";
import { useClassTrees } from "./useClassTrees.ts";

const POLL_MS = 2000;

export function TeacherView() {
  const words = useClassWords();
  const [overview, setOverview] = useState<ClassOverview>();
  const [problem, setProblem] = useState<string>();
  const trees = useClassTrees(classApi.eventsUrl);
  useEffect(() => {
    let live = true;
    const load = () =>
      classApi.students().then(
        (next) => {
          if (!live) return;
          setOverview(next);
          setProblem(undefined);
        },
        (error: Error) => {
          if (live) setProblem(error.message);
        },
      );
    void load();
    const timer = setInterval(() => void load(), POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);
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
      {overview && overview.students.length === 0 && <p>{words.noStudents}</p>}
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
            {overview.students.map((student) => (
              <tr key={student.id} data-testid="class-student">
                <td>
                  {student.name} <small>{student.id}</small>
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
