/**
 * The code a teacher projects and students type: short enough to read across a
 * room, random enough that nobody outside the class guesses it by chance.
 * Letters and digits that look alike (0/O, 1/I/L) are left out.
 */
import { randomInt } from "node:crypto";

export const JOIN_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const JOIN_CODE_LENGTH = 6;
/** A student's return code (class-roster.ts): longer, since it stands for one student, not for the class. */
export const RETURN_CODE_LENGTH = 8;

export function newJoinCode(length = JOIN_CODE_LENGTH): string {
  let code = "";
  for (let i = 0; i < length; i++) code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  return code;
}

/** What a student typed, the way the code is printed: case and spaces do not matter. */
export function normalJoinCode(typed: string): string {
  return typed.replace(/[\s-]+/g, "").toUpperCase();
}
