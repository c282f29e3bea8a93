/**
 * The child process of `serving.ts`: one server answering `GET /api/sessions/:id`, in a process of its own so that
 * its event loop is the server's alone. `kit` is the kit's own server on the bench's folder; the two floors are plain
 * `node:http` answering the same JSON for the same session, one from a string made once, one stringifying the
 * session on every request. Says its address once it listens, then serves until it is killed.
 */
import { createServer as createHttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createServer } from "@kit/server";
import { loadSession } from "@kit/session-core";

/**
 * The kit twice: reading the file on its event loop (as it does every file under 4 MiB), and on its worker thread
 * (as it does bigger ones); the session is the same, so the two ways of reading are compared on the same bytes.
 */
export type ServingContender = "kit, event loop" | "kit, worker" | "cached string" | "stringify per request";

export interface ServingJob {
  contender: ServingContender;
  sessionsDir: string;
  workspaceDir: string;
  /** The session's file and id (its file name without `.jsonl`). */
  file: string;
  id: string;
}

process.once("message", async (job: ServingJob) => {
  if (job.contender.startsWith("kit")) {
    const { sessionsDir, workspaceDir } = job;
    const offThreadBytes = job.contender === "kit, worker" ? 0 : Number.POSITIVE_INFINITY;
    const server = createServer({ sessionsDir, workspaceDir, offThreadBytes, port: 0, env: {}, log: () => {} });
    const { url } = await server.start();
    process.send!({ url });
    return;
  }
  const { header, tree } = loadSession(job.file);
  // The fields and their order as the kit's answer has them (SessionDetail), so both floors send the same bytes.
  const detail = () => ({
    id: job.id,
    header,
    entries: [...tree.entries],
    leafId: tree.leafId,
    labels: Object.fromEntries(tree.labels),
    name: tree.sessionName,
    running: false,
    tornSetAside: [],
  });
  const cached = job.contender === "cached string" ? JSON.stringify(detail()) : undefined;
  const server = createHttpServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "application/json" });
    response.end(cached ?? JSON.stringify(detail()));
  });
  server.listen(0, "127.0.0.1", () => {
    process.send!({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  });
});
