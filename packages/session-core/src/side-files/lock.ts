/**
 * One writer per session file. Two processes appending to the same file would
 * interleave their lines and each would build on a leaf the other never saw,
 * so the second one is refused with a clear error instead.
 *
 * The lock is a file beside the session (`FILE.lock`) holding the writer's
 * pid. A lock whose process no longer runs (a killed server) is taken over at
 * once. Time-based locks (such as the proper-lockfile package) would keep a
 * crashed server's sessions locked until their timeout ran out; a pid check
 * needs no waiting. It assumes one machine, which is where a session file lives.
 *
 * What could go wrong, and what prevents it:
 * - A lock seen half-written (created, pid not yet in it) would look stale and
 *   be taken over while its owner goes on. So the lock is written to a
 *   temporary file first and appears under its real name, complete, through
 *   one `link` (which fails if the name exists): no one ever sees it empty.
 * - Two processes taking over the same stale lock at once: each moves the lock
 *   aside with a `rename` (only one can move a given file) and checks what it
 *   moved; if that was a live process's fresh lock, it puts it back.
 * - The same file reached by two paths (`./a.jsonl`, `/abs/a.jsonl`, a
 *   symbolic link): the lock is named after the file's real path.
 */
import { randomBytes } from "node:crypto";
import {
  closeSync,
  linkSync,
  openSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { basename, dirname, join, resolve } from "node:path";

/** Lock files this process holds, by absolute path. */
const heldHere = new Set<string>();

export class SessionLockedError extends Error {
  constructor(
    readonly file: string,
    readonly pid: number,
  ) {
    super(
      pid === process.pid
        ? `${file} is already open for writing in this process; use that Session object, or close() it first`
        : `${file} is open for writing by another process (pid ${pid}); close it there first, ` +
            "or read it with loadSession() / `npm run session -- context`, which never write",
    );
    this.name = "SessionLockedError";
  }
}

/** Takes the write lock on `file`; returns the function that releases it. */
export function lockForWriting(file: string): () => void {
  const lockFile = `${canonicalPath(file)}.lock`;
  if (heldHere.has(lockFile)) throw new SessionLockedError(file, process.pid);
  for (let attempt = 0; attempt < 5; attempt++) {
    if (createLockFile(lockFile)) {
      heldHere.add(lockFile);
      releaseLocksOnExit();
      return () => {
        if (heldHere.delete(lockFile)) removeIfOurs(lockFile);
      };
    }
    const holder = readHolder(lockFile);
    if (holder === "missing") continue; // released between our attempt and the read: try again
    if (holder !== undefined && isRunning(holder)) throw new SessionLockedError(file, holder);
    takeOverStale(lockFile, holder);
  }
  throw new Error(`${file}: could not take the write lock ${lockFile} (other processes keep taking and releasing it)`);
}

/**
 * One name per file, however it is reached: a relative path, an absolute one,
 * or a symbolic link all lock the same real file. A file not created yet is
 * named by its folder's real path.
 */
function canonicalPath(file: string): string {
  const absolute = resolve(file);
  try {
    return realpathSync(absolute);
  } catch {
    try {
      return join(realpathSync(dirname(absolute)), basename(absolute));
    } catch {
      return absolute;
    }
  }
}

/** Creates the lock with our pid already inside it; false if it exists. */
function createLockFile(lockFile: string): boolean {
  const temporary = `${lockFile}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  writeFileSync(temporary, `${process.pid}\n`, { flag: "wx" });
  try {
    linkSync(temporary, lockFile);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") return false;
    // A file system without hard links: fall back to an exclusive create,
    // which leaves a very short moment in which the lock is empty.
    if (code === "EPERM" || code === "ENOTSUP" || code === "EOPNOTSUPP") return createExclusive(lockFile);
    throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
}

function createExclusive(lockFile: string): boolean {
  let fd: number;
  try {
    fd = openSync(lockFile, "wx");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Removes a lock whose process is gone. The lock is first moved to a name of
 * our own: if, since we read it, another process replaced it with a live lock
 * of its own, what we moved is that lock, and it goes back.
 */
function takeOverStale(lockFile: string, stalePid: number | undefined): void {
  const aside = `${lockFile}.stale-${process.pid}-${randomBytes(4).toString("hex")}`;
  try {
    renameSync(lockFile, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return; // someone else removed it
    throw error;
  }
  const moved = readHolder(aside);
  if (typeof moved === "number" && moved !== stalePid && isRunning(moved)) {
    try {
      linkSync(aside, lockFile);
    } catch {
      // Yet another process took the name meanwhile; the next attempt sees it.
    }
  }
  rmSync(aside, { force: true });
}

/** The pid in a lock file; `undefined` if it holds no pid, "missing" if it is gone. */
function readHolder(lockFile: string): number | undefined | "missing" {
  let text: string;
  try {
    text = readFileSync(lockFile, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return "missing";
    throw error;
  }
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

function isRunning(pid: number): boolean {
  // Our own pid in a lock we do not hold (checked first) was left by an
  // earlier process that had the same pid, as happens in containers.
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"; // alive, owned by another user
  }
}

/** Removes a lock file only if it still names this process (never another writer's). */
function removeIfOurs(lockFile: string): void {
  if (readHolder(lockFile) === process.pid) rmSync(lockFile, { force: true });
}

let exitHookInstalled = false;

/**
 * A process that ends without closing its sessions leaves its locks behind.
 * They would be taken over anyway (the pid is gone), unless an unrelated
 * process gets that pid later: then the lock looks live. So they go on exit.
 */
function releaseLocksOnExit(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on("exit", () => {
    for (const lockFile of heldHere) removeIfOurs(lockFile);
    heldHere.clear();
  });
}
