// `npm run pictures -w @kit/site`: draws every picture from the demos' runs and writes docs/images/*.svg, and the
// widgets' sessions (site/src/widgets/sessions/*.jsonl).
// `-- --check`: writes nothing, and exits 1 naming each picture that differs from what the demos draw now.
// `-- --only 03-tree,packages`: only those pictures (their names in src/pictures/pictures.ts).
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "../pages.ts";
import { drawPictures } from "./pictures.ts";

const check = process.argv.includes("--check");
const onlyAt = process.argv.indexOf("--only");
const only = onlyAt > 0 ? new Set((process.argv[onlyAt + 1] ?? "").split(",")) : undefined;
const pictures = await drawPictures(only);
let stale = 0;
for (const [where, svg] of pictures) {
  const path = join(repoRoot, where);
  if (!check) {
    writeFileSync(path, svg);
    console.log(`wrote ${where}`);
    continue;
  }
  let committed = "";
  try {
    committed = readFileSync(path, "utf8");
  } catch {
    // not committed yet: it differs
  }
  if (committed !== svg) {
    stale++;
    console.log(`${where}: differs from what the demos draw now`);
  }
}
if (stale > 0) {
  console.log(`${stale} picture(s) out of date: run  npm run pictures -w @kit/site  and commit what it writes.`);
  process.exit(1);
}
