/**
 * Runs of the agent loop, one at a time per session, any number at once
 * across sessions.
 *
 * A run is the loop's event stream tied to a session file. Every event goes to
 * the session's listeners; every `message_end` is first appended to the file,
 * so the file always holds every message that has ended. A crash in the
 * middle of a run loses only the message being streamed, and the file still
 * opens at the last saved message. Saving once at the end of the run would
 * lose the whole run instead, and leave a browser showing messages that the
 * file never held.
 */
import { randomUUID } from "node:crypto";
import {
  type AgentEvent,
  type AgentMessage,
  type BetweenTurns,
  type Model,
  runAgent,
  runLanguage,
  type Tool,
  userMessage,
} from "@kit/agent-loop";
import { sayToolProblemIn } from "@kit/agent-loop/words";
import type { Session, SessionContext } from "@kit/session-core";
import type { Pace, ServerEvent, StepResult, WireAgentEvent } from "./api-types.ts";
import { type BusyAction, errorWords } from "./error-words.ts";
import { HttpError, sentenceOf } from "./errors.ts";
import { pacedModel, StepGate } from "./paced-model.ts";
import { saveMessage } from "./save-message.ts";
import { forWire } from "./wire-events.ts";

/** The between-turns hook for one run (auto-compaction), or nothing. */
export type BetweenTurnsFactory = (
  sessionId: string,
  session: Session,
  step: Stepper,
) => ((state: BetweenTurns) => Promise<AgentMessage[] | undefined>) | undefined;

export interface RunManagerOptions {
  model: Model;
  tools: Tool[];
  systemPrompt: string;
  /** Sends an event to the listeners of one session. */
  publish: (sessionId: string, event: ServerEvent) => void;
  betweenTurns?: BetweenTurnsFactory | undefined;
  /** Where run ids come from (default: random); inject a counter for stable output. */
  newRunId?: (() => string) | undefined;
  /** Message timestamps (Unix ms); inject a fixed clock for stable output. */
  now?: (() => number) | undefined;
  maxTurns?: number | undefined;
  /** How long an aborted run may take to end on its own before the session is freed anyway (default 500 ms). */
  abortGraceMs?: number | undefined;
  log?: ((message: string) => void) | undefined;
}

/**
 * What a session is busy with: a run, or a task that waits for a model and
 * then appends at the leaf (a compaction, a navigation with a summary). Either
 * one would be spoiled by the other moving the leaf meanwhile.
 */
interface Activity {
  /** What the session is busy with: a run (`runId`), or a task such as a compaction; said in the 409 answer. */
  task?: BusyAction;
  runId?: string;
  /** A run's pace: only a run at "step" is stepped by POST /step. */
  pace?: Pace;
  controller: AbortController;
  /** Where a run at pace "step" waits for POST /step before each of its events. */
  gate: StepGate;
  done: Promise<unknown>;
}

export class RunManager {
  private readonly active = new Map<string, Activity>();

  constructor(private readonly options: RunManagerOptions) {}

  /** A run is streaming into the session (SessionSummary.running). */
  isRunning(sessionId: string): boolean {
    return this.active.get(sessionId)?.runId !== undefined;
  }

  /** The session is busy with a run or a task (the registry keeps busy sessions open). */
  isBusy(sessionId: string): boolean {
    return this.active.has(sessionId);
  }

  // #region assertIdle
  /** Refuses with 409 while the session is busy: the leaf is moving, or about to. */
  assertIdle(sessionId: string, action: BusyAction): void {
    const activity = this.active.get(sessionId);
    if (activity) throw new HttpError(409, "busy", errorWords().busy(action, activity.runId, activity.task));
  }
  // #endregion assertIdle

  // #region start
  /** Starts a run and returns its id at once; the run goes on in the background. */
  start(sessionId: string, session: Session, text: string, pace: Pace = "instant"): string {
    this.assertIdle(sessionId, "start a new run");
    const runId = (this.options.newRunId ?? randomUUID)();
    const activity: Activity = {
      runId,
      pace,
      controller: new AbortController(),
      gate: new StepGate(),
      done: Promise.resolve(),
    };
    // Busy first, then run: nothing can slip in between the check and the mark.
    this.active.set(sessionId, activity);
    activity.done = this.execute(
      sessionId,
      session,
      runId,
      text,
      pacedModel(this.options.model, pace),
      activity.controller.signal,
      pace === "step" ? this.stepper(sessionId, runId, activity) : noStep,
    ).finally(() => this.active.delete(sessionId));
    return runId;
  }
  // #endregion start

  /**
   * Runs `task` with the session marked busy, so no run starts and no leaf
   * moves until it is done; refused with 409 if the session is busy already.
   */
  async exclusive<T>(sessionId: string, what: BusyAction, task: (signal: AbortSignal) => Promise<T>): Promise<T> {
    this.assertIdle(sessionId, what);
    const activity: Activity = {
      task: what,
      controller: new AbortController(),
      gate: new StepGate(),
      done: Promise.resolve(),
    };
    this.active.set(sessionId, activity);
    try {
      const done = task(activity.controller.signal);
      activity.done = done.catch(() => {});
      return await done;
    } finally {
      this.active.delete(sessionId);
    }
  }

  /** Aborts what the session is busy with, if anything; a run still ends with its own events. */
  abort(sessionId: string): boolean {
    const activity = this.active.get(sessionId);
    activity?.controller.abort();
    return activity !== undefined;
  }

  /** Releases the next event of a run at pace "step", now or, while the run is still producing it, at once when due. */
  step(sessionId: string): StepResult["step"] {
    const activity = this.active.get(sessionId);
    return activity?.pace === "step" ? activity.gate.release() : "not stepping";
  }

  /**
   * Aborts everything and waits for each run to save what it has, at most
   * `graceMs`: a run stuck in something that ignores abort must not keep the
   * server from stopping. Returns how many were still going when the wait ended.
   */
  async abortAll(graceMs = 1500): Promise<number> {
    const activities = [...this.active.values()];
    for (const activity of activities) activity.controller.abort();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, graceMs);
    });
    await Promise.race([Promise.all(activities.map((activity) => activity.done.catch(() => {}))), timeout]);
    clearTimeout(timer);
    const stillActive = new Set(this.active.values());
    return activities.filter((activity) => stillActive.has(activity)).length;
  }

  // #region stepper
  /**
   * Step by step is gated here, on the server, and nowhere else: the run itself waits before each event it
   * announces, so the file, the session's `running` and every page watching agree on how far it has gone, and an
   * abort stops it where the room saw it. `step_waiting` names what waits, for the page's step button.
   */
  private stepper(sessionId: string, runId: string, activity: Activity): Stepper {
    const signal = activity.controller.signal;
    return async (next, fromModel = false) => {
      if (signal.aborted) return;
      this.options.publish(sessionId, { type: "step_waiting", runId, next, fromModel });
      await activity.gate.wait(signal);
    };
  }
  // #endregion stepper

  // #region execute
  private async execute(
    sessionId: string,
    session: Session,
    runId: string,
    text: string,
    model: Model,
    signal: AbortSignal,
    step: Stepper,
  ): Promise<void> {
    const { tools, systemPrompt, publish, betweenTurns, now = Date.now, maxTurns } = this.options;
    publish(sessionId, { type: "run_start", runId });
    let reason = "failed";
    try {
      // One context per run: a model_change adds no message, so the messages stay the ones built here.
      const context = session.context();
      if (isNewModel(context.model, model)) {
        await step("session_updated");
        session.appendModelChange(model.provider, model.id);
      }
      const events = runAgent({
        model,
        tools,
        systemPrompt,
        context: context.messages,
        prompt: userMessage(text, now()),
        thinkingLevel: context.thinkingLevel,
        signal,
        now,
        maxTurns,
        beforeNextTurn: betweenTurns?.(sessionId, session, step),
        // The server is an edge: it decides the language of the tool errors the model reads (KIT_LANG, the locale).
        sayToolProblem: sayToolProblemIn(runLanguage()),
      });
      const graceMs = this.options.abortGraceMs ?? ABORT_GRACE_MS;
      for (;;) {
        const next = await nextUnlessStuck(events, signal, graceMs);
        if (next === "stuck") {
          // Aborted, and the loop did not end within the grace (a tool that ignores abort).
          // Stop listening to it: it appends nothing by itself, so the session is free.
          reason = "aborted";
          this.options.log?.(`run ${runId} of session ${sessionId}: no end ${graceMs} ms after abort; left behind`);
          break;
        }
        if (next.done) break;
        const event = next.value;
        // Save first, announce second: the session announces the entry (session_updated)
        // once it is on disk, and the message_end that follows names it.
        if (event.type === "message_end") {
          await step("session_updated");
          const saved = saveMessage(session, event.message, model);
          await step("message_end");
          publish(sessionId, {
            type: "agent_event",
            runId,
            event: { ...event, message: saved.message, entryId: saved.entryId },
          });
          if (saved.refused !== undefined) {
            // What was saved is not what the loop holds: going on would build on a message the file does not have.
            reason = `failed: the reply could not be saved (${saved.refused})`;
            await events.return(undefined);
            break;
          }
        } else {
          const wire = forWire(event);
          await step(wire.type, isModelPiece(wire));
          publish(sessionId, { type: "agent_event", runId, event: wire });
        }
        if (event.type === "agent_end") reason = event.reason;
      }
    } catch (error) {
      // The loop itself never throws; a failed append (a full disk) does. Stop the run there:
      // going on would show messages that are not saved.
      reason = `failed: ${sentenceOf(error)}`;
      this.options.log?.(`run ${runId} of session ${sessionId} failed: ${(error as Error).stack ?? String(error)}`);
    } finally {
      await step("run_end");
      publish(sessionId, { type: "run_end", runId, reason });
    }
  }
  // #endregion execute
}

/** An aborted run normally ends at once; this is how long a stuck one is waited for. */
const ABORT_GRACE_MS = 500;

/**
 * The loop's next event, or "stuck" when `signal` aborted and no event came
 * within `graceMs` after it. A tool that ignores abort would otherwise keep
 * the session busy (every prompt a 409) for as long as it hangs.
 */
async function nextUnlessStuck(
  events: AsyncGenerator<AgentEvent>,
  signal: AbortSignal,
  graceMs: number,
): Promise<IteratorResult<AgentEvent> | "stuck"> {
  let timer: NodeJS.Timeout | undefined;
  let onAbort = () => {};
  const stuck = new Promise<"stuck">((resolve) => {
    const start = () => {
      timer = setTimeout(() => resolve("stuck"), graceMs);
    };
    if (signal.aborted) start();
    else {
      onAbort = start;
      signal.addEventListener("abort", start, { once: true });
    }
  });
  try {
    return await Promise.race([events.next(), stuck]);
  } finally {
    clearTimeout(timer);
    signal.removeEventListener("abort", onAbort);
  }
}

/**
 * As pi does: when the model about to answer is not the one the session last
 * used (or the session has none yet), a `model_change` entry says so, so the
 * file tells which model each part of the conversation was meant for.
 */
function isNewModel(last: SessionContext["model"], model: Model): boolean {
  return last?.provider !== model.provider || last.modelId !== model.id;
}

/** At pace "step": waits for the click that lets the event named `next` through (its SSE `event:` name). */
/** Waits for the click that lets the named event through (pace "step"); at any other pace it returns at once. */
export type Stepper = (next: string, fromModel?: boolean) => Promise<void>;

/** Any other pace: nothing waits. */
const noStep: Stepper = async () => {};

/** The start of the model's reply or a piece of it: what the page's step button calls "the model's next piece". */
function isModelPiece(event: WireAgentEvent): boolean {
  return event.type === "message_update" || (event.type === "message_start" && event.message.role === "assistant");
}
