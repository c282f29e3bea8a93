/**
 * When to compact, and how much to keep.
 *
 * The model's window is shared by what it is sent and what it writes back, so
 * compaction must start before the context fills the window: `reserveTokens`
 * is kept free for the reply. `keepRecentTokens` is how much of the newest
 * conversation survives word for word; everything older becomes a summary.
 * The defaults are pi's.
 */

export interface CompactionSettings {
  /** Compact automatically between turns (a manual compaction works either way). */
  enabled: boolean;
  /** The model's context window in tokens. */
  contextWindow: number;
  /** Tokens kept free for the model's reply. */
  reserveTokens: number;
  /** Tokens of the newest messages kept as they are. */
  keepRecentTokens: number;
}

export const DEFAULT_COMPACTION_SETTINGS: CompactionSettings = {
  enabled: true,
  // A common window today; pass the real one of your model.
  contextWindow: 128_000,
  reserveTokens: 16_384,
  keepRecentTokens: 20_000,
};

/**
 * Settings with pi's defaults filled in, checked: a window that the reserve
 * and the kept part do not fit in would compact after every turn and never
 * get smaller, so it is refused here, with the numbers.
 */
export function compactionSettings(overrides: Partial<CompactionSettings> = {}): CompactionSettings {
  const settings = { ...DEFAULT_COMPACTION_SETTINGS, ...overrides };
  const { contextWindow, reserveTokens, keepRecentTokens } = settings;
  for (const [name, value] of Object.entries({ contextWindow, reserveTokens, keepRecentTokens })) {
    if (!Number.isFinite(value) || value < 0)
      throw new RangeError(`compaction setting ${name} must be a number of tokens >= 0, got ${value}`);
  }
  if (keepRecentTokens >= contextWindow - reserveTokens) {
    throw new RangeError(
      `compaction settings do not fit: keepRecentTokens (${keepRecentTokens}) must be below ` +
        `contextWindow - reserveTokens (${contextWindow} - ${reserveTokens} = ${contextWindow - reserveTokens}), ` +
        `or the kept part alone would call for another compaction`,
    );
  }
  return settings;
}

// #region shouldCompact
/** True when the context has grown into the space reserved for the reply. */
export function shouldCompact(contextTokens: number, settings: CompactionSettings): boolean {
  if (!settings.enabled) return false;
  return contextTokens > settings.contextWindow - settings.reserveTokens;
}
// #endregion shouldCompact
