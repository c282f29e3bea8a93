/**
 * The site's two commands, run exactly as the README gives them, from the repository root: `npm run docs:build`, and
 * `npm run docs` (the dev server) on a free port. A learner types these, so the tests run these and nothing shorter.
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";
import { promisify } from "node:util";

export const repoRoot = join(import.meta.dirname, "..", "..", "..");

/** npm on this system: `npm.cmd` on Windows, where a bare "npm" is not an executable. */
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

/** `npm run docs:build` from the repository root; resolves with what it printed, rejects with it on failure. */
export async function buildSite(): Promise<string> {
  const { stdout, stderr } = await promisify(execFile)(npm, ["run", "docs:build"], {
    cwd: repoRoot,
    env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" },
    maxBuffer: 64 * 1024 * 1024,
    shell: process.platform === "win32",
  });
  return stdout + stderr;
}

/** A port nobody listens on now: the system picks it, and it is free again when this returns. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === "string") throw new Error("freePort: the system gave no port");
  return address.port;
}

/** Whether any process of process group `id` is still running (signal 0 checks without sending anything). */
function groupAlive(id: number): boolean {
  try {
    process.kill(-id, 0);
    return true;
  } catch {
    return false;
  }
}

export interface DocsServer {
  /** The address the server printed as ready ("Local: http://localhost:PORT/"). */
  url: string;
  /** Ends the server and everything npm started under it (its whole process group), and waits until all have exited. */
  stop(): Promise<void>;
}

/**
 * `npm run docs -- --port PORT --strictPort`: resolves once the server prints its address, which it does when it
 * listens. It never waits a fixed time: it reads the output, and fails with that output if npm exits first.
 */
export function startDocsServer(port: number): Promise<DocsServer> {
  // detached: npm, vitepress and vite's workers get a process group of their own, so stop() ends all of them.
  const child: ChildProcess = spawn(npm, ["run", "docs", "--", "--port", String(port), "--strictPort"], {
    cwd: repoRoot,
    env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // the group has already gone
      }
    }
    await exited;
    // npm exits before the server it started has finished closing: wait until no process of the group is left.
    while (child.pid !== undefined && groupAlive(child.pid)) await new Promise((resolve) => setTimeout(resolve, 100));
  };
  let output = "";
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes, in case a terminal setting forces them
      output += chunk.toString().replace(/\u001b\[[0-9;]*m/g, "");
      const ready = /Local:\s+(http:\/\/\S+)/.exec(output);
      if (ready) resolve({ url: ready[1]!.replace(/\/$/, ""), stop });
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.once("exit", (code) => reject(new Error(`npm run docs exited (${code}) before it served:\n${output}`)));
  });
}
