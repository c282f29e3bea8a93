import { packageTestConfig } from "../vitest.shared.ts";

// The quick run (npm run test:quick) leaves out what runs every demo (docs:check over the real repository, the demos
// in both languages) and what starts a vitest process per exercise (the exercise proof and the runner's own tests).
export default packageTestConfig(import.meta.dirname, {
  slow: [
    "test/docs-check-repo.test.ts",
    "test/demos-language.test.ts",
    "test/exercises.test.ts",
    "test/exercise-runner.test.ts",
  ],
});
