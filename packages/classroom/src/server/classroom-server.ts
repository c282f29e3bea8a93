/**
 * `createClassroomServer`: one server for a class, on the address the teacher
 * chooses. It listens there only (never on every interface), serves the page
 * and the classroom app (classroom-app.ts), and gives each student who joins
 * a server of their own that never listens (class-roster.ts).
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { type Model, modelFromEnvironment } from "@kit/agent-loop";
import type { CompactionSettings } from "@kit/compaction";
import { createServer, portFrom } from "@kit/server";
import { closeListening, type Environment, REPOSITORY_ROOT, StreamBudget } from "@kit/server/building-blocks";
import type { Hono } from "hono";
import { ClassFeed } from "./class-feed.ts";
import { ClassGuard } from "./class-guard.ts";
import { type ClassLimits, classLimitsFrom } from "./class-limits.ts";
import { ClassRoster } from "./class-roster.ts";
import type { ClassState } from "./class-state.ts";
import { createClassroomApp } from "./classroom-app.ts";
import { capConnectionsPerAddress } from "./connection-cap.ts";
import { FailedJoins } from "./failed-joins.ts";
import { newJoinCode } from "./join-code.ts";
import { JoinsPerAddress } from "./joins-per-address.ts";
import { loadRoster, rosterPath, saveRoster } from "./roster-file.ts";
import { newToken } from "./secrets.ts";
import { TokenMeter } from "./token-meter.ts";

export interface ClassroomServerOptions {
  /** The address to listen on: one of this machine's, given by the teacher (tests: 127.0.0.1). */
  host: string;
  /** Default: PORT, else 4317; 0 picks a free port. */
  port?: number;
  /** Where each student's folder goes (default: KIT_CLASS_DIR, else `class-sessions/DATE-TIME` at the root). */
  classDir?: string;
  /** Default: agent-loop's `modelFromEnvironment` (the teaching model, or a real one with OPENAI_API_KEY). */
  model?: Model;
  compaction?: Partial<CompactionSettings>;
  /** Default: the KIT_CLASS_* variables (see class-limits.ts). */
  limits?: Partial<ClassLimits>;
  /** Tests set these; a class gets fresh random ones. */
  joinCode?: string;
  teacherToken?: string;
  heartbeatMs?: number;
  /** Adds routes after the API's: how the teaching agent serves its page. */
  mountStatic?: (app: Hono) => void;
  /** `returned`: the student came back with their return code. */
  onJoin?: (name: string, id: string, returned: boolean) => void;
  log?: (message: string) => void;
  now?: () => number;
  env?: Environment;
  /** Tests: the class guard's view of memory and disk (default: this process's RSS, statfs of the class folder). */
  guardProbes?: { rss?: () => number; freeDisk?: (dir: string) => number };
}

/**
 * Short timeouts: a connection that has not sent its headers in 10 s, or its whole request in 30 s, is closed
 * (Node's defaults are 60 s and 5 minutes), checked every 2 s. Event streams are answers, not requests: they stay.
 */
export const CLASS_SERVER_TIMEOUTS = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 2_000,
};

export interface ClassroomStarted {
  url: string;
  port: number;
  joinCode: string;
  /** Open once on the teacher's machine: it sets the teacher's cookie. Print it in the terminal only. */
  teacherUrl: string;
}

export interface ClassroomServer {
  app: Hono;
  state: ClassState;
  classDir: string;
  start(): Promise<ClassroomStarted>;
  stop(): Promise<void>;
}

// #region createClassroomServer
export function createClassroomServer(options: ClassroomServerOptions): ClassroomServer {
  const env = options.env ?? process.env;
  const log = options.log ?? ((message: string) => process.stderr.write(`[classroom] ${message}\n`));
  const now = options.now ?? Date.now;
  const model = options.model ?? modelFromEnvironment(env);
  const limits = { ...classLimitsFrom(env, model.provider !== "scripted"), ...options.limits };
  const classDir = options.classDir ?? (env.KIT_CLASS_DIR?.trim() || join(REPOSITORY_ROOT, "class-sessions", stamp()));
  const meter = new TokenMeter();
  // Filled in once the port is known: the class address is then a host the guard allows.
  const classHosts: string[] = [];
  let listeningPort: number | undefined;

  const roster = new ClassRoster({
    classDir,
    maxStudents: limits.maxStudents,
    promptsPerMinute: limits.promptsPerMinute,
    writesPerMinute: limits.writesPerMinute,
    now,
    onChange: (students) => {
      try {
        saveRoster(rosterPath(classDir), students);
      } catch (error) {
        // The class goes on; only a restart would forget this change.
        log(`could not save ${rosterPath(classDir)}: ${String(error)}; a restart would forget the latest join`);
      }
    },
    serverFor: (folders, usage, studentId) => {
      const server = createServer({
        ...folders,
        model: meter.meteredFor(model, usage),
        compaction: options.compaction,
        port: 0,
        allowedHosts: classHosts,
        // The classroom answers 429 at the student's limit first; the teacher's follow streams fit above it.
        maxEventStreams: limits.streamsPerStudent + 2,
        maxEventQueueBytes: 8 * 1024 * 1024,
        maxOpenSessions: 4,
        heartbeatMs: options.heartbeatMs,
        log,
        env,
      });
      feed.watch(studentId, server);
      return server;
    },
  });
  const feed = new ClassFeed(roster);
  // The same class folder as a previous run: its students are back, cookies and return codes included.
  const restored = roster.restore(loadRoster(rosterPath(classDir)));
  if (restored > 0) log(`${restored} students of ${rosterPath(classDir)} are back in the class`);
  const state: ClassState = {
    roster,
    joinCode: options.joinCode ?? newJoinCode(),
    teacherToken: options.teacherToken ?? newToken(),
    limits,
    failedJoins: new FailedJoins(limits.failedJoinsPerMinute, now),
    joins: new JoinsPerAddress(limits.joinsPerMinute, now),
    classGuard: new ClassGuard({
      classDir,
      maxRssBytes: limits.maxRssBytes,
      minFreeDiskBytes: limits.minFreeDiskBytes,
      now,
      log,
      ...options.guardProbes,
    }),
    feed,
    // The teacher's own tabs: a few streams, each holding at most the first picture and what follows it.
    feedStreams: new StreamBudget({ maxStreams: 4, maxQueuedBytes: 32 * 1024 * 1024 }),
    eventStream: { heartbeatMs: options.heartbeatMs ?? 15_000, retryMs: 1000, maxUnreadBytes: 8 * 1024 * 1024 },
    meter,
    model,
    frozen: false,
    guard: { port: () => listeningPort, allowedHosts: classHosts },
    onJoin: options.onJoin ?? (() => {}),
    log,
  };
  const app = createClassroomApp(state, options.mountStatic);
  let server: Server | undefined;

  return {
    app,
    state,
    classDir,
    start: () =>
      new Promise((resolveStart, rejectStart) => {
        const port = options.port ?? portFrom(env);
        const listening = serve(
          { fetch: app.fetch, port, hostname: options.host, serverOptions: CLASS_SERVER_TIMEOUTS },
          (info: AddressInfo) => {
            listeningPort = info.port;
            const host = options.host.includes(":") ? `[${options.host}]` : options.host;
            classHosts.push(`${host}:${info.port}`);
            const url = `http://${host}:${info.port}`;
            resolveStart({
              url,
              port: info.port,
              joinCode: state.joinCode,
              teacherUrl: `${url}/api/teacher?token=${state.teacherToken}`,
            });
          },
        ) as Server;
        capConnectionsPerAddress(listening, limits.connectionsPerAddress);
        listening.once("error", rejectStart);
        server = listening;
      }),
    async stop() {
      feed.closeAll();
      await Promise.all(roster.all().map((student) => student.server.stop()));
      if (!server) return;
      const listening = server;
      server = undefined;
      await closeListening(listening);
    },
  };
}
// #endregion createClassroomServer

/** `2026-12-02-0915`: one folder per lesson, in the order they were held. */
function stamp(): string {
  const date = new Date();
  const two = (n: number) => String(n).padStart(2, "0");
  const day = `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
  return `${day}-${two(date.getHours())}${two(date.getMinutes())}`;
}
