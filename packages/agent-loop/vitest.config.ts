import { mergeConfig } from "vitest/config";
import { packageTestConfig } from "../../vitest.shared.ts";

// --expose-gc lets the leak check collect garbage after each test, so a file handle left open shows at once.
export default mergeConfig(packageTestConfig(import.meta.dirname), {
  test: { setupFiles: ["test/setup/no-leaked-handles.ts"], execArgv: ["--expose-gc"] },
});
