// `node scripts/run.mjs FILE [ARGS...]`: runs a TypeScript file as it is, like `tsx FILE`, but starts in a fraction
// of the time. The first run bundles FILE and everything it imports into one JavaScript file under .cache/run/
// (run-build.mjs, with esbuild); every later run only checks that none of the files that went into the bundle has
// changed (one stat each) and imports the bundle with plain node. Edit a demo or a package file and the next run
// sees it: the check finds the change and the bundle is built again. scripts/README.md says why this and not tsx.
import { readFileSync, statSync } from "node:fs";
import module from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const [entryArgument, ...args] = process.argv.slice(2);
if (entryArgument === undefined) {
  console.error("usage: node scripts/run.mjs FILE [ARGS...]");
  process.exit(2);
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const entry = resolve(entryArgument);
const names = cacheNames(root, entry);

let manifest = readManifest(names.manifest);
if (!manifest || changedInput(root, manifest)) {
  const { buildBundle } = await import("./run-build.mjs");
  manifest = await buildBundle(root, entry, names);
  if (!manifest) process.exit(1); // the build said why
}

// The program sees itself as `node FILE ARGS...`, as under tsx: argv[1] is the TypeScript file.
process.argv = [process.argv[0], entry, ...args];
// Stack traces name the .ts files and their lines, as under tsx.
process.setSourceMapsEnabled(true);
// Node 22.1 and later keep V8's compiled code for the bundle between runs too (Node 20 has no such cache).
module.enableCompileCache?.(join(root, ".cache", "compile"));
await import(pathToFileURL(names.bundle).href);

/**
 * Where the bundle of `entry` and its manifest live: one pair per entry file and Node major (a bundle is built for
 * the Node that runs it; CI runs the demos on several).
 */
function cacheNames(root, entry) {
  const inside = relative(root, entry);
  const name = (inside.startsWith("..") ? entry : inside).replace(/[^A-Za-z0-9._-]+/g, "_");
  const base = join(root, ".cache", "run", `${name}.node${process.versions.node.split(".")[0]}`);
  return { bundle: `${base}.mjs`, manifest: `${base}.json` };
}

/** The manifest a build left: the files that went into the bundle, each with its size and time of change. */
function readManifest(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined; // no bundle yet (first run, or .cache removed)
  }
}

/** Whether any file that went into the bundle (or this launcher) is not the file it was when the bundle was built. */
function changedInput(root, manifest) {
  for (const [path, size, mtimeMs] of manifest.inputs) {
    const stats = statSync(resolve(root, path), { throwIfNoEntry: false });
    if (!stats || stats.size !== size || stats.mtimeMs !== mtimeMs) return true;
  }
  return false;
}
