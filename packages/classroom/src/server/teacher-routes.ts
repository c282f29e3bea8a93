/**
 * What only the teacher may do: log in with the token printed in the
 * terminal, see the class and each student's trees live, read (never change) any student's sessions, freeze
 * prompting, and download every session file.
 */

import type { SessionSummary } from "@kit/server";
import { EVENT_STREAM_HEADERS, HttpError, openEventStream, readBody } from "@kit/server/building-blocks";
import { type Context, Hono } from "hono";
import Type from "typebox";
import { isTeacher } from "./callers.ts";
import type { ClassOverview } from "./class-api-types.ts";
import { pathSafe, sessionArchive } from "./class-archive.ts";
import { classErrorWords } from "./class-error-words.ts";
import type { ClassState } from "./class-state.ts";
import { cookieHeader, sameSecret, TEACHER_COOKIE } from "./secrets.ts";
import { nameKey } from "./visible-name.ts";

const FreezeSchema = Type.Object({ frozen: Type.Boolean() }, { additionalProperties: false });

export function teacherRoutes(state: ClassState): Hono {
  const routes = new Hono();

  // The URL printed in the terminal: opened once, it leaves a cookie and goes to the teacher view.
  routes.get("/api/teacher", (c) => {
    if (!sameSecret(c.req.query("token"), state.teacherToken)) {
      throw new HttpError(403, "wrong_teacher_token", classErrorWords().wrongTeacherToken);
    }
    c.header("Set-Cookie", cookieHeader(TEACHER_COOKIE, state.teacherToken));
    return c.redirect("/#teacher", 303);
  });

  routes.use("/api/class/*", async (c, next) => {
    if (c.req.path !== "/api/class/me" && !isTeacher(c, state)) {
      throw new HttpError(401, "not_teacher", classErrorWords().notTeacher);
    }
    await next();
  });

  routes.get("/api/class/students", (c) => {
    const students = state.roster.all();
    const names = new Map<string, number>();
    for (const student of students) names.set(nameKey(student.name), (names.get(nameKey(student.name)) ?? 0) + 1);
    const guard = state.classGuard.reason;
    const overview: ClassOverview = {
      frozen: state.frozen,
      classTokens: state.meter.classTokens,
      maxStudents: state.limits.maxStudents,
      studentBytes: state.limits.studentBytes,
      removed: state.roster.removed().length,
      ...(guard && { guard }),
      students: students.map((student) => {
        const { reader, runs } = student.server.parts;
        const sessions: SessionSummary[] = reader
          .list()
          .map((summary) => ({ ...summary, running: runs.isRunning(summary.id) }));
        return {
          id: student.id,
          name: student.name,
          joinedAt: student.joinedAt,
          promptsLastMinute: student.prompts.recent,
          tokensUsed: student.tokensUsed,
          sessions,
          address: student.address,
          joinsFromAddress: state.joins.total(student.address),
          sameName: (names.get(nameKey(student.name)) ?? 0) > 1,
          bytes: student.folderBytes.bytes,
        };
      }),
    };
    return c.json(overview);
  });

  // The teacher's live trees (class-feed.ts). HEAD opens no stream, as on a session's /events.
  routes.get("/api/class/events", (c) => {
    if (c.req.method === "HEAD") return new Response(null, { headers: EVENT_STREAM_HEADERS });
    return openEventStream(state.feed, state.feedStreams, "class", undefined, c.req.raw.signal, state.eventStream);
  });

  routes.post("/api/class/freeze", async (c) => {
    const body = await readBody(c, FreezeSchema);
    state.frozen = body.frozen;
    return c.json({ frozen: state.frozen });
  });

  // Takes a student out: their place is free, their cookie and return code stop working, their files stay.
  routes.post("/api/class/students/:studentId/remove", async (c) => {
    const id = c.req.param("studentId");
    const removed = await state.roster.remove(id);
    if (!removed) throw new HttpError(404, "unknown_student", classErrorWords().unknownStudent(id));
    state.log(classErrorWords().removed(id));
    return c.json({ removed: id });
  });

  routes.get("/api/class/archive", () => {
    const folders = [...state.roster.all(), ...state.roster.removed()].map((student) => ({
      name: `${student.id}-${pathSafe(student.name)}`,
      dir: student.server.parts.registry.sessionsDir,
    }));
    return new Response(sessionArchive(folders), {
      headers: {
        "content-type": "application/x-tar",
        "content-disposition": 'attachment; filename="class-sessions.tar"',
      },
    });
  });

  // Follow mode: a student's sessions, read only, at /api/class/students/ID/sessions/...
  const follow = (c: Context) => {
    const student = state.roster.withId(c.req.param("studentId") ?? "");
    if (!student)
      throw new HttpError(404, "unknown_student", classErrorWords().unknownStudent(c.req.param("studentId") ?? ""));
    if (c.req.method !== "GET" && c.req.method !== "HEAD") {
      throw new HttpError(405, "read_only", classErrorWords().readOnly);
    }
    const url = new URL(c.req.url);
    url.pathname = `/api/sessions${url.pathname.slice(`/api/class/students/${student.id}/sessions`.length)}`;
    const request = new Request(url, { method: c.req.method, headers: c.req.raw.headers, signal: c.req.raw.signal });
    return student.server.app.fetch(request, c.env);
  };
  routes.all("/api/class/students/:studentId/sessions", follow);
  routes.all("/api/class/students/:studentId/sessions/*", follow);

  return routes;
}
