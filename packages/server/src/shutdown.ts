/**
 * Ctrl-C and SIGTERM: the orderly stop, with a limit. Runs are aborted (each
 * saves what has ended), event streams end, files close, then the process
 * exits. `stop()` waits a bounded time for each step, but something outside
 * it (a tool stuck in a system call) could still hold the process: after
 * `limitMs` it exits anyway, and a second Ctrl-C exits at once. Every message
 * that ended was saved when it ended, so exiting loses nothing saved.
 */
import type { KitServer } from "./server.ts";

export function stopOnSignals(
  server: Pick<KitServer, "stop">,
  limitMs = 1800,
  log: (line: string) => void = console.error,
): void {
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (stopping) process.exit(1); // asked twice: at once
      stopping = true;
      setTimeout(() => {
        log(`still stopping after ${limitMs} ms; exiting now (every saved message is on disk)`);
        process.exit(1);
      }, limitMs).unref();
      void server.stop().then(
        () => process.exit(0),
        (error: unknown) => {
          log(`stopping failed: ${String(error)}`);
          process.exit(1);
        },
      );
    });
  }
}
