/**
 * Run as a child process by odd-files.test.ts: limits its own file size with
 * `prlimit` (as a full disk would stop a write), then sets bytes aside with
 * `writeAside` and prints what the folder holds afterwards.
 */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { writeAside } from "../../src/side-files/write-aside.ts";

process.on("SIGXFSZ", () => {}); // the write then fails with EFBIG instead of killing the process
const dir = process.argv[2]!;
const limited = spawnSync("prlimit", [`--pid=${process.pid}`, "--fsize=1024"]).status === 0;
let outcome: string;
try {
  writeAside(join(dir, "s.jsonl.torn"), "x".repeat(100_000));
  outcome = "written";
} catch (error) {
  outcome = (error as NodeJS.ErrnoException).code ?? "failed";
}
console.log(JSON.stringify({ limited, outcome, files: readdirSync(dir) }));
