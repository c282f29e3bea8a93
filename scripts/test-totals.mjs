// Adds up the JSON reports that every package's vitest run writes to its own
// .test-results/report.json (a run turbo replays from its cache restores the report of the run it saved), and prints
// the one closing line CI reads: "N passed, N failed"
// (", N skipped" after it when tests were skipped, e.g. browser tests on a machine with no browser).
// Usage: node scripts/test-totals.mjs [exit code of the test command]
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";

/** The workspace folders of the root package.json ("packages/*" stands for each folder in packages/). */
function workspaceFolders() {
  const { workspaces } = JSON.parse(readFileSync("package.json", "utf8"));
  return workspaces.flatMap((pattern) =>
    pattern.endsWith("/*")
      ? readdirSync(pattern.slice(0, -2), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => join(pattern.slice(0, -2), entry.name))
      : [pattern],
  );
}

/** Does this workspace have tests to run (a `test` script in its package.json)? */
function hasTests(folder) {
  const file = join(folder, "package.json");
  return existsSync(file) && JSON.parse(readFileSync(file, "utf8")).scripts?.test !== undefined;
}

const testExit = Number(process.argv[2] ?? 0);
let passed = 0;
let failed = 0;
let skipped = 0;
const packages = workspaceFolders()
  .filter(hasTests)
  .map((folder) => ({ name: basename(folder), file: join(folder, ".test-results", "report.json") }));
const reports = packages.filter(({ file }) => existsSync(file));
// A package whose run was stopped or never started writes no report: its tests did not pass.
for (const { name } of packages.filter(({ file }) => !existsSync(file))) {
  console.log(`${name.padEnd(16)} no report in ${name}/.test-results/: its tests did not run to the end (one failure)`);
  failed += 1;
}
for (const { name, file } of reports) {
  const report = JSON.parse(readFileSync(file, "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  // A test file that failed with no failed test (it did not load, or its worker never started, so its tests were
  // left queued) is a failure all the same.
  for (const suite of report.testResults ?? []) {
    const failedTests = suite.assertionResults.filter((test) => test.status === "failed").length;
    if (suite.status === "failed" && failedTests === 0) failed += 1;
  }
  console.log(`${name.padEnd(16)} ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
}
// No report at all means no test ran: that is not a pass.
if (reports.length === 0) {
  console.log("no test report was written to any package's .test-results/: counted as one failure");
  failed += 1;
}
// A type error or a crashed runner fails the command without failing a test: count it.
if (testExit !== 0 && failed === 0) {
  console.log("the test command failed outside any test (lint, a type error or a crashed run): counted as one failure");
  failed = 1;
}
console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 ? 1 : 0);
