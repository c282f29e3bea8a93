import { packageTestConfig } from "../../vitest.shared.ts";

// The quick run (npm run test:quick) leaves out the crash tests (they start servers as child processes and kill
// them).
export default packageTestConfig(import.meta.dirname, {
  slow: ["test/crash.test.ts"],
});
