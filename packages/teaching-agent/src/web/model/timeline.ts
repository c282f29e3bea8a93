/**
 * The event timeline: every server-sent event of the session, grouped the way
 * the loop thinks, by turn.
 *
 *   run r1            run_start, agent_start
 *   turn 1            turn_start, message_start/end (the prompt), message_start,
 *                     message_update ×24, message_end, tool_execution_start/end,
 *                     message_start/end (the result), session_updated ×3, turn_end
 *   turn 2            ...
 *   end of run r1     agent_end, run_end
 *   session           branch_switch, compaction, label (outside any run)
 *
 * A reply streams as dozens of `message_update` events; in a row they are one
 * line with a count, or the timeline would be nothing else.
 */
import type { ServerEvent } from "@kit/server";

/** One event as it arrived: the SSE `id:` and `event:` fields and the parsed `data:`. */
export interface TimelineEvent {
  id: string;
  name: string;
  data: ServerEvent;
  /**
   * When the page received it (ms, the page's clock); absent for events replayed from the server's log after a
   * reload.
   */
  receivedAt?: number;
  /** Sent again from the server's log after a reload: for the timeline only, the page loaded the session fresh. */
  replayed?: boolean;
}

export interface TimelineRow {
  /** The id of the first event of the row. */
  key: string;
  name: string;
  /** How many events in a row this line stands for (message_update repeats). */
  count: number;
  detail: string;
  /** Milliseconds since the run (or the group) began, when the arrival time is known. */
  elapsedMs: number | undefined;
  /** The tokens a model call used, on the message_end of its reply. */
  tokens: { input: number; output: number } | undefined;
  /** The first event of the row, for its payload. */
  event: TimelineEvent;
}

export type GroupKind = "run" | "turn" | "run_end" | "session";

export interface TimelineGroup {
  key: string;
  kind: GroupKind;
  /** The run's short id, or the turn's number. */
  ref: string;
  rows: TimelineRow[];
}

/** The words of an event's detail beyond its data, in the page's language (i18n/en.ts and zh-CN.ts hold them). */
export interface EventWords {
  labelOn: (label: string, id: string) => string;
  labelCleared: (id: string) => string;
  /** Where a leaf of `null` stands: before the first entry. */
  root: string;
  leafAt: (id: string) => string;
  tokensChange: (before: number, after: number) => string;
}

/** Events that repeat in a row and are shown as one line with a count. */
const COLLAPSING = new Set(["message_update"]);

// #region groupTimeline
export function groupTimeline(events: readonly TimelineEvent[], words: EventWords): TimelineGroup[] {
  const groups: TimelineGroup[] = [];
  let current: TimelineGroup | undefined;
  let turnOpen = false; // between a turn_start and its turn_end
  let runOpen: string | undefined; // the run whose events are arriving
  let startedAt: number | undefined; // arrival time of the run's (or the session group's) first event

  const open = (kind: GroupKind, ref: string, key: string) => {
    current = { key, kind, ref, rows: [] };
    groups.push(current);
  };

  for (const event of events) {
    const data = event.data;
    const runId = "runId" in data ? data.runId : undefined;
    if (data.type === "run_start" || (data.type === "agent_event" && data.event.type === "agent_start")) {
      if (current?.kind !== "run" || runOpen !== runId) {
        open("run", shortId(runId), event.id);
        startedAt = event.receivedAt;
      }
      runOpen = runId;
    } else if (data.type === "agent_event" && data.event.type === "turn_start") {
      open("turn", String(data.event.turn ?? ""), event.id);
      turnOpen = true;
    } else if (runId !== undefined || (runOpen !== undefined && data.type === "session_updated")) {
      // Inside a run: stay in the open turn; after the last turn, the run's end.
      if (!turnOpen && current?.kind !== "run_end" && current?.kind !== "run")
        open("run_end", shortId(runOpen ?? runId), event.id);
    } else if (current?.kind !== "session") {
      open("session", "", event.id);
      startedAt = event.receivedAt;
    }

    addRow(current!, event, startedAt, words);
    if (data.type === "agent_event" && data.event.type === "turn_end") turnOpen = false;
    if (data.type === "run_end") {
      runOpen = undefined;
      turnOpen = false;
    }
  }
  return groups;
}
// #endregion groupTimeline

/** Run ids are long (UUIDs); their first eight characters tell runs apart in a timeline. */
function shortId(id: string | undefined): string {
  return (id ?? "?").slice(0, 8);
}

function addRow(group: TimelineGroup, event: TimelineEvent, startedAt: number | undefined, words: EventWords): void {
  const last = group.rows.at(-1);
  if (last && last.name === event.name && COLLAPSING.has(event.name)) {
    last.count += 1;
    return;
  }
  const elapsedMs =
    event.receivedAt !== undefined && startedAt !== undefined ? Math.round(event.receivedAt - startedAt) : undefined;
  group.rows.push({
    key: event.id,
    name: event.name,
    count: 1,
    detail: describeEvent(event.data, words),
    elapsedMs,
    tokens: tokensOf(event.data),
    event,
  });
}

/** The usage a reply reports at its message_end: what that model call cost. */
export function tokensOf(data: ServerEvent): { input: number; output: number } | undefined {
  if (data.type !== "agent_event" || data.event.type !== "message_end") return undefined;
  const message = data.event.message;
  if (message.role !== "assistant") return undefined;
  return { input: message.usage.input, output: message.usage.output };
}

/** A few words about an event: the role of a message, the tool, the reason a run ended. */
export function describeEvent(data: ServerEvent, words: EventWords): string {
  switch (data.type) {
    case "agent_event": {
      const e = data.event;
      switch (e.type) {
        case "message_start":
        case "message_update":
          return e.message.role;
        case "message_end":
          return e.message.role === "assistant"
            ? `${e.message.role}, ${e.message.stopReason} · ${e.entryId}`
            : `${e.message.role} · ${e.entryId}`;
        case "tool_execution_start":
          return e.toolName;
        case "tool_execution_end":
          return `${e.toolName}${e.isError ? ", error" : ""}`;
        case "agent_end":
          return e.reason;
        default:
          return "";
      }
    }
    case "run_start":
      return data.runId;
    case "run_end":
      return data.reason;
    case "branch_switch":
      return `${data.previousLeafId ?? words.root} → ${data.leafId ?? words.root}`;
    case "compaction":
      return words.tokensChange(data.tokensBefore, data.tokensAfter);
    case "label":
      return data.label ? words.labelOn(data.label, data.entryId) : words.labelCleared(data.entryId);
    case "session_updated":
      return `+${data.appended.map((entry) => entry.type).join(", ")} · ${words.leafAt(data.leafId ?? words.root)}`;
    case "resync":
      return data.reason;
    default:
      return "";
  }
}
