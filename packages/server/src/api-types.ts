/**
 * The HTTP contract between the server and the web page (and any other
 * client): request bodies, responses and server-sent events. JSON in, JSON
 * out. The page imports these types, so a change here is checked on both sides.
 */
import type {
  AgentEvent,
  AgentMessage,
  AssistantMessage,
  ModelEvent,
  ProviderRequest,
  ThinkingLevel,
} from "@kit/agent-loop";
import type { SessionEntry, SessionHeader } from "@kit/session-core";

/** Every error answer: `{ error: { code, message } }` with a 4xx/5xx status. */
export interface ApiError {
  error: {
    /** Stable machine word: "bad_json", "invalid_field", "not_found", "busy", "too_large", ... */
    code: string;
    /** What was wrong and where, for a person. */
    message: string;
    /**
     * With damaged_session: the file, as the commands that check and repair it name it (the message, in the server's
     * language, names it too; a page should not have to find it there).
     */
    file?: string;
  };
}

/** GET /api/sessions (newest first) and the answer of POST /api/sessions and /fork. */
/** `GET /api/mode`: a read-only server (someone's real sessions) refuses every write with `403 read_only`. */
export interface ServerMode {
  readOnly: boolean;
}

export interface SessionSummary {
  /** The URL id: the file name without `.jsonl`. */
  id: string;
  name: string | undefined;
  created: string;
  modified: string;
  entryCount: number;
  /** The first user message's text, shortened, for lists. */
  firstMessage: string | undefined;
  /** A run is streaming into this session right now. */
  running: boolean;
  /** Set when the file could not be opened (the problems, as text). */
  error?: string;
  /**
   * Set while a big file is being read on the server's worker thread: its name, counts and first message are not
   * known yet (a later list has them).
   */
  loading?: true;
}

/** POST /api/sessions */
export interface CreateSessionBody {
  name?: string;
}

/** GET /api/sessions/:id */
export interface SessionDetail {
  id: string;
  header: SessionHeader;
  /** Every entry in file order, leaf_switch records included. */
  entries: SessionEntry[];
  leafId: string | null;
  labels: Record<string, string>;
  name: string | undefined;
  running: boolean;
  /** Torn last lines that opening the file set aside beside it (`FILE.torn`, `FILE.torn.1`, ...), oldest first. */
  tornSetAside: { file: string; bytes: number }[];
}

/**
 * GET /api/sessions/:id?outline=true: a long session's first screen, a fraction of its bytes. Its entries are the
 * leaf's ancestor a few hundred entries up and everything below it, whole, in file order (session-outline.ts): the
 * first one's parent is not among them, the entries above it and their other branches are left out. A session of a
 * few thousand entries or fewer is answered whole (a `SessionDetail`, no `outline` field), as without the parameter.
 */
export interface SessionOutline extends SessionDetail {
  outline: true;
  /** How many entries the session has: `entryCount - entries.length` of them are left out. */
  entryCount: number;
}

/**
 * GET /api/sessions/:id/context?leafId=ID (no leafId: the current leaf; "null": before the first entry).
 * The conversation itself is sent once, as the request body: that is what the model sees.
 */
export interface ContextResponse {
  leafId: string | null;
  /**
   * The exact request body the provider would receive next ("what the model sees next"),
   * built by agent-loop's `buildProviderRequest`.
   */
  request: ProviderRequest;
  /** Estimated tokens of that context. */
  tokens: number;
  /** The context's thinking level (the last `thinking_level_change` on the path). */
  thinkingLevel: ThinkingLevel;
  /** The model the server runs (the request's `model` field is its id). */
  model: { provider: string; id: string };
  /** How many messages the context holds (summaries count as one each). */
  messageCount: number;
  /**
   * The summaries in the context, in order: they reach the model as user messages,
   * so this says which request messages stand for a `compaction` or a `branch_summary`.
   */
  summaries: { kind: "compaction" | "branch_summary"; summary: string }[];
}

/**
 * How fast a run streams, for a class watching it:
 * - "instant" (the default): as fast as the model answers;
 * - "normal", "slow": a short or a longer pause before each streamed piece;
 * - "step": each event of the run waits for `POST /api/sessions/:id/step`. Abort still ends the run at once.
 */
export type Pace = "instant" | "normal" | "slow" | "step";

/** POST /api/sessions/:id/prompt -> 202 PromptAccepted; 409 while a run is active. */
export interface PromptBody {
  text: string;
  pace?: Pace;
}
export interface PromptAccepted {
  runId: string;
}

/** POST /api/sessions/:id/step (no body): releases the next event of a run with `pace: "step"`. */
export interface StepResult {
  /**
   * "released": the event that waited went on. "owed": the run is still producing its next event, which will go on
   * without waiting. "not stepping": no run, or a run at another pace.
   */
  step: "released" | "owed" | "not stepping";
}

/** POST /api/sessions/:id/branch -> BranchResult, and a `branch_switch` event. */
export interface BranchBody {
  leafId: string | null;
}
export interface BranchResult {
  leafId: string | null;
  previousLeafId: string | null;
}

/** POST /api/sessions/:id/navigate: pi's /tree selection rule. */
export interface NavigateBody {
  entryId: string;
  summarize?: boolean;
  /**
   * The learner is editing this question (a user message): after the leaf moves, a `custom` entry of type
   * `question_edit` records which question the next prompt replaces, so a page counts versions by edits only.
   */
  edit?: boolean;
}
/** The `custom` entry an edit appends (pi keeps custom entries out of the model's context, so pi ignores it). */
export type QuestionEditType = "question_edit";
export interface QuestionEditData {
  /** The id of the user message the next question on this branch replaces. */
  editOf: string;
}
export interface NavigateResponse {
  leafId: string | null;
  /** The selected user message's text, to put back in the editor; absent otherwise. */
  editorText: string | undefined;
  summaryEntryId: string | undefined;
}

/** POST /api/sessions/:id/compact */
export interface CompactBody {
  instructions?: string;
}
export interface CompactResponse {
  entryId: string;
  firstKeptEntryId: string;
  tokensBefore: number;
  tokensAfter: number;
  summary: string;
}

/** POST /api/sessions/:id/abort */
export interface AbortResult {
  aborted: boolean;
}

/** POST /api/sessions/:id/fork -> 201 SessionSummary of the new session */
export interface ForkBody {
  entryId: string;
}

/** POST /api/sessions/:id/label; an empty or missing label clears it. */
export interface LabelBody {
  entryId: string;
  label?: string;
}

/**
 * The answer of POST /label. `label` is the entry's label
 * now (undefined when cleared); `labelEntryId` is the `label` entry appended.
 * A `label` event and a `session_updated` event are published too.
 */
export interface LabelResult {
  entryId: string;
  label: string | undefined;
  labelEntryId: string;
}

/** POST /api/sessions/:id/name */
export interface NameBody {
  name: string;
}
/** The answer of POST /name; an empty name clears it (undefined). */
export interface NameResult {
  name: string | undefined;
}

/**
 * POST /api/sessions/:id/context-edit: change what an earlier message of the current branch puts in the context
 * (pi 1.6.0's `context_edit` entry), from now on and on this branch only. `replacement: null` hides the message
 * from the model; `{content}` replaces the text the model gets. The message itself stays in the file as it was.
 */
export interface ContextEditBody {
  targetId: string;
  replacement: { content: string } | null;
}
/**
 * The answer of POST /context-edit: the `context_edit` entry appended (the new leaf), saved before its
 * `session_updated` event. A bad target is refused and nothing is written: 404 `unknown_entry`, 409 `off_branch`
 * (not on the path from the leaf to the root), 422 `not_editable` (not a user, assistant, tool result or custom
 * message); 409 `busy` while a run streams.
 */
export interface ContextEditResult {
  targetId: string;
  editEntryId: string;
  leafId: string | null;
}

/** A model event as sent: without `partial`, the same snapshot as the `message_update`'s `message`. */
export type WireModelEvent = ModelEvent extends infer E
  ? E extends { partial: AssistantMessage }
    ? Omit<E, "partial">
    : E
  : never;

/**
 * An event of the agent loop as the server sends it: the loop's `AgentEvent`, with two changes.
 * In `message_update`, `modelEvent.partial` is left out, because it is the same snapshot as the
 * event's `message` (use `message` for the reply so far, `modelEvent.delta` for the new piece).
 * `message_end` carries the `entryId` the message was saved under: the message is on disk, and
 * its `session_updated` event (with that entry) was sent just before.
 */
export type WireAgentEvent =
  | Exclude<AgentEvent, { type: "message_update" | "message_end" }>
  | { type: "message_update"; message: AssistantMessage; modelEvent: WireModelEvent }
  | { type: "message_end"; message: AgentMessage; entryId: string };

/**
 * GET /api/sessions/:id/events: server-sent events. Each has an increasing
 * `id:`; a client reconnecting with `Last-Event-ID` receives what it missed.
 * The SSE `event:` field is the `type` below, except for `agent_event`, whose
 * `event:` field is the loop's own event type (agent_start, message_update,
 * tool_execution_end, ...) so a timeline can show the loop's vocabulary;
 * `data:` is always this object as JSON.
 */
export type ServerEvent =
  /** Every event of the agent loop during a run (see `WireAgentEvent`), tagged with the run. */
  | { type: "agent_event"; runId: string; event: WireAgentEvent }
  /** A run started or ended (ended: completed, aborted or failed). */
  | { type: "run_start"; runId: string }
  | { type: "run_end"; runId: string; reason: string }
  /**
   * A run at pace "step" waits for POST /step before its next event, named here by its SSE `event:` name
   * (`fromModel`: a piece of the model's reply). It tells where the run stands, not what the session holds: a page
   * names it on its step button, not in its timeline.
   */
  | { type: "step_waiting"; runId: string; next: string; fromModel: boolean }
  /** The leaf moved without new content (POST /branch or /navigate). */
  | { type: "branch_switch"; leafId: string | null; previousLeafId: string | null }
  | { type: "compaction"; entryId: string; tokensBefore: number; tokensAfter: number }
  | { type: "label"; entryId: string; label: string | undefined }
  /**
   * Entries were appended: sent for every append of any kind (a message saved at its
   * message_end, a summary, a leaf switch, a label, a name), once it is on disk, with the
   * leaf after it. A client can keep its copy of the session in step from these alone, with
   * no reload: add `appended` to its entries and move its leaf to `leafId`; a `label` entry
   * sets (or, without `label`, clears) the label of its `targetId`, and a `session_info`
   * entry sets the session's name (an empty one clears it). The last one wins for both.
   */
  | { type: "session_updated"; leafId: string | null; appended: SessionEntry[] }
  /**
   * Sent instead
   * of a replay when the client's `Last-Event-ID` cannot be honoured (the
   * server restarted, or the events are too old to be kept), and sent live
   * when the file changed outside this server while it was closed here
   * (another process appended to it). The client must
   * reload the session (GET /api/sessions/:id) and go on listening; its SSE
   * `event:` field is "resync". Its `id:` is the current position, so the next
   * reconnection replays normally.
   */
  | { type: "resync"; reason: string }
  /**
   * The last event of a connection that fell too far behind (its client read
   * too slowly, and what waited for it was dropped). It has no `id:`. The
   * stream ends after it; an EventSource reconnects by itself with its last
   * id and is replayed what it missed (or told to `resync`).
   */
  | { type: "stream_cut"; reason: string };

export type { AgentMessage };
