// The pictures are checked like the chapters' quotes: drawn again from fresh demo runs, they must equal the
// committed docs/images/*.svg, or the test names the command that redraws them.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { drawPictures, imagesDir } from "../src/pictures/pictures.ts";

test("every committed picture is what the demos draw now", async () => {
  const pictures = await drawPictures();
  expect(pictures.size).toBe(14);
  const stale = [...pictures]
    .filter(([name, svg]) => !existsSync(join(imagesDir, name)) || readFileSync(join(imagesDir, name), "utf8") !== svg)
    .map(([name]) => `docs/images/${name}`);
  expect(stale, "out of date: run  npm run pictures -w @kit/site  and commit docs/images/").toEqual([]);
});
