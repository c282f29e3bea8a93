/**
 * Where the server listens and what it serves, read from the environment:
 *
 * | variable           | default                                  |
 * |--------------------|------------------------------------------|
 * | PORT               | 4317                                     |
 * | KIT_SESSIONS_DIR   | `sessions/` at the repository root (git ignores it) |
 * | KIT_WORKSPACE_DIR  | `NAME-workspace/` beside the sessions folder `NAME/`, copied from the sample workspace |
 * | KIT_ALLOWED_HOSTS  | none: more host names a browser may use (a classroom server behind a name), comma-separated |
 * | KIT_MAX_OPEN_SESSIONS | 32: session files kept open for writing; the least recently used idle one is closed |
 * | KIT_MAX_EVENT_STREAMS | 128: `GET /events` connections open at once; one more is answered 503 |
 * | KIT_MAX_EVENT_QUEUE_MIB | 64: MiB of events waiting for slow readers, all together; past it the slowest is cut |
 * | OPENAI_API_KEY     | unset: the offline teaching model        |
 *
 * The server always listens on 127.0.0.1: it runs tools that read and write
 * files, and nothing on the network should be able to ask it to.
 */
import { realpathSync } from "node:fs";
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
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

/** `file` named from `folder` when it lies inside it (a path to paste where commands run), else as it is. */
export function pathFrom(folder: string, file: string): string {
  const inside = relative(folder, file);
  return inside === "" || isAbsolute(inside) || inside.split(sep)[0] === ".." ? file : inside;
}

export function sessionsDirFrom(env: Environment): string {
  return resolve(env.KIT_SESSIONS_DIR?.trim() || join(REPOSITORY_ROOT, "sessions"));
}

/** The workspace sits beside the sessions folder, never inside it (see `assertApart`). */
export function workspaceDirFrom(env: Environment, sessionsDir: string): string {
  const folder = resolve(sessionsDir);
  return resolve(env.KIT_WORKSPACE_DIR?.trim() || join(dirname(folder), `${basename(folder)}-workspace`));
}

export const DEFAULT_MAX_OPEN_SESSIONS = 32;

export function maxOpenSessionsFrom(env: Environment): number {
  return wholeNumberFrom(env, "KIT_MAX_OPEN_SESSIONS", DEFAULT_MAX_OPEN_SESSIONS);
}

export const DEFAULT_MAX_EVENT_STREAMS = 128;

export function maxEventStreamsFrom(env: Environment): number {
  return wholeNumberFrom(env, "KIT_MAX_EVENT_STREAMS", DEFAULT_MAX_EVENT_STREAMS);
}

/** In MiB: every event stream's unread bytes together (see sse-budget.ts). */
export const DEFAULT_MAX_EVENT_QUEUE_MIB = 64;

export function maxEventQueueBytesFrom(env: Environment): number {
  return wholeNumberFrom(env, "KIT_MAX_EVENT_QUEUE_MIB", DEFAULT_MAX_EVENT_QUEUE_MIB) * 1024 * 1024;
}

/** A setting that must be a whole number of at least 1, read from `env`; `fallback` when it is not set. */
export function wholeNumberFrom(env: Environment, name: string, fallback: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const count = Number(text);
  if (!Number.isSafeInteger(count) || count < 1) {
    throw new Error(`${name} must be a whole number of at least 1; it is "${text}"`);
  }
  return count;
}

// #region assertApart
/**
 * The agent's tools read and write anything in the workspace. A workspace that
 * holds the sessions folder lets them read every conversation and overwrite
 * session files the server has open; a sessions folder that holds the
 * workspace mixes the agent's files with the sessions. Either is refused.
 */
export function assertApart(sessionsDir: string, workspaceDir: string): void {
  const sessions = realFolder(sessionsDir);
  const workspace = realFolder(workspaceDir);
  const inside = (child: string, parent: string) => {
    const path = relative(parent, child);
    return path === "" || (path !== ".." && !path.startsWith(`..${sep}`) && !isAbsolute(path));
  };
  if (inside(sessions, workspace)) {
    throw new Error(
      `the workspace ${workspace} contains the sessions folder ${sessions}: ` +
        "the agent's tools could read and overwrite sessions. " +
        "Set KIT_WORKSPACE_DIR or KIT_SESSIONS_DIR so that neither folder is inside the other",
    );
  }
  if (inside(workspace, sessions)) {
    throw new Error(
      `the sessions folder ${sessions} contains the workspace ${workspace}: ` +
        "keep the agent's files apart from the sessions. " +
        "Set KIT_WORKSPACE_DIR or KIT_SESSIONS_DIR so that neither folder is inside the other",
    );
  }
}
// #endregion assertApart

/** A folder's real path (symbolic links followed), or its absolute path if it does not exist yet. */
function realFolder(dir: string): string {
  try {
    return realpathSync(dir);
  } catch {
    return resolve(dir);
  }
}
