/**
 * A run slowed down for a class: the same replies, streamed at a pace a
 * person can follow, or one event at a time on request.
 *
 * `pacedModel` wraps any `Model` (the offline teaching model answers in a
 * blink, which is the point of pacing it), so the loop, the session file and
 * the events are exactly those of an unpaced run; only the time between the
 * pieces changes. Step by step is not the model's pause but the run's: every
 * event of the run, not only the model's pieces, waits in one `StepGate`
 * (run-manager.ts), so one click lets one event through.
 * What could go wrong: a paused run that cannot be stopped. Every wait ends at
 * once when the run is aborted, and the wrapped model then ends its stream
 * with its usual aborted message.
 */
import type { Model, ModelEvent } from "@kit/agent-loop";
import type { Pace } from "./api-types.ts";

/** Milliseconds before each streamed piece, for the paces that wait on a timer. */
export const PACE_DELAY_MS = { normal: 40, slow: 250 } as const;

// #region StepGate
/**
 * Where a run at pace "step" waits before each of its events. `wait` resolves
 * when `release` is called (by POST /step) or the signal aborts. A release
 * that comes while the run is still producing its next event, with nothing
 * waiting yet, is owed: the next wait passes at once, so a click at the wrong
 * moment is never lost.
 */
export class StepGate {
  private waiting: (() => void) | undefined;
  private owed = 0;

  wait(signal: AbortSignal | undefined): Promise<void> {
    if (signal?.aborted) return Promise.resolve();
    if (this.owed > 0) {
      this.owed -= 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        signal?.removeEventListener("abort", done);
        this.waiting = undefined;
        resolve();
      };
      this.waiting = done;
      signal?.addEventListener("abort", done, { once: true });
    });
  }

  /** Lets the waiting event go on, or owes the next wait one pass. */
  release(): "released" | "owed" {
    const waiting = this.waiting;
    if (waiting === undefined) {
      this.owed += 1;
      return "owed";
    }
    waiting();
    return "released";
  }
}
// #endregion StepGate

// #region pacedModel
/**
 * `model`, streaming at `pace`. The closing `done`/`error` event carries no new
 * text (it is the finished message), so it follows the last piece at once.
 * At "step" the model is not slowed: the run waits before each event instead.
 */
export function pacedModel(model: Model, pace: Pace): Model {
  if (pace === "instant" || pace === "step") return model;
  const delay = PACE_DELAY_MS[pace];
  return {
    provider: model.provider,
    id: model.id,
    async *stream(request) {
      for await (const event of model.stream(request)) {
        if (!isFinal(event)) await sleep(delay, request.signal);
        yield event;
      }
    },
  };
}
// #endregion pacedModel

function isFinal(event: ModelEvent): boolean {
  return event.type === "done" || event.type === "error";
}

/** A timer that ends early (without an error) when the signal aborts. */
function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (signal?.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done, { once: true });
  });
}
