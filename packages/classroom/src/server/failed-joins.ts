/**
 * Wrong join codes (and wrong return codes) per address: past the limit in
 * any 60 seconds, that address is answered 429 before its code is even
 * compared, so a script cannot go on guessing, and a right guess during the
 * wait counts for nothing.
 *
 * The address is the TCP peer's, never a header (a script writes its own
 * X-Forwarded-For). The table is bounded: once it holds MAX_ADDRESSES
 * addresses with failures in the last minute, an address not in it is
 * refused too until some expire; a class then waits a minute rather than
 * the server growing without end.
 */
import { PromptWindow } from "./prompt-window.ts";

export const MAX_ADDRESSES = 10_000;

export class FailedJoins {
  private readonly byAddress = new Map<string, PromptWindow>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number,
  ) {}

  /** False while `address` has used its tries (or the table is full and it is not in it). */
  mayTry(address: string): boolean {
    const window = this.byAddress.get(address);
    if (window) return window.recent < this.perMinute;
    if (this.byAddress.size < MAX_ADDRESSES) return true;
    this.forgetQuiet();
    return this.byAddress.size < MAX_ADDRESSES;
  }

  /** Counts one wrong code from `address`. */
  failed(address: string): void {
    let window = this.byAddress.get(address);
    if (!window) {
      if (this.byAddress.size >= MAX_ADDRESSES) this.forgetQuiet();
      if (this.byAddress.size >= MAX_ADDRESSES) return; // mayTry refuses it anyway while the table is full
      window = new PromptWindow(this.perMinute, this.now);
      this.byAddress.set(address, window);
    }
    window.take();
  }

  /** Addresses with no failure in the last minute are dropped. */
  private forgetQuiet(): void {
    for (const [address, window] of this.byAddress) if (window.recent === 0) this.byAddress.delete(address);
  }

  get addresses(): number {
    return this.byAddress.size;
  }
}
