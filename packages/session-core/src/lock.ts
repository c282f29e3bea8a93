/**
 * One writer per session file. Two processes appending to the same file would
 * interleave their lines and each would build on a leaf the other never saw,
 * so the second one is refused with a clear error instead.
 *
 * The lock is a file beside the session (`FILE.lock`) created exclusively and
 * holding the writer's pid. A lock whose process no longer runs (a killed
 * server) is taken over at once. Time-based locks (such as the
 * proper-lockfile package) would keep a crashed server's sessions locked until
 * their timeout ran out; a pid check needs no waiting. It assumes one machine,
 * which is where a session file lives.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";

const heldHere = new Set<string>();

export class SessionLockedError extends Error {
  constructor(
    readonly file: string,
    readonly pid: number,
  ) {
    super(
      pid === process.pid
        ? `${file} is already open for writing in this process; use that Session object, or close() it first`
        : `${file} is open for writing by another process (pid ${pid}); close it there first, or read it with loadSession() / \`npm run session -- context\`, which never write`,
    );
    this.name = "SessionLockedError";
  }
}

/** Takes the write lock on `file`; returns the function that releases it. */
export function lockForWriting(file: string): () => void {
  const lockFile = `${file}.lock`;
  if (heldHere.has(lockFile)) throw new SessionLockedError(file, process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, "wx");
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      heldHere.add(lockFile);
      return () => {
        if (heldHere.delete(lockFile)) rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readHolder(lockFile);
      if (holder !== undefined && isRunning(holder)) throw new SessionLockedError(file, holder);
      rmSync(lockFile, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`${file}: could not take the write lock ${lockFile}`);
}

function readHolder(lockFile: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, "utf8"), 10);
    return Number.isFinite(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  if (pid === process.pid) return false; // not held here (checked above): left by an earlier run with our pid
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
