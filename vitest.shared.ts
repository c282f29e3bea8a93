// Shared vitest settings for every package. Each package keeps its own small
// vitest.config.ts (vitest walks up to the nearest config), and each writes a
// JSON report to .test-results/ so .ci/run can add up the real totals.
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = dirname(fileURLToPath(import.meta.url));

export function packageTestConfig(packageDir: string, options: { testTimeout?: number } = {}) {
  const name = basename(packageDir);
  return defineConfig({
    test: {
      include: ["test/**/*.test.ts"],
      // A bound on a hang, never a measure of speed: tests that start a process (tsx compiles it first) have
      // taken more than 20 s when every package's tests share two busy cores.
      testTimeout: options.testTimeout ?? 60_000,
      // The same bound for beforeAll/afterEach (vitest's default, 10 s, is shorter than a busy machine may need).
      hookTimeout: 60_000,
      // expect.poll waits 1 s by default. CI runs every package at once on two
      // cores, where a page or a server may take longer to catch up: wait
      // longer (the test's own timeout still bounds it), never assert on speed.
      expect: { poll: { timeout: 15_000 } },
      reporters: ["default", "json"],
      outputFile: { json: join(root, ".test-results", `${name}.json`) },
    },
  });
}
