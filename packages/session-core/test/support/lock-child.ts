/**
 * A second process for the lock tests, run as
 * `node --import tsx test/support/lock-child.ts MODE FILE`:
 * - `try`: opens FILE for writing, prints what happened as JSON, exits.
 * - `hold`: opens FILE for writing, prints "holding", and waits to be killed.
 */
import { Session } from "../../src/index.ts";

const [mode, file] = process.argv.slice(2);
if (!file || (mode !== "try" && mode !== "hold")) {
  console.error("usage: lock-child.ts try|hold FILE");
  process.exit(2);
}
try {
  const session = Session.open(file);
  if (mode === "hold") {
    console.log("holding");
    setInterval(() => {}, 60_000);
  } else {
    session.close();
    console.log(JSON.stringify({ ok: true }));
  }
} catch (error) {
  console.log(JSON.stringify({ ok: false, name: (error as Error).name, message: (error as Error).message }));
}
