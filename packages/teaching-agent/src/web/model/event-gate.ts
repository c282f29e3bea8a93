/**
 * "Step by step" means one event per click. The server waits (POST /step)
 * only before each piece of the model's reply; the tool run, the saves and the
 * turn's end pass at once, so one click used to let a dozen events through.
 * While a run at pace "step" is on, the page holds every event that arrives
 * and shows one per click: the oldest held one, or, when none is held, the
 * next one to arrive after the page asks the server for one more piece.
 */
import type { TimelineEvent } from "./timeline.ts";

export class EventGate {
  private holding = false;
  private held: TimelineEvent[] = [];
  /** Clicks that found nothing held: the next events to arrive are shown at once. */
  private owed = 0;

  /** Starts holding (a run at pace "step" began). */
  hold(): void {
    this.holding = true;
  }

  /** Stops holding and hands back everything held, oldest first (the run was aborted or the pace changed). */
  open(): TimelineEvent[] {
    const released = this.held;
    this.holding = false;
    this.held = [];
    this.owed = 0;
    return released;
  }

  /** An event arrived: the events to show now (it, or nothing while it waits for its click). */
  offer(event: TimelineEvent): TimelineEvent[] {
    if (!this.holding || event.replayed) return [event];
    if (this.owed > 0 && this.held.length === 0) {
      this.owed -= 1;
      return [event];
    }
    this.held.push(event);
    return [];
  }

  /**
   * One click: the oldest held event, or undefined when none is held (the page then asks the server for the next
   * piece, and the event it brings is shown as it arrives).
   */
  release(): TimelineEvent | undefined {
    const next = this.held.shift();
    if (next === undefined) this.owed += 1;
    return next;
  }

  /** The event the next click shows, if it has arrived. */
  get next(): TimelineEvent | undefined {
    return this.held[0];
  }

  get isHolding(): boolean {
    return this.holding;
  }
}
