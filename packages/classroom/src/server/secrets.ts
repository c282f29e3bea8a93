/**
 * The class's secrets: a student's token and the teacher's, each 32 random
 * bytes, carried in cookies the page's scripts cannot read (HttpOnly) and the
 * browser sends only to this very site (SameSite=Strict).
 */
import { randomBytes, timingSafeEqual } from "node:crypto";

export const STUDENT_COOKIE = "kit_student";
export const TEACHER_COOKIE = "kit_teacher";

export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** A Set-Cookie value; no Max-Age, so the cookie lasts as long as the browser session. */
export function cookieHeader(name: string, token: string): string {
  return `${name}=${token}; HttpOnly; SameSite=Strict; Path=/`;
}

/** One cookie's value from a Cookie header, or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}

/** Compares secrets in a time that does not depend on where they first differ. */
export function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
