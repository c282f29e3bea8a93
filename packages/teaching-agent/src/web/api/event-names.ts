/**
 * The SSE `event:` names the page listens for. An EventSource delivers a named
 * event only to a listener for that name, so the list must be complete: the
 * loop's own event types (packages/agent-loop/src/events.ts) and the server's
 * own events (packages/server/src/api-types.ts). Both lists are checked
 * against those types: a name that no event has does not compile.
 */
import type { ServerEvent, WireAgentEvent } from "@kit/server";

export const AGENT_EVENT_NAMES = [
  "agent_start",
  "turn_start",
  "message_start",
  "message_update",
  "message_end",
  "tool_execution_start",
  "tool_execution_end",
  "turn_end",
  "agent_end",
] as const satisfies readonly WireAgentEvent["type"][];

export const SERVER_EVENT_NAMES = [
  "run_start",
  "run_end",
  "branch_switch",
  "compaction",
  "label",
  "session_updated",
  "resync",
  "step_waiting",
] as const satisfies readonly Exclude<ServerEvent["type"], "agent_event">[];

export const ALL_EVENT_NAMES: readonly string[] = [...AGENT_EVENT_NAMES, ...SERVER_EVENT_NAMES];
