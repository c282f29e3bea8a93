/**
 * A server the bench measures runs in a child process of its own, so its heap and event loop are not the bench's:
 * the child is sent its job, answers with the URL it listens on, and is killed once `use` is done.
 */
import { fork } from "node:child_process";

export async function withServerInChild<T>(
  childScript: URL,
  job: unknown,
  use: (url: string) => Promise<T>,
): Promise<T> {
  const child = fork(childScript, { execArgv: ["--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      child.once("message", (message: { url: string }) => resolve(message.url));
      child.once("exit", (code) => reject(new Error(`the server exited (${code}) before it listened`)));
      child.send(job as object);
    });
    return await use(url);
  } finally {
    child.kill("SIGKILL");
  }
}
