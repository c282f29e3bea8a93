/**
 * The class-wide guard: before the server's memory or the disk under the class
 * folder runs out, prompting pauses for everyone (`503 class_guard`, with a
 * minute's Retry-After) and the teacher is told, in the terminal and in the
 * teacher's view. It lifts by itself once memory or disk are back under their
 * bounds. It looks at most once a second: a statfs and the process's RSS.
 */
import { statfsSync } from "node:fs";

import type { ClassGuardState } from "./class-api-types.ts";

export type GuardReason = ClassGuardState;

export interface ClassGuardOptions {
  classDir: string;
  maxRssBytes: number;
  minFreeDiskBytes: number;
  now: () => number;
  log: (message: string) => void;
  /** Tests give their own; the default is this process's. */
  rss?: () => number;
  freeDisk?: (dir: string) => number;
}

const LOOK_EVERY_MS = 1000;

export class ClassGuard {
  private looked: { at: number; reason: GuardReason | undefined } | undefined;

  constructor(private readonly options: ClassGuardOptions) {}

  /** Why prompting is paused now, or undefined when it is not. */
  get reason(): GuardReason | undefined {
    const now = this.options.now();
    if (this.looked && now - this.looked.at < LOOK_EVERY_MS) return this.looked.reason;
    const reason = this.look();
    if (reason && !this.looked?.reason) this.options.log(describe(reason));
    if (!reason && this.looked?.reason)
      this.options.log("class guard: memory and disk are fine again; prompting resumes");
    this.looked = { at: now, reason };
    return reason;
  }

  private look(): GuardReason | undefined {
    const { maxRssBytes, minFreeDiskBytes, classDir } = this.options;
    const usedBytes = (this.options.rss ?? (() => process.memoryUsage.rss()))();
    if (usedBytes > maxRssBytes) return { kind: "memory", usedBytes, limitBytes: maxRssBytes };
    const freeBytes = (this.options.freeDisk ?? freeDiskUnder)(classDir);
    if (freeBytes < minFreeDiskBytes) return { kind: "disk", freeBytes, limitBytes: minFreeDiskBytes };
    return undefined;
  }
}

function freeDiskUnder(dir: string): number {
  try {
    const stats = statfsSync(dir);
    return stats.bavail * stats.bsize;
  } catch {
    return Number.POSITIVE_INFINITY; // no folder yet (nobody has joined): nothing written, nothing to guard
  }
}

const mib = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MiB`;

function describe(reason: GuardReason): string {
  return reason.kind === "memory"
    ? `class guard: the server uses ${mib(reason.usedBytes)} of memory (limit KIT_CLASS_MAX_RSS_MIB, ` +
        `${mib(reason.limitBytes)}): prompting is paused for the class until it falls`
    : `class guard: ${mib(reason.freeBytes)} free on the class folder's disk (limit KIT_CLASS_MIN_FREE_DISK_MIB, ` +
        `${mib(reason.limitBytes)}): prompting is paused for the class until there is room`;
}
