// Adds up the JSON reports that every package's vitest run writes to
// .test-results/, and prints the one closing line CI reads: "N passed, N failed".
// Usage: node scripts/test-totals.mjs [exit code of the test command]
import { readdirSync, readFileSync, existsSync } from "node:fs";
import { join } from "node:path";

const dir = ".test-results";
const testExit = Number(process.argv[2] ?? 0);
let passed = 0;
let failed = 0;
const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".json")) : [];
for (const file of files) {
  const report = JSON.parse(readFileSync(join(dir, file), "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A test file that fails to load counts no test, but it is a failure all the same.
  for (const suite of report.testResults ?? []) {
    if (suite.status === "failed" && suite.assertionResults.length === 0) failed += 1;
  }
  console.log(`${file.replace(/\.json$/, "").padEnd(16)} ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
}
// A type error or a crashed runner fails the command without failing a test: count it.
if (testExit !== 0 && failed === 0) {
  console.log("the test command failed outside any test (a type error or a crashed run): counted as one failure");
  failed = 1;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
