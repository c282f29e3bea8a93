/**
 * A starter's stub still in place, said in the learner's language.
 *
 * Every starter throws `TODO: NAME is not written yet (see …README.md, 中文 README.zh-CN.md)` until the learner
 * writes NAME. The sentence lives in the learner's own file, so it is written once, in English; a Chinese learner
 * reads the grader's line for it instead. The line is found inside vitest's own failures too (`expected [Function]
 * to throw … but got 'TODO: …'`): the stub is the cause there as well. Any other failure is shown as it is.
 */
import type { Messages } from "./messages.ts";

const STUB = /TODO: ([\w.]+) is not written yet/;

export function sayFailure(failure: string, say: Pick<Messages, "stubNotWritten">): string {
  const name = STUB.exec(failure)?.[1];
  return name === undefined || say.stubNotWritten === undefined ? failure : say.stubNotWritten(name);
}
