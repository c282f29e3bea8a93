/**
 * A failed test said in plain words, not in the assertion library's.
 *
 * vitest ends a failure with chai's phrase: "AssertionError: ...: expected 400065 to be undefined". Where
 * the test gave a message of its own, that message says what was expected, in the exercise's words; what
 * the learner still needs is what their code gave instead, so the grader shows the message followed by
 * that value (the facts assertion-facts-setup.ts kept). Any other failure keeps chai's phrase, which shows
 * both values, without its noise: the error's class name, Object.is's comment, zero written `+0`.
 */
import type { AssertionFacts } from "./assertion-facts-setup.ts";
import type { Messages } from "./messages.ts";

export function plainFailure(
  failure: string,
  facts: AssertionFacts | undefined,
  say: Pick<Messages, "yourCodeGave">,
): string {
  if (facts !== undefined) return say.yourCodeGave(facts.own, facts.value);
  return withoutMatcherNoise(failure);
}

function withoutMatcherNoise(failure: string): string {
  return failure
    .replace(/^AssertionError: /, "")
    .replace(/ \/\/ Object\.is equality/g, "")
    .replace(/(^|[\s[{(,:])\+0(?=$|[\s\]}),:])/g, (_, before: string) => `${before}0`);
}
