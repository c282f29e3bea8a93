/**
 * A student's name as the teacher will read it: trimmed, NFC, no control or
 * format characters (they could rewrite the teacher's terminal or reorder the
 * text), and at least one character that shows. Fillers that draw nothing
 * (U+3164 HANGUL FILLER, U+115F, U+FFA0, U+2800 BRAILLE BLANK), spaces of every
 * kind and marks with nothing to sit on are not a name.
 */
import { HttpError } from "@kit/server/building-blocks";
import { classErrorWords } from "./class-error-words.ts";

/** Characters that take no visible place: spaces, separators, default-ignorable ones, lone marks, blank fillers. */
const SHOWS_NOTHING = /[\p{White_Space}\p{Z}\p{Default_Ignorable_Code_Point}\p{M}\u2800\u3164\u115F\u1160\uFFA0]/gu;

export function visibleName(typed: string): string {
  const name = typed.normalize("NFC").trim();
  if (name === "") throw new HttpError(400, "invalid_field", classErrorWords().nameEmpty);
  if (/\p{C}/u.test(name)) throw new HttpError(400, "invalid_field", classErrorWords().nameOdd);
  if (name.replace(SHOWS_NOTHING, "") === "")
    throw new HttpError(400, "invalid_field", classErrorWords().nameInvisible);
  return name;
}

/** The form two names are compared in for "the same name": case and width folded, what shows nothing dropped. */
export function nameKey(name: string): string {
  return name.normalize("NFKC").toLowerCase().replace(SHOWS_NOTHING, "");
}
