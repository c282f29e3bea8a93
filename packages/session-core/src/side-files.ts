/**
 * Files written beside a session: a torn line set aside (`FILE.torn`), the
 * original kept before a migration or a repair (`FILE.v1.bak`, `FILE.bak`),
 * a repair's log. None of them ends in `.jsonl`, so a folder listing of
 * sessions never mistakes one for a session. An existing side file is never
 * overwritten: the next free name (`FILE.torn.1`, ...) is used instead.
 */
import { closeSync, existsSync, fsyncSync, openSync, writeFileSync } from "node:fs";

/** `base` if no file has that name yet, else `base.1`, `base.2`, ... */
export function uniquePath(base: string): string {
  if (!existsSync(base)) return base;
  for (let n = 1; ; n++) if (!existsSync(`${base}.${n}`)) return `${base}.${n}`;
}

/** Writes `content` to a new file named after `base` and flushes it to disk; returns its path. */
export function writeAside(base: string, content: string | Uint8Array): string {
  const target = uniquePath(base);
  writeFileSync(target, content, { flag: "wx" });
  const fd = openSync(target, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return target;
}
