/**
 * Files written beside a session: a torn line set aside (`FILE.torn`), the
 * original kept before a migration or a repair (`FILE.v1.bak`, `FILE.bak`),
 * a repair's log. None of them ends in `.jsonl`, so a folder listing of
 * sessions never mistakes one for a session. An existing side file is never
 * overwritten: the next free name (`FILE.torn.1`, ...) is used instead.
 */
import { closeSync, existsSync, fsyncSync, openSync, rmSync, writeFileSync } from "node:fs";

/** `base` if no file has that name yet, else `base.1`, `base.2`, ... */
export function uniquePath(base: string): string {
  if (!existsSync(base)) return base;
  for (let n = 1; ; n++) if (!existsSync(`${base}.${n}`)) return `${base}.${n}`;
}

/**
 * Writes `content` to a new file named after `base` and flushes it to disk;
 * returns its path. If the write fails (a full disk), the new file is removed
 * again: an empty or partial `FILE.torn` would claim to hold bytes it does not,
 * and would push the next attempt to `FILE.torn.1`.
 */
export function writeAside(base: string, content: string | Uint8Array): string {
  const target = uniquePath(base);
  writeFileSync(target, "", { flag: "wx" }); // claims the name; never replaces a file
  try {
    writeFileSync(target, content);
    const fd = openSync(target, "r");
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    rmSync(target, { force: true });
    throw error;
  }
  return target;
}
