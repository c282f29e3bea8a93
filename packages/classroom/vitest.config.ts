import { packageTestConfig } from "../../vitest.shared.ts";

// The quick run (npm run test:quick) leaves out the class of 40 and the browser test (it builds the page and starts
// Chromium); the whole run keeps them.
export default packageTestConfig(import.meta.dirname, {
  slow: ["test/classroom-load.test.ts", "test/browser*.test.ts"],
});
