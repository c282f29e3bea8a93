// The vitest config that grades exercises. Kept apart from course's own
// vitest.config.ts on purpose: exercise tests fail on the starter files by
// design, so `npm test` must never pick them up directly. They run only through
// `npm run exercise` and through course/test/exercises.test.ts, which checks
// that each one fails on its starter and passes on its reference solution.
import { join } from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // Paths in reports and `include` are relative to the repository root.
  root: join(import.meta.dirname, ".."),
  test: {
    include: ["exercises/*/exercise.test.ts"],
    // Keeps a failed assertion's own message and checked value apart, for the grader's plain words; records each
    // test's progress, so a run stopped for taking too long still reports per part.
    setupFiles: ["course/src/exercise/assertion-facts-setup.ts", "course/src/exercise/progress-setup.ts"],
    // Generous, so a slow lab machine never fails a correct solution. (It cannot stop
    // synchronous code that never ends: the runner's own time limit does that.)
    testTimeout: 20_000,
    // A learner acts on the expected value, so it is printed in full (chai cuts it at 40 characters: `…(1)`).
    chaiConfig: { truncateThreshold: 0 },
  },
});
