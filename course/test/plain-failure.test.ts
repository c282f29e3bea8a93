// A failed test in plain words: the test's own message and what the learner's code gave, without the assertion
// library's phrase; any other failure without that phrase's noise.
import { describe, expect, it } from "vitest";
import { messages } from "../src/exercise/messages.ts";
import { plainFailure } from "../src/exercise/plain-failure.ts";

const own =
  "expected at most 400,000 elements moved by unshift or splice for a chain 200,000 deep (linear work); the walk " +
  "was stopped after moving 400,065: inserting at the front moves everything collected so far, so the whole walk " +
  "would move about 19,999,900,000 elements";
const glued = `AssertionError: ${own}: expected 400065 to be undefined`;

describe("a failed assertion with a message of its own", () => {
  it("is that message, then what the code gave, instead of vitest's words", () => {
    const facts = { own, value: "400065" };
    expect(plainFailure(glued, facts, messages("en"))).toBe(`${own} (your code gave 400065)`);
    expect(plainFailure(glued, facts, messages("zh"))).toBe(`${own}（你的代码给出的是 400065）`);
  });
});

describe("any other failure", () => {
  it("keeps the values it shows, without the error's class, Object.is's comment or a zero written +0", () => {
    expect(
      plainFailure(
        "AssertionError: expected { unshift: 1000, splice: +0 } to deeply equal { unshift: +0 }",
        undefined,
        {
          yourCodeGave: () => "unused",
        },
      ),
    ).toBe("expected { unshift: 1000, splice: 0 } to deeply equal { unshift: 0 }");
    expect(plainFailure("AssertionError: expected 3 to be 4 // Object.is equality", undefined, messages("en"))).toBe(
      "expected 3 to be 4",
    );
    expect(plainFailure("AssertionError: expected [ +0, 'a+0' ] to deeply equal []", undefined, messages("en"))).toBe(
      "expected [ 0, 'a+0' ] to deeply equal []",
    );
  });

  it("leaves an error the learner's code threw as it is", () => {
    const thrown = 'Error: no entry "zz" (the leaf)';
    expect(plainFailure(thrown, undefined, messages("zh"))).toBe(thrown);
  });
});
