/**
 * Where pi 1.6.0 keeps an engineer's sessions, found the way pi finds it:
 * `PI_CODING_AGENT_SESSION_DIR` when set (pi's docs/environment-variables.md),
 * else the agent folder's `sessions/`, the agent folder being
 * `PI_CODING_AGENT_DIR` (a leading `~` is the home folder) or `~/.pi/agent`
 * (pi's `getAgentDir`, dist/config.js). Under it pi makes one folder per
 * project, named from the working directory (`--home-user-project--`).
 */
import { homedir } from "node:os";
import { join, resolve } from "node:path";

export type Environment = Record<string, string | undefined>;

export function piSessionsFolder(env: Environment = process.env): string {
  const sessionDir = env.PI_CODING_AGENT_SESSION_DIR?.trim();
  if (sessionDir) return expandHome(sessionDir);
  const agentDir = env.PI_CODING_AGENT_DIR?.trim();
  return join(agentDir ? expandHome(agentDir) : join(homedir(), ".pi", "agent"), "sessions");
}

function expandHome(path: string): string {
  if (path === "~") return homedir();
  if (path.startsWith("~/")) return join(homedir(), path.slice(2));
  return resolve(path);
}
