/**
 * The parts every route works with, built once by `createServer` and handed to
 * each route module. Routes hold no state of their own: a session lives in the
 * registry (read through the reader), a run in the run manager, an event in the hub.
 */
import type { Model, Tool } from "@kit/agent-loop";
import type { CompactionSettings } from "@kit/compaction";
import type { OpenAhead } from "./open-ahead.ts";
import type { SessionReader } from "./reading/session-reader.ts";
import type { RequestGuardOptions } from "./request-guard.ts";
import type { RunManager } from "./run-manager.ts";
import type { SessionRegistry } from "./session-registry.ts";
import type { StreamBudget } from "./sse-budget.ts";
import type { EventStreamOptions } from "./sse-connection.ts";
import type { EventHub } from "./sse-hub.ts";

export interface ServerParts {
  /** The sessions open for writing. */
  registry: SessionRegistry;
  /** Everything read from the sessions folder: the list, GET bodies, views of closed files. */
  reader: SessionReader;
  runs: RunManager;
  /** Opens a followed session's writer while the server is quiet; undefined on a read-only server. */
  openAhead: OpenAhead | undefined;
  hub: EventHub;
  model: Model;
  tools: Tool[];
  systemPrompt: string;
  compaction: CompactionSettings;
  eventStream: EventStreamOptions;
  /** How many event streams may be open, and how many bytes they may hold unread, all together. */
  streamBudget: StreamBudget;
  maxBodyBytes: number;
  /** Which hosts and origins may use the server (see request-guard.ts). */
  guard: RequestGuardOptions;
  log: (message: string) => void;
  /**
   * A file's path as an error answer names it: from the folder the reader runs `npm run session` in (the
   * repository's) when the file is inside it, so the commands the page shows can be pasted there as they are.
   */
  shownPath: (file: string) => string;
  /** Every write refused with `403 read_only` (read-only.ts): the server shows sessions it must not change. */
  readOnly: boolean;
}
