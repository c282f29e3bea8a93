/**
 * Reading a JSON object from text that a model or a client wrote, where
 * anything may arrive: broken JSON, an array, a bare number, or an object
 * nested thousands deep, which `JSON.parse` reads but `JSON.stringify` (every
 * save, every event sent) cannot write back: it runs out of stack.
 */

/** The deepest object this kit takes from a model or a client; real tool arguments nest a few levels. */
export const MAX_JSON_DEPTH = 512;

/** The object `text` holds, `{}` for empty text, or `undefined` when it is not a JSON object (or nests too deep). */
export function parseJsonObject(text: string): Record<string, unknown> | undefined {
  if (text.trim() === "") return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value) && !nestsTooDeep(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** True if `text` is JSON that nests deeper than `MAX_JSON_DEPTH`: why `parseJsonObject` refused it, for a message. */
export function isNestedTooDeep(text: string): boolean {
  try {
    return nestsTooDeep(JSON.parse(text));
  } catch {
    return false;
  }
}

/** Walked with a list, not by recursion, so any depth is safe to measure. */
function nestsTooDeep(value: unknown): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, depth] = next;
    if (typeof item !== "object" || item === null) continue;
    if (depth > MAX_JSON_DEPTH) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}
