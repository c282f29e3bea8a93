// Lines at most 120 characters, part of `npm run lint`. Biome's formatter wraps code at 120 columns but leaves long
// strings and comments alone, so this check covers what the formatter cannot.
// Checked: the files git tracks that Biome covers (code, JSON, CSS) and shell scripts. Markdown is prose and is not
// checked; package-lock.json is generated. Width is counted in characters (code points), not bytes, so a line of
// Chinese text is measured like a line of English.
// Usage: node scripts/check-line-width.mjs   (from the repository root; prints FILE:LINE for each long line, exit 1)
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

const MAX = 120;
const CHECKED = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|json|jsonc|css|sh|bash)$/;
const GENERATED = new Set(["package-lock.json"]);

// `-z`: names separated by NUL, so a name with a space or a non-ASCII character comes out as it is.
const tracked = execFileSync("git", ["ls-files", "-z"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
  .split("\0")
  .filter((path) => CHECKED.test(path) && !GENERATED.has(path.split("/").pop()));

let long = 0;
for (const path of tracked) {
  let text;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    continue; // tracked but deleted in the working tree: nothing to measure
  }
  text.split(/\r?\n/).forEach((line, index) => {
    const width = [...line].length; // code points: "会话" is 2, not 6 (its UTF-8 bytes)
    if (width > MAX) {
      console.log(`${path}:${index + 1}: ${width} characters (max ${MAX})`);
      long += 1;
    }
  });
}
if (long > 0) {
  console.log(`${long} line${long === 1 ? "" : "s"} longer than ${MAX} characters: wrap them by hand.`);
  process.exit(1);
}
