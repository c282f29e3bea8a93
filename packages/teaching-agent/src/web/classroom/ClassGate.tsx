/**
 * What the page shows in a classroom, decided by who this browser is
 * (`GET /api/class/me`): the join form for a guest; the usual page for a
 * student (Send disabled, with the reason, while the teacher has frozen
 * prompting; their return code folded away in the top bar); for the
 * teacher, the class, or one student's session followed read-only
 * (`#follow=STUDENT&session=ID`). Outside a classroom (npm start) it is the
 * usual page and nothing else.
 */

import type { ClassMe } from "@kit/server";
import { useCallback, useEffect, useState } from "react";
import { App } from "../App.tsx";
import { setSessionsBase } from "../api/client.ts";
import type { Role } from "../api/prefetch.ts";
import { classApi } from "./class-api.ts";
import { useClassWords } from "./class-words.ts";
import { JoinForm } from "./JoinForm.tsx";
import { TeacherView } from "./TeacherView.tsx";

/** How often a student's page asks whether prompting is frozen. */
const POLL_MS = 3000;

type Who = { kind: "loading" } | { kind: "plain" } | { kind: "class"; me: ClassMe };

/** `start`: who this browser is, as the page's first script asked (main.tsx); not known, it is asked again here. */
export function ClassGate({ start }: { start: Role }) {
  const words = useClassWords();
  const [who, setWho] = useState<Who>(() => whoFrom(start));
  const follow = useFollowHash();

  const refresh = useCallback(async () => {
    try {
      setWho(whoFrom({ known: true, me: await classApi.me() }));
    } catch {
      // The server did not answer: keep what was shown; the next poll asks again.
    }
  }, []);
  const askAtMount = !start.known;
  useEffect(() => {
    if (askAtMount) void refresh();
  }, [askAtMount, refresh]);
  const inClass = who.kind === "class";
  useEffect(() => {
    if (!inClass) return;
    const timer = setInterval(() => void refresh(), POLL_MS);
    return () => clearInterval(timer);
  }, [inClass, refresh]);

  if (who.kind === "loading") return null;
  if (who.kind === "plain") return <App asksServerMode />;
  const { me } = who;
  if (me.role === "guest") return <JoinForm onJoined={refresh} />;
  if (me.role === "teacher") {
    if (!follow) return <TeacherView />;
    // Before the page renders: its every request then goes to this student's sessions, read-only (set again on
    // each render, to the same value while the same student is followed).
    setSessionsBase(`/api/class/students/${encodeURIComponent(follow.studentId)}/sessions`);
    const note = (
      <>
        {words.following(follow.studentName)} · <a href="#teacher">{words.backToClass}</a>
      </>
    );
    return <App key={follow.studentId} readOnly classNote={note} />;
  }
  const note = (
    <>
      {me.frozen && <span data-testid="class-frozen">{words.frozen} </span>}
      {me.returnCode && (
        <details className="class-return">
          <summary className="class-return-toggle">{words.comingBack}</summary>
          <span data-testid="return-code-note">{words.returnCodeIs(me.returnCode)}</span>
        </details>
      )}
    </>
  );
  return <App sendBlocked={me.frozen} classNote={note} />;
}

function whoFrom(role: Role): Who {
  if (!role.known) return { kind: "loading" };
  return role.me === undefined ? { kind: "plain" } : { kind: "class", me: role.me };
}

/** `#follow=STUDENT&name=NAME&session=ID`: the teacher following one student's session. */
function useFollowHash(): FollowTarget | undefined {
  const [follow, setFollow] = useState(followFromHash);
  useEffect(() => {
    const onChange = () => setFollow(followFromHash());
    window.addEventListener("hashchange", onChange);
    return () => window.removeEventListener("hashchange", onChange);
  }, []);
  return follow;
}

interface FollowTarget {
  studentId: string;
  studentName: string;
}

function followFromHash(): FollowTarget | undefined {
  const params = new URLSearchParams(window.location.hash.replace(/^#/, ""));
  const studentId = params.get("follow");
  return studentId ? { studentId, studentName: params.get("name") ?? studentId } : undefined;
}
