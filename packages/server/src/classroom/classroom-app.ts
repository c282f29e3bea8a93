/**
 * The classroom's HTTP application: the one app that listens on the class
 * network. It keeps every rule of the loopback server (Host, Origin,
 * JSON-only: the same guard, with the class address allowed) and adds one:
 * every API call says who it is with a cookie.
 *
 * - `/api/join`, `/api/class/me`: anyone on the page (the join form); wrong
 *   codes are counted per address (failed-joins.ts).
 * - `/api/sessions/...`: a student, sent on to their own server (see
 *   class-roster.ts) after the fair-use checks; without a student cookie, 401.
 * - `/api/teacher`, `/api/class/...`: the teacher, by the teacher's cookie.
 */
import { getConnInfo } from "@hono/node-server/conninfo";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import Type from "typebox";
import { errorWords } from "../error-words.ts";
import { errorBody, HttpError, handleError } from "../errors.ts";
import { guardRequests } from "../request-guard.ts";
import { withRequestLanguage } from "../request-language.ts";
import { readBody } from "../validate.ts";
import { isTeacher, studentOf } from "./callers.ts";
import type { ClassMe, JoinResult } from "./class-api-types.ts";
import { classErrorWords } from "./class-error-words.ts";
import type { Student } from "./class-roster.ts";
import type { ClassState } from "./class-state.ts";
import { normalJoinCode } from "./join-code.ts";
import { cookieHeader, STUDENT_COOKIE, sameSecret } from "./secrets.ts";
import { teacherRoutes } from "./teacher-routes.ts";

const JoinSchema = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 20 }),
    name: Type.String({ minLength: 1, maxLength: 40 }),
    returnCode: Type.Optional(Type.String({ maxLength: 20 })),
  },
  { additionalProperties: false },
);

export function createClassroomApp(state: ClassState, mountStatic?: (app: Hono) => void): Hono {
  const app = new Hono();
  app.onError((error, c) => handleError(error, c, state.log));
  app.use("*", withRequestLanguage());
  app.use("*", guardRequests(state.guard));
  // The classroom's own bodies are a code and a name: 4 KiB is plenty. The sessions API keeps its own limit.
  for (const path of ["/api/join", "/api/class/*"]) {
    app.use(
      path,
      bodyLimit({
        maxSize: 4096,
        onError: (c) => c.json(errorBody(new HttpError(413, "too_large", errorWords().tooLarge(4096))), 413),
      }),
    );
  }

  app.post("/api/join", async (c) => {
    const address = peerAddress(c);
    if (!state.failedJoins.mayTry(address)) {
      throw limit("failed_joins", classErrorWords().failedJoins(state.limits.failedJoinsPerMinute));
    }
    const body = await readBody(c, JoinSchema);
    if (!sameSecret(normalJoinCode(body.code), state.joinCode)) {
      state.failedJoins.failed(address);
      throw new HttpError(403, "wrong_code", classErrorWords().wrongCode);
    }
    const name = displayName(body.name);
    // Joining again from the same browser is the same student, not a second one.
    let student = studentOf(c, state);
    let returned = false;
    const returnCode = normalJoinCode(body.returnCode ?? "");
    if (!student && returnCode !== "") {
      student = state.roster.comeBack(returnCode);
      if (!student) {
        state.failedJoins.failed(address);
        throw new HttpError(403, "wrong_return_code", classErrorWords().wrongReturnCode);
      }
      returned = true;
      state.onJoin(student.name, student.id, true);
    }
    if (!student) {
      student = state.roster.join(name);
      state.onJoin(student.name, student.id, false);
    }
    c.header("Set-Cookie", cookieHeader(STUDENT_COOKIE, student.token));
    return c.json({ studentId: student.id, name: student.name, returned } satisfies JoinResult, 201);
  });

  app.get("/api/class/me", (c) => {
    const student = studentOf(c, state);
    const { promptsPerMinute, streamsPerStudent, sessionsPerStudent } = state.limits;
    const me: ClassMe = {
      role: isTeacher(c, state) ? "teacher" : student ? "student" : "guest",
      frozen: state.frozen,
      limits: { promptsPerMinute, streamsPerStudent, sessionsPerStudent },
      ...(student && { name: student.name, studentId: student.id, returnCode: shownReturnCode(student.returnCode) }),
    };
    return c.json(me);
  });

  app.route("/", teacherRoutes(state));

  const toStudent = (c: Context) => {
    const student = studentOf(c, state);
    if (!student) {
      throw new HttpError(
        401,
        "not_joined",
        isTeacher(c, state) ? classErrorWords().teacherHasNoSessions : classErrorWords().notJoined,
      );
    }
    checkFairUse(c, student, state);
    return student.server.app.fetch(c.req.raw, c.env);
  };
  app.all("/api/sessions", toStudent);
  app.all("/api/sessions/*", toStudent);

  app.all("/api/*", (c) => {
    throw new HttpError(404, "no_route", classErrorWords().noRoute(c.req.method, c.req.path));
  });
  mountStatic?.(app);
  return app;
}

/**
 * The TCP peer's address, never a header: a script writes any X-Forwarded-For it likes. A request made without a
 * socket (`app.request()` in a test) has none, and they all count as one.
 */
function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

/** `K7MPQ2XR` shown as `K7MP-Q2XR`, easier to copy onto paper; the dash is ignored when typed back. */
function shownReturnCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** A name as typed, trimmed; control characters (which could rewrite the teacher's terminal) are refused. */
function displayName(typed: string): string {
  const name = typed.normalize("NFC").trim();
  if (name === "") throw new HttpError(400, "invalid_field", classErrorWords().nameEmpty);
  if (/\p{C}/u.test(name)) {
    throw new HttpError(400, "invalid_field", classErrorWords().nameOdd);
  }
  return name;
}

// #region checkFairUse
/** The per-student limits, checked before a request reaches the student's server. */
function checkFairUse(c: Context, student: Student, state: ClassState): void {
  const { limits } = state;
  // "/api/sessions" -> [], "/api/sessions/ID/prompt" -> ["ID", "prompt"]; empty parts (a trailing slash) dropped,
  // so that no spelling of a path escapes its limit.
  const [id, action] = c.req.path
    .split("/")
    .slice(3)
    .filter((part) => part !== "");
  const method = c.req.method;
  if (method === "POST" && (id === undefined || action === "fork")) {
    const count = student.server.parts.registry.list().length;
    if (count >= limits.sessionsPerStudent) {
      throw limit("sessions_per_student", classErrorWords().tooManySessions(count));
    }
  }
  if (method === "POST" && (action === "prompt" || action === "compact" || action === "navigate")) {
    if (action === "prompt" && state.frozen) {
      throw new HttpError(423, "frozen", classErrorWords().frozen);
    }
    if (student.tokensUsed >= limits.studentTokens) {
      throw limit("student_tokens", classErrorWords().studentTokens(limits.studentTokens));
    }
    if (state.meter.classTokens >= limits.classTokens) {
      throw limit("class_tokens", classErrorWords().classTokens(limits.classTokens));
    }
    if (action === "prompt" && !student.prompts.take()) {
      throw limit("prompts_per_minute", classErrorWords().promptsPerMinute(limits.promptsPerMinute));
    }
  }
  // The student's server counts every stream it serves: a teacher following this student takes one of theirs.
  if (
    method === "GET" &&
    action === "events" &&
    student.server.parts.streamBudget.openStreams >= limits.streamsPerStudent
  ) {
    throw limit("streams_per_student", classErrorWords().streamsPerStudent(limits.streamsPerStudent));
  }
}
// #endregion checkFairUse

function limit(name: string, why: string): HttpError {
  return new HttpError(429, name, classErrorWords().limit(why, name));
}
