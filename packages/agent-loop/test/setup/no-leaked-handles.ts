// A file handle that is never closed is closed by the garbage collector, and Node warns (DEP0137): a leak a
// learner would copy. Every test collects garbage when it ends and fails if such a warning came.
import { afterEach, expect } from "vitest";

const leaks: string[] = [];
// Node names the descriptor in one warning each time, and adds the DEP0137 deprecation once per process.
process.on("warning", (warning) => {
  const code = (warning as NodeJS.ErrnoException).code;
  if (code === "DEP0137" || /^Closing file descriptor \d+ on garbage collection/.test(warning.message)) {
    leaks.push(warning.message);
  }
});

afterEach(async () => {
  globalThis.gc?.(); // the config starts workers with --expose-gc
  // Node closes the handle during collection and emits the warning from a later callback.
  await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setImmediate(resolve));
  const found = leaks.splice(0);
  expect(found, "file handles left open, closed only by the garbage collector").toEqual([]);
});
