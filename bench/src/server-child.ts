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
}

process.once("message", async (job: ServerJob) => {
  const server = createServer({ ...job, port: 0, env: {}, log: () => {} });
  const { url } = await server.start();
  process.send!({ url });
});
