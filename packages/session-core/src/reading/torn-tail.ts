/**
 * A torn last line: the file ends in bytes with no newline that are not JSON, because a write was cut off. The
 * plain reader calls it a malformed line; this keeps its bytes instead (not its text: a write cut off
 * mid-character decodes as U+FFFD), so `Session.open` can set them aside in `FILE.torn` and `repair` can keep
 * them. Its problem, `torn-last-line`, is the one that does not block opening (problems.ts: `blockingProblems`).
 */
import { type Problem, problemOf } from "./problems.ts";
import type { ReadAlong, TornTail } from "./read-along.ts";

export function keepTornTail(bytes: Buffer): ReadAlong {
  let tornTail: TornTail | undefined;
  return {
    cutOff(line: number, offset: number): Problem {
      tornTail = { line, offset, bytes: Buffer.from(bytes.subarray(offset)) };
      return problemOf("torn-last-line", line, [{ say: "tornLastLine", args: [tornTail.bytes.length] }]);
    },
    finish: () => ({ tornTail }),
  };
}
