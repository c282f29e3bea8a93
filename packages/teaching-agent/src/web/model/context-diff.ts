/**
 * What changed in "what the model sees next" when the leaf moved: the
 * beginning both contexts share, the messages that joined, the ones that left.
 * Messages are compared by the entry they come from, so the same question on
 * two branches is two different messages, as it is in the file.
 */
export interface ContextDiff {
  /** How many messages at the start are the same as before. */
  shared: number;
  /** Keys of messages that are new in this context. */
  joined: ReadonlySet<string>;
  /** Keys of the previous context's messages that are gone, in their old order. */
  left: string[];
}

// #region diffContexts
export function diffContexts(previous: readonly string[], next: readonly string[]): ContextDiff {
  let shared = 0;
  while (shared < previous.length && shared < next.length && previous[shared] === next[shared]) shared++;
  // A key appears once in a context, so one in the shared beginning is in neither rest: only the rests are compared,
  // and a leaf move costs the messages that changed, not the whole context.
  const previousRest = previous.slice(shared);
  const nextRest = next.slice(shared);
  const before = new Set(previousRest);
  const after = new Set(nextRest);
  return {
    shared,
    joined: new Set(nextRest.filter((key) => !before.has(key))),
    left: previousRest.filter((key) => !after.has(key)),
  };
}
// #endregion diffContexts
