import { packageTestConfig } from "../vitest.shared.ts";

// Many course tests run commands (demos, vitest, the docs check) in temporary repositories: on two cores beside
// other work one such test has taken more than 60 s, so the bound on a hang is five minutes here.
// The quick run (npm run test:quick) leaves out what runs every demo (docs:check over the real repository, the demos
// in both languages) and what starts a vitest process per exercise (the exercise proof and the runner's own tests).
export default packageTestConfig(import.meta.dirname, {
  testTimeout: 300_000,
  slow: [
    "test/docs-check-repo.test.ts",
    "test/demos-language.test.ts",
    "test/exercises.test.ts",
    "test/exercise-runner.test.ts",
  ],
});
