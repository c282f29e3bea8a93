// The pictures are checked like the chapters' quotes: drawn again from fresh demo runs, they must equal the
// committed docs/images/*.svg, or the test names the command that redraws them. The sessions the widgets play with
// (site/src/widgets/sessions/) come from the same runs and are checked the same way.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { repoRoot } from "../src/pages.ts";
import { drawPictures } from "../src/pictures/pictures.ts";

test("every committed picture and widget session is what the demos make now", async () => {
  const made = await drawPictures();
  expect([...made.keys()].filter((path) => path.startsWith("docs/images/"))).toHaveLength(14);
  expect([...made.keys()].filter((path) => path.startsWith("site/src/widgets/sessions/"))).toEqual([
    "site/src/widgets/sessions/demo-06.en.jsonl",
    "site/src/widgets/sessions/demo-06.zh-CN.jsonl",
  ]);
  const stale = [...made]
    .filter(([path, text]) => !existsSync(join(repoRoot, path)) || readFileSync(join(repoRoot, path), "utf8") !== text)
    .map(([path]) => path);
  expect(stale, "out of date: run  npm run pictures -w @kit/site  and commit what it writes").toEqual([]);
});
