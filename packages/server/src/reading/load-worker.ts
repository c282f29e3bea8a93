/**
 * The worker thread of load-off-thread.ts: reads one closed session file with
 * session-core and sends back only bytes and a small object, the GET's JSON
 * body and the list's row. Copying the parsed entries back to the main thread
 * was measured slower than parsing them there; the body's bytes are encoded
 * here and handed over without a copy, so the main thread never encodes them.
 */
import { parentPort } from "node:worker_threads";
import type { LoadedSession } from "@kit/session-core";
import { firstScreenEntries, labelsAmong } from "./session-outline.ts";
import { summarizeFile } from "./session-summary.ts";

/** What the main thread asks: read the file of session `id` at `path` (modified at `modified`, ISO time). */
export interface LoadRequest {
  seq: number;
  id: string;
  path: string;
  modified: string;
}

/**
 * The answer: the list's row always; `body` (GET's JSON without `running` and `tornSetAside`) only when the file
 * can be used. A damaged file has no body: the main thread reads it again to answer with the
 * very error a read gives.
 */
export type LoadReply =
  | { seq: number; summary: ReturnType<typeof summarizeFile>; body: OffThreadBodies | undefined }
  | { seq: number; failure: string };

/**
 * The GET's body (`full`), and the first screen's (`outline`, only for a session long enough to have one). The
 * main thread reads a first screen from the file's end (first-screen-from-end.ts); this one is for a leaf whose
 * path the end does not hold, and for the next tab.
 */
export interface OffThreadBodies {
  full: Uint8Array;
  outline: Uint8Array | undefined;
}

/** Sent once, when the worker listens: its start (the launcher, session-core) is over. */
export interface WorkerReady {
  ready: true;
}

/** The GET body's fields before `running`, in SessionDetail's order (routes/sessions.ts adds the last two). */
export function detailText(id: string, loaded: LoadedSession): string {
  const { header, tree } = loaded;
  const { entries, leafId, sessionName: name } = tree;
  return JSON.stringify({ id, header, entries: [...entries], leafId, labels: Object.fromEntries(tree.labels), name });
}

/** The first screen's body before `running` (SessionOutline), or undefined for a session sent whole. */
export function outlineText(id: string, loaded: LoadedSession): string | undefined {
  const { header, tree } = loaded;
  const entries = firstScreenEntries(tree);
  if (!entries) return undefined;
  const { leafId, sessionName: name, size: entryCount } = tree;
  const labels = labelsAmong(entries, tree.labels);
  return JSON.stringify({ id, header, entries, leafId, labels, name, outline: true, entryCount });
}

parentPort?.on("message", (request: LoadRequest) => {
  const { seq, id, path, modified } = request;
  try {
    let body: OffThreadBodies | undefined;
    const summary = summarizeFile(id, path, modified, (loaded) => {
      // Each body in an ArrayBuffer of its own (never Buffer's shared pool), so that it can be handed over.
      const encoder = new TextEncoder();
      const outline = outlineText(id, loaded);
      body = {
        full: encoder.encode(detailText(id, loaded)),
        outline: outline === undefined ? undefined : encoder.encode(outline),
      };
    });
    const moved = [body?.full.buffer, body?.outline?.buffer].filter((buffer) => buffer instanceof ArrayBuffer);
    parentPort?.postMessage({ seq, summary, body } satisfies LoadReply, moved);
  } catch (error) {
    parentPort?.postMessage({ seq, failure: (error as Error).stack ?? String(error) } satisfies LoadReply);
  }
});
parentPort?.postMessage({ ready: true } satisfies WorkerReady);
