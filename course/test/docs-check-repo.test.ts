/**
 * `npm run docs:check` over the real repository, as part of `npm test`, so a
 * chapter that drifts from the code fails CI and counts in its totals. The
 * failure lists the checker's own problem lines.
 */
import { expect, it } from "vitest";
import { checkDocs } from "../src/docs-check/check-docs.ts";
import { formatProblem } from "../src/docs-check/problem.ts";
import { repoRoot } from "./repo-root.ts";

it("the docs quote the code and the demos' output faithfully, and every link leads somewhere", async () => {
  const report = await checkDocs(repoRoot);
  expect(report.problems.map(formatProblem), "docs:check found problems (run `npm run docs:check`)").toEqual([]);
});
