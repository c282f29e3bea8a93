/**
 * A setup file for exercise runs (see course/vitest.exercises.config.ts) that keeps, on a failed
 * assertion, what the grader needs to say it plainly: the test's own message, if it gave one
 * (`expect(value, "message")`), and the value it checked, written as Node writes values.
 *
 * Why: vitest's failure text glues the test's message to the assertion library's own phrase
 * ("... would move about 19,999,900,000 elements: expected 400065 to be undefined"), and the two
 * cannot be told apart afterwards, since the test's message may itself start with "expected". Here,
 * where the assertion fails, they still are two facts; progress-setup.ts writes them down and
 * plain-failure.ts turns them into "... (your code gave 400065)".
 */
import { inspect } from "node:util";
import { chai } from "vitest";

/** What a failed `expect(value, message)` leaves for the grader. */
export interface AssertionFacts {
  /** The test's own message. */
  own: string;
  /** The value under test, on one line. */
  value: string;
}

/** The property of a failed assertion's error that holds its facts (it travels with the error to afterEach). */
export const FACTS = "assertionFacts";

type Assert = (this: object, ...args: unknown[]) => void;
const prototype = chai.Assertion.prototype as unknown as { assert: Assert; factsKept?: true };

if (prototype.factsKept !== true) {
  const assert = prototype.assert;
  prototype.assert = function (this: object, ...args: unknown[]): void {
    try {
      assert.apply(this, args);
    } catch (error) {
      const own: unknown = chai.util.flag(this, "message");
      const value: unknown = chai.util.flag(this, "object");
      // A function under test (toThrow) is not something the learner's code gave: its own words say more.
      if (error instanceof Error && typeof own === "string" && own !== "" && typeof value !== "function") {
        const facts: AssertionFacts = { own, value: oneLine(value) };
        Object.assign(error, { [FACTS]: facts });
      }
      throw error;
    }
  };
  prototype.factsKept = true;
}

/** The most of a value the grader's line shows: enough to recognise it, not a whole session. */
const SHOWN_AT_MOST = 400;

/** A value as a learner reads it in a terminal: `{ unshift: 1000, splice: 0 }`, `[ 'a', 'b' ]`, `400065`. */
function oneLine(value: unknown): string {
  const text = inspect(value, { depth: 4, breakLength: Number.POSITIVE_INFINITY, maxArrayLength: 20 });
  return text.length > SHOWN_AT_MOST ? `${text.slice(0, SHOWN_AT_MOST)} …` : text;
}
