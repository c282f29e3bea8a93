/**
 * What the reader tells whoever listens (a log, a test, a benchmark): when it
 * reads a whole file, and when its thread starts and is ready. Nothing is
 * counted or kept here; a listener that wants a count keeps its own.
 */
export type ReadEvent =
  /** Session `id`'s whole file was read: on the main thread, or on the worker thread (load-off-thread.ts). */
  | { type: "whole_file_read"; id: string; thread: "main" | "worker" }
  /** The worker thread was started; and later, it is ready (its modules are loaded). */
  | { type: "worker_started" }
  | { type: "worker_ready" };

export type ReadListener = (event: ReadEvent) => void;
