import { packageTestConfig } from "../../vitest.shared.ts";

// Browser tests build the page and start Chromium: the shared bound (60 s) leaves them room. The quick run leaves
// them out (npm run test:quick), the whole run keeps them.
export default packageTestConfig(import.meta.dirname, {
  slow: ["test/browser*.test.ts", "test/cross-site.test.ts"],
});
