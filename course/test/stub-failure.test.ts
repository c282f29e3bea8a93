// A starter's TODO stub, said in the learner's language: the grader's own line in Chinese, the stub's words in
// English; every starter's stub is written so that the grader recognises it.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { messages } from "../src/exercise/messages.ts";
import { sayFailure } from "../src/exercise/stub-failure.ts";
import { repoRoot } from "./repo-root.ts";

const stub =
  "Error: TODO: pathToRoot is not written yet (see exercises/03-path-to-root/README.md, 中文 README.zh-CN.md)";

describe("a failure that is a starter's stub", () => {
  it("is one Chinese line naming the function for a Chinese learner", () => {
    expect(sayFailure(stub, messages("zh"))).toBe("pathToRoot 还没写：starter 里它还是那个会直接抛错的 TODO");
  });

  it("is found inside vitest's own failure too, and a method's name is kept whole", () => {
    const wrapped =
      "AssertionError: expected [Function] to throw error matching /zz-leaf/ but got 'TODO: " +
      "LeafStore.open is not written yet (see exercises/12-leaf-after-reopen/README.md, 中文 README.zh-CN.md)'";
    expect(sayFailure(wrapped, messages("zh"))).toBe("LeafStore.open 还没写：starter 里它还是那个会直接抛错的 TODO");
  });

  it("is shown as the stub wrote it for an English learner", () => {
    expect(sayFailure(stub, messages("en"))).toBe(stub);
  });
});

describe("any other failure", () => {
  it("is shown as it is, in both languages", () => {
    const wrong = "AssertionError: expected [ 'a2', 'a1' ] to deeply equal [ 'a1', 'a2' ]";
    expect(sayFailure(wrong, messages("zh"))).toBe(wrong);
    expect(sayFailure(wrong, messages("en"))).toBe(wrong);
  });
});

describe("the starters' stubs", () => {
  it("every TODO a starter throws is one the grader recognises", () => {
    const exercises = join(repoRoot, "exercises");
    const todos = readdirSync(exercises, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => {
        let text: string;
        try {
          text = readFileSync(join(exercises, entry.name, "starter.ts"), "utf8");
        } catch {
          return [];
        }
        return [...text.matchAll(/"(TODO:[^"]*)"/g)].map((match) => `${entry.name}: ${match[1]}`);
      });
    expect(todos.length).toBeGreaterThanOrEqual(13);
    const unrecognised = todos.filter((todo) => sayFailure(todo, messages("zh")) === todo);
    expect(unrecognised).toEqual([]);
  });
});
