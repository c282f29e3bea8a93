/**
 * Reading a big closed session file on a worker thread, so that the server
 * keeps answering while it is parsed: on the event loop, a 96 MB file held
 * every other request for about six seconds. The worker (load-worker.ts)
 * sends back the GET's body as bytes and the list's row; nothing else
 * crosses the thread. (A long session's first screen is read on the main
 * thread, from the file's end, without the worker: first-screen-from-end.ts.)
 *
 * One worker serves every load, one file at a time. It starts through the
 * kit's launcher (scripts/run.mjs), as every command does: from one bundled
 * file, built the first time and again only when a source changed. Under
 * tsx, each start loaded and compiled its ~700 modules one by one. A server
 * whose folder holds a big file starts it at once (`warm`); otherwise the
 * first load starts it.
 * Two requests for the same unchanged file share one load.
 */
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { type FileMark, sameMark } from "./file-marks.ts";
import type { LoadReply, LoadRequest, OffThreadBodies, WorkerReady } from "./load-worker.ts";
import type { ReadListener } from "./read-events.ts";
import type { StoredSessionSummary } from "./session-summary.ts";

/** The kit's launcher, at the repository's root, and the worker's source file it runs. */
const LAUNCHER = new URL("../../../../scripts/run.mjs", import.meta.url);
const WORKER_SOURCE = fileURLToPath(new URL("./load-worker.ts", import.meta.url));

export interface OffThreadLoad {
  summary: StoredSessionSummary;
  /** The GET bodies without `running`; undefined for a file that cannot be used (damaged, unreadable). */
  body: OffThreadBodies | undefined;
}

/** One file being read. */
export interface OffThreadReading {
  mark: FileMark;
  load: Promise<OffThreadLoad>;
}

interface Waiter {
  resolve: (load: OffThreadLoad) => void;
  reject: (e: Error) => void;
}

export class OffThreadLoader {
  private worker: Worker | undefined;
  private seq = 0;
  private readonly waiting = new Map<number, Waiter>();
  private readonly inFlight = new Map<string, OffThreadReading>();

  /** `tell` hears when the worker starts and when it is ready. */
  constructor(private readonly tell: ReadListener = () => {}) {}

  /** Starts the worker now, so that the first load does not wait for its start. */
  warm(): void {
    this.started();
  }

  /** Reads session `id` from `path` as it is at `mark`; a load of the same unchanged file already going is shared. */
  load(id: string, path: string, mark: FileMark, modified: string): OffThreadReading & { shared: boolean } {
    const going = this.inFlight.get(path);
    if (going && sameMark(going.mark, mark)) return { ...going, shared: true };
    const seq = ++this.seq;
    const load = new Promise<OffThreadLoad>((resolve, reject) => {
      this.waiting.set(seq, { resolve, reject });
      this.started().postMessage({ seq, id, path, modified } satisfies LoadRequest);
    }).finally(() => {
      if (this.inFlight.get(path)?.load === load) this.inFlight.delete(path);
    });
    const reading = { mark, load };
    this.inFlight.set(path, reading);
    return { ...reading, shared: false };
  }

  /** Stops the worker; loads still waiting fail. The next load starts a new one. */
  close(): void {
    const worker = this.worker;
    this.worker = undefined;
    this.failAll(new Error("the server stopped while the session file was being read"));
    void worker?.terminate();
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    // `node scripts/run.mjs load-worker.ts`, in a thread: the launcher reads its file from the worker's argv.
    const worker = new Worker(LAUNCHER, { argv: [WORKER_SOURCE] });
    worker.unref(); // an idle worker must not keep the process alive
    worker.on("message", (reply: LoadReply | WorkerReady) => {
      if ("ready" in reply) {
        if (this.worker === worker) this.tell({ type: "worker_ready" });
        return;
      }
      const waiter = this.waiting.get(reply.seq);
      this.waiting.delete(reply.seq);
      if ("failure" in reply) waiter?.reject(new Error(`reading the session file failed: ${reply.failure}`));
      else waiter?.resolve({ summary: reply.summary, body: reply.body });
    });
    worker.on("error", (error) => this.lost(worker, `the thread reading session files failed: ${error.message}`));
    worker.on("exit", () => this.lost(worker, "the thread reading session files stopped"));
    this.worker = worker;
    this.tell({ type: "worker_started" });
    return worker;
  }

  /** The worker that failed or stopped fails the loads it had; a worker already replaced or closed has none. */
  private lost(worker: Worker, why: string): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    this.failAll(new Error(why));
  }

  private failAll(error: Error): void {
    for (const waiter of this.waiting.values()) waiter.reject(error);
    this.waiting.clear();
  }
}
