/**
 * How long a command the course runs may take (a demo for docs:check, an exercise's tests for the grader) before it
 * is stopped. The limit only catches a command that hangs; a busy machine (a lab's shared cores, a laptop on battery)
 * may need more, so KIT_COMMAND_LIMIT_S=SECONDS gives every such command that long.
 */
export const COMMAND_LIMIT_VARIABLE = "KIT_COMMAND_LIMIT_S";

/** The limit in milliseconds: KIT_COMMAND_LIMIT_S when it is set, else `defaultMs`. */
export function commandLimitMs(defaultMs: number, env: NodeJS.ProcessEnv = process.env): number {
  const text = env[COMMAND_LIMIT_VARIABLE];
  if (text === undefined || text === "") return defaultMs;
  const seconds = Number(text);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new Error(`${COMMAND_LIMIT_VARIABLE}="${text}" is not a number of seconds above 0 (for example 600)`);
  }
  return seconds * 1000;
}
