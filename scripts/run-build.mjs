// The cold half of scripts/run.mjs: bundles one TypeScript entry and everything it imports into one ES module with
// esbuild, and writes it under .cache/run/ with a manifest of the files that went into it. Loaded only when there is
// no bundle yet or one of those files changed, so a warm run never loads esbuild.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as esbuild from "esbuild";

/**
 * Packages node loads as they are instead of being bundled: tools that find their own files, start their own
 * binaries or workers (esbuild, vite, vitest, tsx; playwright-core reads its own package.json), and TypeScript's
 * compiler, one large file either way.
 */
const EXTERNAL = [
  "esbuild",
  "vite",
  "vitest",
  "tsx",
  "typescript",
  "@vitejs/*",
  "lightningcss",
  "rollup",
  "fsevents",
  "playwright-core",
];

/**
 * One bundle is one file, so `import.meta.url` would name the bundle in .cache/run/ instead of the source file.
 * Code that finds files beside itself (`new URL("../docs/", import.meta.url)`, `import.meta.dirname`) gets its own
 * file's place back, written into the bundle as text.
 */
const sourcePlace = {
  name: "source-place",
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
      const text = readFileSync(args.path, "utf8");
      if (!text.includes("import.meta")) return undefined; // esbuild reads it itself
      const url = pathToFileURL(args.path).href;
      const contents = text
        .replaceAll("import.meta.url", JSON.stringify(url))
        .replaceAll("import.meta.dirname", JSON.stringify(dirname(args.path)))
        .replaceAll("import.meta.filename", JSON.stringify(args.path));
      const extension = args.path.slice(args.path.lastIndexOf(".") + 1);
      const loader = { mts: "ts", cts: "ts", mjs: "js", cjs: "js" }[extension] ?? extension;
      return { contents, loader };
    });
  },
};

// A CommonJS package inside an ES module bundle (write-file-atomic, say) still calls `require` and reads
// `__filename`: give it both, as node gives them to a CommonJS file.
const BANNER = [
  'import { createRequire as __runCreateRequire } from "node:module";',
  'import { fileURLToPath as __runFileURLToPath } from "node:url";',
  "const require = __runCreateRequire(import.meta.url);",
  "const __filename = __runFileURLToPath(import.meta.url);",
  'const __dirname = __runFileURLToPath(new URL(".", import.meta.url));',
].join("\n");

/**
 * Builds the bundle of `entry` into `names.bundle` (and its source map) and writes `names.manifest`; returns the
 * manifest, or `undefined` after printing the build's errors (a syntax error, an import that does not resolve).
 * Files are written under a temporary name and renamed, so two runs that build at once never read half a file.
 */
export async function buildBundle(root, entry, names) {
  const started = Date.now();
  let result;
  try {
    result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: [entry],
      outfile: names.bundle,
      bundle: true,
      platform: "node",
      format: "esm",
      target: `node${process.versions.node}`,
      sourcemap: "linked",
      sourcesContent: false,
      external: EXTERNAL,
      banner: { js: BANNER },
      plugins: [sourcePlace],
      metafile: true,
      write: false,
      logLevel: "silent",
    });
  } catch (error) {
    if (!error.errors) throw error;
    const color = process.stderr.isTTY === true;
    const text = await esbuild.formatMessages(error.errors, { kind: "error", color });
    process.stderr.write(`${text.join("")}cannot run ${relative(process.cwd(), entry)}: it does not build.\n`);
    return undefined;
  }
  // A file changed while it was being bundled is read again next time: its time of change is after `started`.
  const bundled = Object.keys(result.metafile.inputs).filter((file) => !file.includes(":")); // not esbuild's own
  const inputs = [fileURLToPath(import.meta.url), resolve(root, "scripts", "run.mjs")]
    .map((file) => relative(root, file))
    .concat(bundled, packageFiles(root, bundled))
    .map((file) => {
      const stats = statSync(resolve(root, file));
      return [file, stats.size, stats.mtimeMs > started ? -1 : stats.mtimeMs];
    });
  mkdirSync(dirname(names.bundle), { recursive: true });
  for (const output of result.outputFiles) writeAtomically(output.path, output.contents);
  const manifest = { entry: relative(root, entry), inputs };
  writeAtomically(names.manifest, JSON.stringify(manifest));
  return manifest;
}

/**
 * The package.json of each package a bundled file belongs to: esbuild reads them too (`exports`, `sideEffects`), and
 * a change there (a new export, say) must build the bundle again.
 */
function packageFiles(root, files) {
  const found = new Set();
  const seen = new Set();
  for (const file of files) {
    for (let folder = dirname(resolve(root, file)); !seen.has(folder); folder = dirname(folder)) {
      seen.add(folder);
      const manifest = resolve(folder, "package.json");
      if (existsSync(manifest)) {
        found.add(relative(root, manifest));
        break;
      }
      if (folder === dirname(folder)) break;
    }
  }
  return [...found];
}

function writeAtomically(file, contents) {
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, file);
}
