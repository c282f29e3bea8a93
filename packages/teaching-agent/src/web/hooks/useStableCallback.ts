/**
 * A function whose identity never changes but which always calls the latest
 * `callback`. Passing these down lets the chat and the tree skip re-rendering
 * while a reply streams (dozens of updates a second), since nothing they show
 * has changed.
 */
import { useCallback, useLayoutEffect, useRef } from "react";

export function useStableCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
