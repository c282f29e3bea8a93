/**
 * The code a teacher projects and students type: short enough to read across a
 * room, random enough that nobody outside the class guesses it by chance.
 * Letters and digits that look alike (0/O, 1/I/L) are left out.
 */
import { randomInt } from "node:crypto";

export const JOIN_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const JOIN_CODE_LENGTH = 6;

export function newJoinCode(): string {
  let code = "";
  for (let i = 0; i < JOIN_CODE_LENGTH; i++) code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  return code;
}

/** What a student typed, the way the code is printed: case and spaces do not matter. */
export function normalJoinCode(typed: string): string {
  return typed.replace(/[\s-]+/g, "").toUpperCase();
}
