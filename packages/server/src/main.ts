/**
 * Starts the server from the environment and says where it listens:
 * `npx tsx packages/server/src/main.ts`. Ctrl-C (or SIGTERM) stops it the
 * orderly way within two seconds: runs are aborted, and every message that
 * ended is already saved.
 */
import { createServer, type KitServer } from "./server.ts";
import { stopOnSignals } from "./shutdown.ts";

let server: KitServer;
try {
  // Refuses to start (a clear message, no stack trace) when the folders overlap or a setting is wrong.
  server = createServer();
  const { url } = await server.start();
  const { registry, model } = server.parts;
  console.log(`API on ${url}/api/sessions, sessions in ${registry.sessionsDir}, model ${model.provider}/${model.id}`);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(
    code === "EADDRINUSE"
      ? `cannot listen: ${(error as Error).message}; set PORT to another port (0: any free one)`
      : (error as Error).message,
  );
  process.exit(1);
}

stopOnSignals(server);
