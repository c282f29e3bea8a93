/**
 * Who sent a request: the student their cookie names, the teacher, or
 * nobody of the class.
 */
import type { Context } from "hono";
import type { Student } from "./class-roster.ts";
import type { ClassState } from "./class-state.ts";
import { cookieValue, STUDENT_COOKIE, sameSecret, TEACHER_COOKIE } from "./secrets.ts";

export function studentOf(c: Context, state: ClassState): Student | undefined {
  return state.roster.withToken(cookieValue(c.req.header("cookie"), STUDENT_COOKIE));
}

export function isTeacher(c: Context, state: ClassState): boolean {
  return sameSecret(cookieValue(c.req.header("cookie"), TEACHER_COOKIE), state.teacherToken);
}
