/**
 * The server's events as lines of text, for demo 09: the SSE id, the event
 * name, and what it says in a few words. Each line is printed when its event
 * arrives, except while the printer is held: every HTTP call of the demo holds
 * it, so that the call's answer and the events it causes print in the same
 * order on every run (they travel on two connections, and either may arrive
 * first). The events the demo has seen tell it when to go on.
 */
import { oneLine, textOf } from "@kit/agent-loop/messages";
import type { ServerEvent } from "@kit/server";
import type { SessionEntry } from "@kit/session-core";
import { zh } from "./i18n.ts";
import { entryRow } from "./rows.ts";

export function serverEventLine(id: string, name: string, event: ServerEvent): string {
  return `${id.padEnd(8)} ${name.padEnd(20)} ${summarize(event)}`.trimEnd();
}

function summarize(event: ServerEvent): string {
  switch (event.type) {
    case "agent_event":
      return summarizeAgentEvent(event.event);
    case "run_start":
      return event.runId;
    case "run_end":
      return `${event.runId} ${event.reason}`;
    case "session_updated":
      return `${event.appended.map(savedEntry).join(", ")} · ${zh ? "叶子" : "leaf"} ${event.leafId}`;
    case "branch_switch":
      return `${zh ? "叶子" : "leaf"} ${event.previousLeafId} → ${event.leafId}`;
    case "compaction":
      return zh
        ? `${event.entryId}（${event.tokensBefore} → ${event.tokensAfter} 个 token）`
        : `${event.entryId} (${event.tokensBefore} → ${event.tokensAfter} tokens)`;
    case "label":
      return `${event.entryId} "${event.label ?? ""}"`;
    case "step_waiting":
      return event.next;
    case "resync":
    case "stream_cut":
      return event.reason;
  }
}

function savedEntry(entry: SessionEntry): string {
  const row = oneLine(entryRow(entry), 40);
  return zh ? `已保存 ${entry.id}（${row}）` : `saved ${entry.id} (${row})`;
}

/** The loop's event, as the server sends it. */
function summarizeAgentEvent(event: Extract<ServerEvent, { type: "agent_event" }>["event"]): string {
  switch (event.type) {
    case "turn_start":
    case "turn_end":
      return zh ? `第 ${event.turn} 轮` : `turn ${event.turn}`;
    case "message_start":
    case "message_end":
      return event.message.role;
    case "message_update":
      return "delta" in event.modelEvent
        ? `${event.modelEvent.type} ${JSON.stringify(event.modelEvent.delta)}`
        : event.modelEvent.type;
    case "tool_execution_start":
      return `${event.toolName} ${JSON.stringify(event.args)}`;
    case "tool_execution_end":
      return `${event.toolName} ${event.isError ? "error" : "ok"}: ${oneLine(textOf(event.result.content), 40)}`;
    case "agent_end":
      return event.reason;
    default:
      return "";
  }
}

/** Prints lines as they come, or keeps them while held. */
export class HeldPrinter {
  private held: string[] | undefined;

  print(line: string): void {
    if (this.held) this.held.push(line);
    else console.log(line);
  }

  hold(): void {
    this.held ??= [];
  }

  /** Prints what was kept, then prints live again. */
  release(): void {
    const lines = this.held ?? [];
    this.held = undefined;
    for (const line of lines) console.log(line);
  }
}

/**
 * An HTTP client for the demo that prints each call and its answer. The printer
 * is held during a call, so the answer prints before the events the call caused.
 */
export function printedCalls(url: string, printer: HeldPrinter) {
  let sessionId = "";
  return {
    /** From now on, print this session id as `:id`. */
    shorten(id: string): void {
      sessionId = id;
    },
    async call<Answer>(method: string, path: string, body?: unknown): Promise<Answer> {
      printer.hold();
      const response = await fetch(`${url}${path}`, {
        method,
        // The server refuses a body that does not say it is JSON (another site could send text).
        headers: { "content-type": "application/json" },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const answer = (await response.json()) as Answer; // the demo trusts its own server
      const shownPath = sessionId ? path.replace(sessionId, ":id") : path;
      printer.print(`${method} ${shownPath}${body === undefined ? "" : ` ${JSON.stringify(body)}`}`);
      // Timestamps change every run: left out, so the printed answer is the same each time.
      const withoutTimes = (key: string, value: unknown) =>
        key === "created" || key === "modified" ? undefined : value;
      printer.print(`  → ${response.status} ${JSON.stringify(answer, withoutTimes)}`);
      printer.release();
      return answer;
    },
  };
}

/** The events that have arrived, and a promise for the first one that matches. */
export class SeenEvents {
  readonly all: ServerEvent[] = [];
  private waiting: { match: (event: ServerEvent) => boolean; resolve: () => void }[] = [];

  add(event: ServerEvent): void {
    this.all.push(event);
    for (const waiter of this.waiting.filter(({ match }) => match(event))) waiter.resolve();
    this.waiting = this.waiting.filter(({ match }) => !match(event));
  }

  /** The first `session_updated` event that saved a message (before it, a run records its model). */
  firstSavedMessage(): Extract<ServerEvent, { type: "session_updated" }> | undefined {
    for (const event of this.all) {
      if (event.type === "session_updated" && event.appended[0]?.type === "message") return event;
    }
    return undefined;
  }

  /** Resolves when an event matching `match` has arrived (at once if it already has). */
  arrival(match: (event: ServerEvent) => boolean): Promise<void> {
    if (this.all.some(match)) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push({ match, resolve }));
  }
}
