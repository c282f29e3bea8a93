/**
 * The torn last lines set aside beside a session file. Opening a file for
 * writing moves a half-written last line to `FILE.torn` (then `FILE.torn.1`,
 * ... : a side file is never overwritten), so the file ends on a whole line
 * again. The session's GET names them, so the page can say where the bytes went.
 */
import { statSync } from "node:fs";

/** More torn parts than this beside one file is not a case worth walking further. */
const MAX_PARTS = 100;

export interface TornPart {
  /** The side file's path, as the server names the session file in its messages. */
  file: string;
  bytes: number;
}

// #region tornParts
export function tornParts(sessionFile: string): TornPart[] {
  const parts: TornPart[] = [];
  for (let n = 0; n < MAX_PARTS; n++) {
    const file = n === 0 ? `${sessionFile}.torn` : `${sessionFile}.torn.${n}`;
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile()) break;
    parts.push({ file, bytes: stat.size });
  }
  return parts;
}
// #endregion tornParts
