/**
 * Prompts per minute for one student: the times of the prompts accepted in the
 * last 60 seconds. A sliding window, so a student cannot send a burst at the
 * end of one minute and another at the start of the next.
 */
export const WINDOW_MS = 60_000;

export class PromptWindow {
  private readonly times: number[] = [];

  constructor(
    private readonly limit: number,
    private readonly now: () => number,
  ) {}

  /** Counts one prompt and answers true, or answers false (and counts nothing) when the window is full. */
  take(): boolean {
    const now = this.now();
    while (this.times.length > 0 && this.times[0]! <= now - WINDOW_MS) this.times.shift();
    if (this.times.length >= this.limit) return false;
    this.times.push(now);
    return true;
  }

  /** Milliseconds until `take` can answer true again: 0 while the window has room. */
  waitMs(): number {
    const now = this.now();
    const recent = this.times.filter((time) => time > now - WINDOW_MS);
    if (recent.length < this.limit) return 0;
    return recent[recent.length - this.limit]! + WINDOW_MS - now;
  }

  /** Prompts counted in the last 60 seconds. */
  get recent(): number {
    const now = this.now();
    return this.times.filter((time) => time > now - WINDOW_MS).length;
  }
}
