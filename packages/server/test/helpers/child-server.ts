/**
 * A server fixture in a process of its own, for the tests that kill it or run it under limits: started, and read
 * until it prints its first line, the JSON of where it listens. The child is returned at once, so a test's cleanup
 * can kill it even when it never comes to listen.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { waitFor } from "./test-server.ts";

export function startChildServer<T>(
  command: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
  what: string,
): { child: ChildProcess; listening: Promise<T> } {
  const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  let errors = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (errors += chunk));
  const line = waitFor(
    () => {
      if (child.exitCode !== null) throw new Error(`${what} exited early: ${errors}`);
      return output.includes("\n") ? output.split("\n")[0] : undefined;
    },
    `${what} to listen`,
    // tsx compiles the server as it starts: on two cores busy with every package's tests that has taken more than
    // 90 s. A bound on a hang, not a measure of speed.
    300_000,
  );
  return { child, listening: line.then((first) => JSON.parse(first!) as T) };
}
