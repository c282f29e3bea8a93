import { packageTestConfig } from "../vitest.shared.ts";

// Many course tests run commands (demos, vitest, the docs check) in temporary repositories: on two cores beside
// other work (four busy loops) a tsx process has needed minutes to start, so the bound on a hang is 15 minutes here.
// The quick run (npm run test:quick) leaves out what runs every demo (docs:check over the real repository, the demos
// in both languages) and what starts a vitest process per exercise (the exercise proof and the runner's own tests).
export default packageTestConfig(import.meta.dirname, {
  testTimeout: 900_000,
  // The commands the docs check and the grader run get ten minutes each too (course/src/command-limit.ts).
  env: { KIT_COMMAND_LIMIT_S: "600" },
  slow: [
    "test/docs-check-repo.test.ts",
    "test/demos-language.test.ts",
    "test/exercises.test.ts",
    "test/exercise-runner.test.ts",
  ],
});
