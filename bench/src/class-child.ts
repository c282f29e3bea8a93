/**
 * The child process of `class-attack.ts`: a classroom server with the class's
 * default limits and the offline teaching model, in a process of its own (its
 * memory and event loop are the server's alone). Prints its address and join
 * code as one JSON line, then serves until it is killed.
 */
import { createClassroomServer } from "@kit/classroom";

const classroom = createClassroomServer({
  host: "127.0.0.1",
  port: 0,
  classDir: process.env.KIT_CLASS_DIR!,
  env: {},
  log: () => {},
});
const started = await classroom.start();
process.stdout.write(`${JSON.stringify({ url: started.url, joinCode: started.joinCode, pid: process.pid })}\n`);
