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
import { type AgentEvent, type AgentMessage, type BetweenTurns, type Model, type Tool, runAgent, userMessage } from "@kit/agent-loop";
import type { Session } from "@kit/session-core";
import type { ServerEvent } from "./api-types.ts";
import { HttpError } from "./errors.ts";

/** The between-turns hook for one run (auto-compaction), or nothing. */
export type BetweenTurnsFactory = (sessionId: string, session: Session) => ((state: BetweenTurns) => Promise<AgentMessage[] | void>) | undefined;

export interface RunManagerOptions {
  model: Model;
  tools: Tool[];
  systemPrompt: string;
  /** Sends an event to the listeners of one session. */
  publish: (sessionId: string, event: ServerEvent) => void;
  betweenTurns?: BetweenTurnsFactory;
  /** Where run ids come from (default: random); inject a counter for stable output. */
  newRunId?: () => string;
  /** Message timestamps (Unix ms); inject a fixed clock for stable output. */
  now?: () => number;
  maxTurns?: number;
  log?: (message: string) => void;
}

/**
 * What a session is busy with: a run, or a task that waits for a model and
 * then appends at the leaf (a compaction, a navigation with a summary). Either
 * one would be spoiled by the other moving the leaf meanwhile.
 */
interface Activity {
  /** "run 3f2a..." or "compact": said in the 409 answer. */
  what: string;
  runId?: string;
  controller: AbortController;
  done: Promise<unknown>;
}

export class RunManager {
  private readonly active = new Map<string, Activity>();

  constructor(private readonly options: RunManagerOptions) {}

  /** A run is streaming into the session (SessionSummary.running). */
  isRunning(sessionId: string): boolean {
    return this.active.get(sessionId)?.runId !== undefined;
  }

  // #region assertIdle
  /** Refuses with 409 while the session is busy: the leaf is moving, or about to. */
  assertIdle(sessionId: string, action: string): void {
    const activity = this.active.get(sessionId);
    if (activity) {
      const wait = activity.runId ? "wait for its run_end event, or POST /abort first" : "wait for it to finish, or POST /abort";
      throw new HttpError(409, "busy", `cannot ${action} while ${activity.what} is in progress in this session; ${wait}`);
    }
  }
  // #endregion assertIdle

  // #region start
  /** Starts a run and returns its id at once; the run goes on in the background. */
  start(sessionId: string, session: Session, text: string): string {
    this.assertIdle(sessionId, "start a new run");
    const runId = (this.options.newRunId ?? randomUUID)();
    const controller = new AbortController();
    const done = this.execute(sessionId, session, runId, text, controller.signal).finally(() => this.active.delete(sessionId));
    this.active.set(sessionId, { what: `run ${runId}`, runId, controller, done });
    return runId;
  }
  // #endregion start

  /**
   * Runs `task` with the session marked busy, so no run starts and no leaf
   * moves until it is done; refused with 409 if the session is busy already.
   */
  async exclusive<T>(sessionId: string, what: string, task: (signal: AbortSignal) => Promise<T>): Promise<T> {
    this.assertIdle(sessionId, what);
    const controller = new AbortController();
    const done = task(controller.signal);
    this.active.set(sessionId, { what, controller, done: done.catch(() => {}) });
    try {
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

  /** Resolves when the session is idle (at once if it is). */
  async whenIdle(sessionId: string): Promise<void> {
    await this.active.get(sessionId)?.done;
  }

  /** Aborts everything and waits for each run to save what it has. */
  async abortAll(): Promise<void> {
    const activities = [...this.active.values()];
    for (const activity of activities) activity.controller.abort();
    await Promise.all(activities.map((activity) => activity.done.catch(() => {})));
  }

  // #region execute
  private async execute(sessionId: string, session: Session, runId: string, text: string, signal: AbortSignal): Promise<void> {
    const { model, tools, systemPrompt, publish, betweenTurns, now = Date.now, maxTurns } = this.options;
    publish(sessionId, { type: "run_start", runId });
    let reason = "failed";
    try {
      const context = session.context();
      const hook = betweenTurns?.(sessionId, session);
      const events = runAgent({
        model,
        tools,
        systemPrompt,
        context: context.messages,
        prompt: userMessage(text, now()),
        thinkingLevel: context.thinkingLevel,
        signal,
        now,
        ...(maxTurns ? { maxTurns } : {}),
        ...(hook ? { beforeNextTurn: hook } : {}),
      });
      for await (const event of events) {
        // Save first, announce second: no listener ever hears of a message the file does not hold.
        const entryId = event.type === "message_end" ? session.appendMessage(event.message) : undefined;
        publish(sessionId, { type: "agent_event", runId, event: forWire(event) });
        if (entryId !== undefined) {
          publish(sessionId, { type: "session_updated", leafId: session.leafId, appended: [session.tree.get(entryId)!] });
        }
        if (event.type === "agent_end") reason = event.reason;
      }
    } catch (error) {
      // The loop itself never throws; a failed append (a full disk) does. Stop the run there:
      // going on would show messages that are not saved.
      reason = `failed: ${(error as Error).message}`;
      this.options.log?.(`run ${runId} of session ${sessionId} failed: ${(error as Error).stack ?? String(error)}`);
    } finally {
      publish(sessionId, { type: "run_end", runId, reason });
    }
  }
  // #endregion execute
}

/**
 * The loop's event as it is sent. One change: a `message_update` carries the
 * reply so far twice (`message`, and `modelEvent.partial`, the same snapshot);
 * the second copy is left out, which halves what every streamed piece costs.
 */
function forWire(event: AgentEvent): { type: string; [field: string]: unknown } {
  if (event.type !== "message_update" || !("partial" in event.modelEvent)) return event;
  const { partial: _sameAsMessage, ...modelEvent } = event.modelEvent;
  return { ...event, modelEvent };
}
