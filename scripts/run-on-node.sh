#!/usr/bin/env bash
# .ci/run's check of one more Node major: the demos (demo:01 ... demo:09) and `npm run test:quick`, run with that
# Node first on PATH (npm, tsx, turbo's tasks and vitest all start through `#!/usr/bin/env node`, so they all run on
# it). Node comes from the npm registry (scripts/other-node.mjs).
# Its results go beside the main run's, never over them: each package's vitest report to
# <package>/.test-results/node-<major>/report.json, the demos and the exit codes to .test-results/node-<major>/run.json.
# scripts/test-totals.mjs adds them up. Exits non-zero when anything failed.
# Usage: bash scripts/run-on-node.sh 22
set -uo pipefail
cd "$(dirname "$0")/.."
major="${1:?usage: bash scripts/run-on-node.sh <major>}"
run="node-$major"
mkdir -p ".test-results/$run"
record=".test-results/$run/run.json"

if ! node_binary="$(node scripts/other-node.mjs "$major")"; then
  echo "{\"node\":null,\"install\":\"failed\"}" >"$record"
  echo "Node $major could not be installed from the npm registry." >&2
  exit 1
fi
export PATH="$(dirname "$node_binary"):$PATH"
version="$(node --version)"
echo "=== Node $major: $version ($node_binary)"

failed=0
demos=""
for number in 01 02 03 04 05 06 07 08 09; do
  # A bound on a hang only (the demos finish in seconds).
  if timeout 600 npm run --silent "demo:$number" </dev/null >".test-results/$run/demo-$number.log" 2>&1; then
    demos="$demos\"demo:$number\":0,"
    echo "demo:$number passed on Node $version"
  else
    code=$?
    demos="$demos\"demo:$number\":$code,"
    failed=1
    echo "demo:$number FAILED on Node $version (exit $code); its output:"
    tail -n 30 ".test-results/$run/demo-$number.log"
  fi
done

# --force: run the tests on this Node, never replay a cached run (turbo's hash does not include Node's version);
# --continue: every package runs even when one fails, so every failure is counted.
# Each package's vitest gets its own report file through the arguments after the second `--`.
npm run test:quick -- --force --continue -- "--outputFile.json=.test-results/$run/report.json"
quick=$?
[ "$quick" -eq 0 ] || failed=1

echo "{\"node\":\"$version\",\"demos\":{${demos%,}},\"testQuick\":$quick}" >"$record"
exit "$failed"
