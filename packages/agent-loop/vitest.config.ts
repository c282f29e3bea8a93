import { defineConfig, mergeConfig } from "vitest/config";
import { packageTestConfig } from "../../vitest.shared.ts";

// --expose-gc lets the leak check collect garbage after each test, so a file handle left open shows at once.
export default defineConfig((env) =>
  mergeConfig(packageTestConfig(import.meta.dirname)(env), {
    test: { setupFiles: ["test/setup/no-leaked-handles.ts"], execArgv: ["--expose-gc"] },
  }),
);
