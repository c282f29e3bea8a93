// Shared vitest settings for every package. Each package keeps its own small
// vitest.config.ts (vitest walks up to the nearest config), and each writes a
// JSON report to its own .test-results/ (turbo keeps it with a cached run), so
// .ci/run can add up the real totals (scripts/test-totals.mjs).
//
// Two runs: `vitest run` (npm test) runs every test file; `vitest run --mode quick` (npm run test:quick) leaves out
// what makes the suite slow: the pi compatibility files (`pi-*.test.ts`, which import pi), and whatever a package
// lists in `slow` (browser tests, the demo runs of the docs check).
import { join } from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

/** The pi compatibility files: they compare this kit with pi's own code, and importing pi takes seconds. */
export const PI_COMPATIBILITY_FILES = "test/**/pi-*.test.ts";

export interface PackageTestOptions {
  testTimeout?: number;
  /** Test files the quick run leaves out, besides the pi compatibility files (globs from the package folder). */
  slow?: string[];
  /** Environment variables the tests run with. */
  env?: Record<string, string>;
}

export function packageTestConfig(packageDir: string, options: PackageTestOptions = {}) {
  return defineConfig(({ mode }) => ({
    test: {
      include: ["test/**/*.test.ts"],
      exclude: [
        ...configDefaults.exclude,
        ...(mode === "quick" ? [PI_COMPATIBILITY_FILES, ...(options.slow ?? [])] : []),
      ],
      // A bound on a hang, never a measure of speed: when every package's tests share two cores with four busy
      // loops, a test that starts a process (tsx compiles it first) has taken minutes, and one of pi's rules compared
      // on generated sessions 138 s.
      testTimeout: options.testTimeout ?? 300_000,
      // The same bound for beforeAll/afterEach (vitest's default, 10 s, is shorter than a busy machine may need).
      hookTimeout: options.testTimeout ?? 300_000,
      // expect.poll waits 1 s by default. CI runs every package at once on two
      // cores, where a page or a server may take longer to catch up: wait
      // longer (the test's own timeout still bounds it), never assert on speed.
      expect: { poll: { timeout: 15_000 } },
      env: options.env ?? {},
      reporters: ["default", "json"],
      outputFile: { json: join(packageDir, ".test-results", "report.json") },
    },
  }));
}
