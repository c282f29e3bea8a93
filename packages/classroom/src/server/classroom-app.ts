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
import {
  errorBody,
  errorWords,
  guardRequests,
  HttpError,
  handleError,
  readBody,
  withRequestLanguage,
} from "@kit/server/building-blocks";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import Type from "typebox";
import { isTeacher, studentOf } from "./callers.ts";
import type { ClassMe, JoinResult } from "./class-api-types.ts";
import { classErrorWords } from "./class-error-words.ts";
import { LimitError, limitAnswer, secondsFrom } from "./class-limit-error.ts";
import type { Student } from "./class-roster.ts";
import type { ClassState } from "./class-state.ts";
import { normalJoinCode } from "./join-code.ts";
import { cookieHeader, STUDENT_COOKIE, sameSecret } from "./secrets.ts";
import { teacherRoutes } from "./teacher-routes.ts";
import { visibleName } from "./visible-name.ts";

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
  app.onError((error, c) => (error instanceof LimitError ? limitAnswer(error, c) : handleError(error, c, state.log)));
  app.use("*", withRequestLanguage());
  app.use("*", guardRequests(state.guard));
  // `//api/...` matches no route of the API, and the page's fallback would answer it with HTML: it is an API path
  // spelled oddly, and gets the API's 404.
  app.use("*", async (c, next) => {
    if (/^\/{2,}api(\/|$)/.test(c.req.path)) {
      throw new HttpError(404, "no_route", classErrorWords().noRoute(c.req.method, c.req.path));
    }
    await next();
  });
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

  // A student's request body is a prompt at most, and a prompt is far smaller than the loopback server's 1 MiB:
  // room for the prompt's text written as JSON (every character escaped at worst twice) and the other fields.
  app.use(
    "/api/sessions/*",
    bodyLimit({
      maxSize: state.limits.promptBytes * 2 + 1024,
      onError: () => {
        throw promptTooLarge(state);
      },
    }),
  );

  app.post("/api/join", async (c) => {
    const address = peerAddress(c);
    if (!state.failedJoins.mayTry(address)) {
      throw limit("failed_joins", classErrorWords().failedJoins(state.limits.failedJoinsPerMinute), 60_000);
    }
    const body = await readBody(c, JoinSchema);
    if (!sameSecret(normalJoinCode(body.code), state.joinCode)) {
      state.failedJoins.failed(address);
      throw new HttpError(403, "wrong_code", classErrorWords().wrongCode);
    }
    const name = visibleName(body.name);
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
      const wait = state.joins.waitMs(address);
      if (wait > 0)
        throw limit("joins_per_minute", classErrorWords().joinsPerMinute(state.limits.joinsPerMinute), wait);
      student = state.roster.join(name, address);
      state.joins.joined(address);
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

  const toStudent = async (c: Context) => {
    const student = studentOf(c, state);
    if (!student) {
      throw new HttpError(
        401,
        "not_joined",
        isTeacher(c, state) ? classErrorWords().teacherHasNoSessions : classErrorWords().notJoined,
      );
    }
    await checkFairUse(c, student, state);
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

// #region checkFairUse
/** Actions that call the model: checked against the token budgets. */
const MODEL_ACTIONS = new Set(["prompt", "compact", "navigate"]);
/** The class guard looks again every second; a minute gives the teacher time to act before the class retries. */
const GUARD_RETRY_SECONDS = 60;
/** Writes counted by KIT_CLASS_WRITES_PER_MINUTE: everything that appends or makes a file, prompts aside. */
const COUNTED_WRITES = new Set(["fork", "branch", "navigate", "compact", "label", "name"]);

/** The per-student limits, checked before a request reaches the student's server. */
async function checkFairUse(c: Context, student: Student, state: ClassState): Promise<void> {
  const { limits } = state;
  const words = classErrorWords();
  // "/api/sessions" -> [], "/api/sessions/ID/prompt" -> ["ID", "prompt"]; empty parts (a trailing slash) dropped,
  // so that no spelling of a path escapes its limit.
  const [id, action] = c.req.path
    .split("/")
    .slice(3)
    .filter((part) => part !== "");
  const method = c.req.method;
  const creates = method === "POST" && (id === undefined || action === "fork");
  const prompts = method === "POST" && action === "prompt";
  const counted = method === "POST" && (id === undefined || COUNTED_WRITES.has(action ?? ""));
  if (creates) {
    const count = student.server.parts.reader.list().length;
    if (count >= limits.sessionsPerStudent) {
      throw new LimitError(
        429,
        "sessions_per_student",
        words.limit(words.tooManySessions(count), "sessions_per_student"),
      );
    }
  }
  if (prompts || counted) {
    if (prompts && state.frozen) throw new HttpError(423, "frozen", words.frozen);
    const paused = state.classGuard.reason;
    if (paused) {
      const why = `${words.classGuard}; ${words.tryAgainIn(GUARD_RETRY_SECONDS)}`;
      throw new LimitError(503, "class_guard", words.limit(why, "class_guard"), GUARD_RETRY_SECONDS);
    }
    const used = student.folderBytes.bytes;
    if (used >= limits.studentBytes) {
      throw new LimitError(
        413,
        "student_bytes",
        words.limit(words.studentBytes(mib(limits.studentBytes)), "student_bytes"),
      );
    }
  }
  if (prompts) await checkPromptText(c, state);
  if (method === "POST" && MODEL_ACTIONS.has(action ?? "")) {
    if (student.tokensUsed >= limits.studentTokens) {
      throw new LimitError(
        429,
        "student_tokens",
        words.limit(words.studentTokens(limits.studentTokens), "student_tokens"),
      );
    }
    if (state.meter.classTokens >= limits.classTokens) {
      throw new LimitError(429, "class_tokens", words.limit(words.classTokens(limits.classTokens), "class_tokens"));
    }
  }
  if (prompts && !student.prompts.take()) {
    throw limit("prompts_per_minute", words.promptsPerMinute(limits.promptsPerMinute), student.prompts.waitMs());
  }
  if (counted && !student.writes.take()) {
    throw limit("writes_per_minute", words.writesPerMinute(limits.writesPerMinute), student.writes.waitMs());
  }
  // The student's server counts every stream it serves: a teacher following this student takes one of theirs.
  if (
    method === "GET" &&
    action === "events" &&
    student.server.parts.streamBudget.openStreams >= limits.streamsPerStudent
  ) {
    throw new LimitError(
      429,
      "streams_per_student",
      words.limit(words.streamsPerStudent(limits.streamsPerStudent), "streams_per_student"),
    );
  }
}

/** A prompt's text in UTF-8 bytes, against KIT_CLASS_PROMPT_BYTES; a body that is not JSON is left to the server. */
async function checkPromptText(c: Context, state: ClassState): Promise<void> {
  let text: unknown;
  try {
    text = ((await c.req.raw.clone().json()) as { text?: unknown } | null)?.text;
  } catch {
    return;
  }
  if (typeof text === "string" && Buffer.byteLength(text) > state.limits.promptBytes) throw promptTooLarge(state);
}
// #endregion checkFairUse

/** A 429 that frees in `waitMs`: the message, the header and the JSON all say when. */
function limit(name: string, why: string, waitMs: number): LimitError {
  const seconds = secondsFrom(waitMs);
  const words = classErrorWords();
  return new LimitError(429, name, words.limit(`${why}; ${words.tryAgainIn(seconds)}`, name), seconds);
}

function promptTooLarge(state: ClassState): LimitError {
  const words = classErrorWords();
  return new LimitError(413, "prompt_bytes", words.limit(words.promptBytes(state.limits.promptBytes), "prompt_bytes"));
}

const mib = (bytes: number) => Math.round(bytes / (1024 * 1024));
