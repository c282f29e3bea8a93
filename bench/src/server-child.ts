/**
 * The child process of `server-latency.ts`: the kit's own server on the
 * bench's sessions folder, in a process of its own, so that its event loop
 * is the server's alone (the bench's client runs in the parent). Says its
 * address once it listens, then serves until it is killed.
 */
import { createServer } from "@kit/server";

export interface ServerJob {
  sessionsDir: string;
  workspaceDir: string;
  /** Parse every file on the event loop, as the server did before it read big ones on a worker thread. */
  mainThreadOnly: boolean;
}

process.once("message", async ({ mainThreadOnly, ...job }: ServerJob) => {
  const offThreadBytes = mainThreadOnly ? Number.POSITIVE_INFINITY : undefined;
  const server = createServer({
    ...job,
    ...(offThreadBytes ? { offThreadBytes } : {}),
    port: 0,
    env: {},
    log: () => {},
  });
  const { url } = await server.start();
  process.send!({ url });
});
