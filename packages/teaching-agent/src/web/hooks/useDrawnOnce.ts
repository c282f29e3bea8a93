/**
 * Whether the screen of `key` has been drawn once: false in the render that first shows it, true from the render
 * after, which React runs as a transition once the first is committed. What the first screen can do without (the
 * request panel's thousands of messages, the versions of every question) waits for it, so a long session shows its
 * tree and chat first.
 */
import { startTransition, useEffect, useState } from "react";

export function useDrawnOnce(key: unknown): boolean {
  const [drawn, setDrawn] = useState<unknown>(key);
  useEffect(() => startTransition(() => setDrawn(key)), [key]);
  return drawn === key;
}
