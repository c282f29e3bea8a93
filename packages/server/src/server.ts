/**
 * `createServer`: the parts wired together, and a lifecycle to start and stop
 * them. Every choice can be injected (model, tools, folders, ids, clocks,
 * intervals), so a test or a demo gets the same server a learner runs, only
 * predictable; what is not given comes from the environment (see config.ts).
 */
import { randomBytes } from "node:crypto";
import { cpSync, existsSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import {
  createTeachingTools,
  type Model,
  modelFromEnvironment,
  runLanguage,
  sampleWorkspaceDir,
  type Tool,
} from "@kit/agent-loop";
import { type CompactionSettings, compactionSettings } from "@kit/compaction";
import type { Clock, IdGenerator } from "@kit/session-core";
import type { Hono } from "hono";
import { createApp } from "./app.ts";
import { autoCompaction } from "./auto-compaction.ts";
import { closeListening } from "./close-listening.ts";
import {
  assertApart,
  type Environment,
  HOSTNAME,
  maxEventQueueBytesFrom,
  maxEventStreamsFrom,
  maxOpenSessionsFrom,
  pathFrom,
  portFrom,
  REPOSITORY_ROOT,
  sessionsDirFrom,
  workspaceDirFrom,
} from "./config.ts";
import { OpenAhead } from "./open-ahead.ts";
import type { ReadListener } from "./reading/read-events.ts";
import { createSessionReader } from "./reading/session-reader.ts";
import { allowedHostsFrom } from "./request-guard.ts";
import { RunManager } from "./run-manager.ts";
import type { ServerParts } from "./server-parts.ts";
import { SessionRegistry } from "./session-registry.ts";
import { StreamBudget } from "./sse-budget.ts";
import { EventHub } from "./sse-hub.ts";
import { DEFAULT_SYSTEM_PROMPT } from "./system-prompt.ts";

export interface CreateServerOptions {
  /** The folder of session files (default: KIT_SESSIONS_DIR, else `<repo>/sessions`). */
  sessionsDir?: string;
  /** Default: agent-loop's `modelFromEnvironment` (the teaching model, or OpenAI-compatible with OPENAI_API_KEY). */
  model?: Model;
  /** Default: the teaching tools over `workspaceDir`. */
  tools?: Tool[];
  /**
   * The folder the default tools work in (default: KIT_WORKSPACE_DIR, else `NAME-workspace/` beside the sessions
   * folder, copied from the sample).
   */
  workspaceDir?: string;
  systemPrompt?: string;
  /** Default: PORT, else 4317. 0 picks a free port (tests, demos). */
  port?: number;
  /** Compaction settings; `{ enabled: false }` turns auto-compaction off (manual /compact still works). */
  compaction?: Partial<CompactionSettings>;
  /** Entry ids, timestamps, session UUIDs, run ids, event-id prefix: inject for output that never changes. */
  ids?: IdGenerator;
  clock?: Clock;
  /** Message timestamps in Unix ms. */
  now?: () => number;
  newSessionId?: () => string;
  newRunId?: () => string;
  eventEpoch?: string;
  /** A comment on each quiet SSE connection this often (default 15000 ms). */
  heartbeatMs?: number;
  /** Reconnection delay suggested to SSE clients (default 1000 ms). */
  retryMs?: number;
  /** Events kept per session for Last-Event-ID replay (default 5000). */
  replayLimit?: number;
  /** More host names a browser may use (default: KIT_ALLOWED_HOSTS); loopback names are always allowed. */
  allowedHosts?: string[];
  /** Event streams open at once at most; one more is answered 503 (default: KIT_MAX_EVENT_STREAMS, else 128). */
  maxEventStreams?: number;
  /**
   * Bytes of events all streams together may hold for clients that have not read them; past it the one furthest
   * behind is cut (default: KIT_MAX_EVENT_QUEUE_MIB, else 64 MiB).
   */
  maxEventQueueBytes?: number;
  /** Session files kept open for writing at most (default: KIT_MAX_OPEN_SESSIONS, else 32). */
  maxOpenSessions?: number;
  /** Sessions read from closed files are kept while unchanged, up to this many bytes of file (default 128 MiB). */
  readCacheBytes?: number;
  /** Closed files of at least this many bytes are read on a worker thread for GET and the list (default 4 MiB). */
  offThreadBytes?: number;
  /** Hears each whole-file read and the reading thread's start (reading/read-events.ts): for logs and tests. */
  onRead?: ReadListener;
  /** How long `stop()` waits for runs to save what they have before it goes on (default 1000 ms). */
  stopGraceMs?: number;
  /** Largest accepted request body (default 1 MiB). */
  maxBodyBytes?: number;
  maxTurns?: number;
  /** fsync after every append (default false: a crash of the process loses nothing either way). */
  fsync?: boolean;
  /** Adds routes after the API's: how the teaching agent serves its page on the same port. */
  mountStatic?: (app: Hono) => void;
  /**
   * The folder a reader runs `npm run session -- check FILE` in: error answers name a damaged file from it when the
   * file is inside (default: the repository root).
   */
  commandsDir?: string;
  /**
   * Refuse every request that could write (`403 read_only`): for someone's real sessions, such as pi's own folder
   * (default false).
   */
  readOnly?: boolean;
  /** Where the server writes what went wrong on its side (default: stderr). */
  log?: (message: string) => void;
  /** Read for whatever is not given above (default: process.env). */
  env?: Environment;
}

export interface KitServer {
  /** The Hono app: `app.fetch(request)` works without listening, and more routes can be added. */
  app: Hono;
  parts: ServerParts;
  /** Listens on 127.0.0.1; resolves with the address once it does. */
  start(): Promise<{ url: string; port: number }>;
  /** Aborts runs (each saves what has ended), closes event streams and files, stops listening. */
  stop(): Promise<void>;
}

// #region createServer
export function createServer(options: CreateServerOptions = {}): KitServer {
  const env = options.env ?? process.env;
  const log = options.log ?? ((message: string) => process.stderr.write(`[server] ${message}\n`));
  const sessionsDir = options.sessionsDir ?? sessionsDirFrom(env);
  const workspaceDir = options.workspaceDir ?? workspaceDirFrom(env, sessionsDir);
  assertApart(sessionsDir, workspaceDir);
  const model = options.model ?? modelFromEnvironment(env, options.now);
  // The tools' words go to the model in the server's language, decided here at the edge (KIT_LANG, the locale).
  const tools =
    options.tools ?? createTeachingTools({ workspace: prepareWorkspace(workspaceDir), language: runLanguage() });
  const systemPrompt = options.systemPrompt ?? DEFAULT_SYSTEM_PROMPT;
  const compaction = compactionSettings(options.compaction);

  const hub = new EventHub({
    epoch: options.eventEpoch ?? randomBytes(3).toString("hex"),
    replayLimit: options.replayLimit,
  });
  const registry = new SessionRegistry({
    sessionsDir,
    cwd: workspaceDir,
    maxOpen: options.maxOpenSessions ?? maxOpenSessionsFrom(env),
    isBusy: (sessionId) => runs.isBusy(sessionId),
    ids: options.ids,
    clock: options.clock,
    newSessionId: options.newSessionId,
    fsync: options.fsync,
    // #region announce
    // One subscription per open session: every append, whoever made it, reaches the
    // session's listeners once it is on disk.
    onAppend: (sessionId, entry, leafId) =>
      hub.publish(sessionId, { type: "session_updated", leafId, appended: [entry] }),
    // #endregion announce
    onChangedElsewhere: (sessionId) =>
      hub.publish(sessionId, {
        type: "resync",
        reason: "the session file changed outside this server while it was closed here: reload the session",
      }),
  });
  const reader = createSessionReader(registry, {
    readCacheBytes: options.readCacheBytes,
    offThreadBytes: options.offThreadBytes,
    onRead: options.onRead,
  });
  const runs = new RunManager({
    model,
    tools,
    systemPrompt,
    publish: (sessionId, event) => hub.publish(sessionId, event),
    betweenTurns: autoCompaction(model, compaction, hub),
    log,
    newRunId: options.newRunId,
    now: options.now,
    maxTurns: options.maxTurns,
  });
  const parts: ServerParts = {
    registry,
    reader,
    runs,
    // A server that may write opens a followed session's writer ahead of the first click (open-ahead.ts).
    openAhead: options.readOnly ? undefined : new OpenAhead((id) => registry.openAhead(id)),
    hub,
    model,
    tools,
    systemPrompt,
    compaction,
    eventStream: {
      heartbeatMs: options.heartbeatMs ?? 15_000,
      retryMs: options.retryMs ?? 1000,
      maxUnreadBytes: 8 * 1024 * 1024,
    },
    streamBudget: new StreamBudget({
      maxStreams: options.maxEventStreams ?? maxEventStreamsFrom(env),
      maxQueuedBytes: options.maxEventQueueBytes ?? maxEventQueueBytesFrom(env),
    }),
    maxBodyBytes: options.maxBodyBytes ?? 1024 * 1024,
    guard: { port: () => listeningPort, allowedHosts: options.allowedHosts ?? allowedHostsFrom(env.KIT_ALLOWED_HOSTS) },
    log,
    shownPath: (file) => pathFrom(options.commandsDir ?? REPOSITORY_ROOT, file),
    readOnly: options.readOnly ?? false,
  };
  const app = createApp(parts, options.mountStatic);
  let server: Server | undefined;
  let listeningPort: number | undefined;

  return {
    app,
    parts,
    start: () =>
      new Promise((resolveStart, rejectStart) => {
        const port = options.port ?? portFrom(env);
        const listening = serve({ fetch: app.fetch, port, hostname: HOSTNAME }, (info: AddressInfo) => {
          listeningPort = info.port;
          resolveStart({ url: `http://${HOSTNAME}:${info.port}`, port: info.port });
        }) as Server;
        listening.once("error", rejectStart);
        server = listening;
      }),
    async stop() {
      // A run stuck in something that ignores abort must not keep the server up.
      const stuck = await runs.abortAll(options.stopGraceMs ?? 1000);
      if (stuck > 0)
        log(`stopping with ${stuck} run(s) that did not end after abort; their saved messages are on disk`);
      hub.closeAll();
      if (server) {
        const listening = server;
        server = undefined;
        await closeListening(listening);
      }
      registry.closeAll();
      reader.close();
    },
  };
}
// #endregion createServer

/**
 * The tools may write, so they work on a copy of the sample workspace, made
 * once, never on the files shipped in the package.
 */
function prepareWorkspace(dir: string): string {
  if (!existsSync(dir)) cpSync(sampleWorkspaceDir, dir, { recursive: true });
  return dir;
}
