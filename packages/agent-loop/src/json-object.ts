/**
 * Reading a JSON object from text that a model or a client wrote, where
 * anything may arrive: broken JSON, an array, a bare number.
 */

/** The object `text` holds, `{}` for empty text, or `undefined` when it is not a JSON object. */
export function parseJsonObject(text: string): Record<string, unknown> | undefined {
  if (text.trim() === "") return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
