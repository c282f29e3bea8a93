// Adds up the JSON reports that every package's vitest run writes to its own
// .test-results/report.json (a run turbo replays from its cache restores the report of the run it saved), and prints
// the one closing line CI reads: "N passed, N failed"
// (", N skipped" after it when tests were skipped, e.g. browser tests on a machine with no browser).
// The runs on other Node majors (scripts/run-on-node.sh) count too: each is named after the exit code, and its reports
// are read from <package>/.test-results/<run>/report.json (the `test:quick` packages), its demos and exit codes from
// .test-results/<run>/run.json.
// Usage: node scripts/test-totals.mjs [exit code of the test command] [run ...], e.g. 0 node-22 node-24
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

/** Does this workspace have tests that `script` runs (a script of that name in its package.json)? */
function hasTests(folder, script) {
  const file = join(folder, "package.json");
  return existsSync(file) && JSON.parse(readFileSync(file, "utf8")).scripts?.[script] !== undefined;
}

const testExit = Number(process.argv[2] ?? 0);
const otherRuns = process.argv.slice(3);
let passed = 0;
let failed = 0;
let skipped = 0;

/** Adds up one run's package reports; `run` is undefined for the main run (`npm test`). */
function addReports(run) {
  const packages = workspaceFolders()
    .filter((folder) => hasTests(folder, run === undefined ? "test" : "test:quick"))
    .map((folder) => ({
      name: run === undefined ? basename(folder) : `${run} ${basename(folder)}`,
      file: join(folder, ".test-results", ...(run === undefined ? [] : [run]), "report.json"),
    }));
  const reports = packages.filter(({ file }) => existsSync(file));
  // A package whose run was stopped or never started writes no report: its tests did not pass.
  for (const { name, file } of packages.filter(({ file }) => !existsSync(file))) {
    console.log(`${name.padEnd(24)} no report in ${file}: its tests did not run to the end (one failure)`);
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
    console.log(`${name.padEnd(24)} ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  }
  // No report at all means no test ran: that is not a pass.
  if (reports.length === 0) {
    console.log(`no test report was written for ${run ?? "npm test"}: counted as one failure`);
    failed += 1;
  }
}

/** Adds up a run on another Node: its demos, and a failure outside any test (an install or a crashed run). */
function addOtherNode(run) {
  const file = join(".test-results", run, "run.json");
  if (!existsSync(file)) {
    console.log(`${run.padEnd(24)} no ${file}: the run on that Node did not finish (one failure)`);
    failed += 1;
    return;
  }
  const record = JSON.parse(readFileSync(file, "utf8"));
  if (record.node === null) {
    console.log(`${run.padEnd(24)} that Node could not be installed (one failure)`);
    failed += 1;
    return;
  }
  const demos = Object.entries(record.demos);
  const demosFailed = demos.filter(([, code]) => code !== 0).map(([name]) => name);
  passed += demos.length - demosFailed.length;
  failed += demosFailed.length;
  const which = demosFailed.length > 0 ? ` (${demosFailed.join(", ")})` : "";
  const counts = `${demos.length - demosFailed.length} passed, ${demosFailed.length} failed`;
  console.log(`${run} demos on ${record.node}: ${counts}${which}`);
  const failedBefore = failed;
  addReports(run);
  if (record.testQuick !== 0 && failed === failedBefore) {
    console.log(`${run} npm run test:quick failed outside any test: counted as one failure`);
    failed += 1;
  }
}

addReports(undefined);
// A type error or a crashed runner fails the command without failing a test: count it.
if (testExit !== 0 && failed === 0) {
  console.log("the test command failed outside any test (lint, a type error or a crashed run): counted as one failure");
  failed = 1;
}
for (const run of otherRuns) addOtherNode(run);
console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 ? 1 : 0);
