/**
 * Starts the server from the environment and says where it listens:
 * `node scripts/run.mjs packages/server/src/main.ts` (`npm start -w
 * @kit/server`). Ctrl-C (or SIGTERM) stops it the orderly way within two
 * seconds: runs are aborted, and every message that ended is already saved.
 */
import { createServer, type KitServer } from "./server.ts";
import { stopOnSignals } from "./shutdown.ts";
import { busyPortOf, startWords } from "./words.ts";

let server: KitServer;
try {
  // Refuses to start (a clear message, no stack trace) when the folders overlap or a setting is wrong.
  server = createServer();
  const { url } = await server.start();
  const { registry, model } = server.parts;
  console.log(startWords().api(url, registry.sessionsDir, `${model.provider}/${model.id}`));
} catch (error) {
  const port = busyPortOf(error);
  console.error(port === undefined ? (error as Error).message : startWords().busyPort(port));
  process.exit(1);
}

stopOnSignals(server);
