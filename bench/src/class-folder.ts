/** Bytes of every regular file under a folder (links not followed): the class folder's size. */
import { lstatSync, readdirSync } from "node:fs";
import { join } from "node:path";

export function bytesUnder(dir: string): number {
  let total = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = lstatSync(path);
    if (stat.isDirectory()) total += bytesUnder(path);
    else if (stat.isFile()) total += stat.size;
  }
  return total;
}
