/**
 * The soft limit on open file descriptors this process runs under: every
 * connection, session file and stream takes one. Node cannot raise it itself
 * (there is no setrlimit), so the classroom reads it at start and, when it is
 * low, the terminal says so and how to raise it (`ulimit -n`).
 * Linux: /proc/self/limits; elsewhere (macOS), the shell's `ulimit -n`, which
 * this process inherited from the same shell.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

/** Under this, one machine's idle sockets or a big class can leave none for the rest (MAJOR 3 of the review). */
export const LOW_FD_LIMIT = 4096;

/** The soft limit, or undefined when it cannot be read (or is unlimited). */
export function openFileLimit(): number | undefined {
  try {
    const line = readFileSync("/proc/self/limits", "utf8")
      .split("\n")
      .find((text) => text.startsWith("Max open files"));
    const soft = line?.split(/\s{2,}/)[1];
    if (soft !== undefined) return soft === "unlimited" ? undefined : Number(soft);
  } catch {
    // not Linux
  }
  try {
    const text = execFileSync("sh", ["-c", "ulimit -n"], { encoding: "utf8" }).trim();
    return text === "unlimited" ? undefined : Number(text);
  } catch {
    return undefined;
  }
}
