/**
 * New students per address: past the limit in any 60 seconds, a join from
 * that address is answered 429 `joins_per_minute`, so one machine cannot take
 * every place of the class. A lab behind one NAT address raises the limit
 * (KIT_CLASS_JOINS_PER_MINUTE, shown at start).
 *
 * It also remembers how many students joined from each address, so the
 * teacher sees when one machine joined many times. The address is the TCP
 * peer's (never a header). The window table is bounded like failed-joins.ts:
 * addresses quiet for a minute are dropped once it holds MAX_ADDRESSES.
 */
import { MAX_ADDRESSES } from "./failed-joins.ts";
import { PromptWindow } from "./prompt-window.ts";

export class JoinsPerAddress {
  private readonly windows = new Map<string, PromptWindow>();
  private readonly totals = new Map<string, number>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number,
  ) {}

  /** Milliseconds before `address` may join again: 0 when it may now. */
  waitMs(address: string): number {
    return this.windows.get(address)?.waitMs() ?? (this.windows.size < MAX_ADDRESSES ? 0 : this.forgetQuiet());
  }

  /** Counts one student who joined from `address`. */
  joined(address: string): void {
    let window = this.windows.get(address);
    if (!window) {
      window = new PromptWindow(this.perMinute, this.now);
      this.windows.set(address, window);
    }
    window.take();
    this.totals.set(address, (this.totals.get(address) ?? 0) + 1);
  }

  /** Students who joined from `address` since the class started. */
  total(address: string): number {
    return this.totals.get(address) ?? 0;
  }

  /** Drops quiet addresses; answers a minute's wait if the table is still full. */
  private forgetQuiet(): number {
    for (const [address, window] of this.windows) if (window.recent === 0) this.windows.delete(address);
    return this.windows.size < MAX_ADDRESSES ? 0 : 60_000;
  }
}
