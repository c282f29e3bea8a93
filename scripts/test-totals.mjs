// Adds up the JSON reports that every package's vitest run writes to
// .test-results/, and prints the one closing line CI reads: "N passed, N failed"
// (", N skipped" after it when tests were skipped, e.g. browser tests on a machine with no browser).
// Usage: node scripts/test-totals.mjs [exit code of the test command]
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const dir = ".test-results";
const testExit = Number(process.argv[2] ?? 0);
let passed = 0;
let failed = 0;
let skipped = 0;
const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".json")) : [];
for (const file of files) {
  const report = JSON.parse(readFileSync(join(dir, file), "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  // A test file that fails to load counts no test, but it is a failure all the same.
  for (const suite of report.testResults ?? []) {
    if (suite.status === "failed" && suite.assertionResults.length === 0) failed += 1;
  }
  console.log(
    `${file.replace(/\.json$/, "").padEnd(16)} ${report.numPassedTests} passed, ${report.numFailedTests} failed`,
  );
}
// No report at all means no test ran: that is not a pass.
if (files.length === 0) {
  console.log("no test report was written to .test-results/: counted as one failure");
  failed += 1;
}
// A type error or a crashed runner fails the command without failing a test: count it.
if (testExit !== 0 && failed === 0) {
  console.log("the test command failed outside any test (lint, a type error or a crashed run): counted as one failure");
  failed = 1;
}
console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 ? 1 : 0);
