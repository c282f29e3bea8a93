/**
 * Where the server listens and what it serves, read from the environment:
 *
 * | variable           | default                                  |
 * |--------------------|------------------------------------------|
 * | PORT               | 4317                                     |
 * | KIT_SESSIONS_DIR   | `sessions/` at the repository root (git ignores it) |
 * | KIT_WORKSPACE_DIR  | `workspace/` inside the sessions folder, copied from the sample workspace |
 * | OPENAI_API_KEY     | unset: the offline teaching model        |
 *
 * The server always listens on 127.0.0.1: it runs tools that read and write
 * files, and nothing on the network should be able to ask it to.
 */
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const DEFAULT_PORT = 4317;
export const HOSTNAME = "127.0.0.1";

/** The repository root, from this file's place in packages/server/src. */
export const REPOSITORY_ROOT = fileURLToPath(new URL("../../..", import.meta.url));

export type Environment = Record<string, string | undefined>;

export function portFrom(env: Environment): number {
  const text = env.PORT?.trim();
  if (!text) return DEFAULT_PORT;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535 (0: any free port); it is "${text}"`);
  }
  return port;
}

export function sessionsDirFrom(env: Environment): string {
  return resolve(env.KIT_SESSIONS_DIR?.trim() || join(REPOSITORY_ROOT, "sessions"));
}

export function workspaceDirFrom(env: Environment, sessionsDir: string): string {
  return resolve(env.KIT_WORKSPACE_DIR?.trim() || join(sessionsDir, "workspace"));
}
