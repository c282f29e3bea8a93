/**
 * Starts the server from the environment and says where it listens:
 * `npx tsx packages/server/src/main.ts`. Ctrl-C (or SIGTERM) stops it the
 * orderly way: runs are aborted, and every message that ended is already saved.
 */
import { createServer } from "./server.ts";

const server = createServer();
try {
  const { url } = await server.start();
  const { registry, model } = server.parts;
  console.log(`API on ${url}/api/sessions, sessions in ${registry.sessionsDir}, model ${model.provider}/${model.id}`);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(
    code === "EADDRINUSE"
      ? `cannot listen: ${(error as Error).message}; set PORT to another port (0: any free one)`
      : String(error),
  );
  process.exit(1);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void server.stop().then(() => process.exit(0));
  });
}
