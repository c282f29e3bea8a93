/**
 * pi 1.6.0 (`@earendil-works/pi-coding-agent`, exact-pinned devDependency), its session code only.
 *
 * pi 1.6.0 declares Node 22.19 or newer, and its package index does not load on Node 20 (the kit's floor). Its
 * `dist/core/session-manager.js` does, and holds everything the compatibility tests compare with: the reader, the
 * writer (`SessionManager`) and `buildSessionContext`. The package exports only its index, so the file is found next
 * to the index's resolved location, which is never loaded. The types below are the part of its declarations
 * (`session-manager.d.ts`) the tests use.
 */

/** pi 1.6.0's `SessionManager`: the methods the tests call, with pi's signatures. */
export interface PiSessionManager {
  getSessionFile(): string | undefined;
  getLeafId(): string | null;
  getLeafEntry(): { id: string; type: string; parentId: string | null } | undefined;
  getEntries(): PiEntry[];
  buildSessionContext(): PiContext;
  appendMessage(message: unknown): string;
  appendThinkingLevelChange(thinkingLevel: string): string;
  appendModelChange(provider: string, modelId: string): string;
  appendUsage(kind: string, provider: string, model: string, usage: unknown, note?: string): unknown;
  appendCompaction(
    summary: string,
    firstKeptEntryId: string | null,
    tokensBefore: number,
    details?: unknown,
    fromHook?: boolean,
    usage?: unknown,
  ): string;
  appendCustomEntry(customType: string, data?: unknown): string;
  appendSessionInfo(name: string): string;
  appendCustomMessageEntry(customType: string, content: unknown, display: boolean, details?: unknown): string;
  appendContextEdit(targetId: string, replacement: { content: unknown } | null): string;
  appendLabelChange(targetId: string, label: string | undefined): string;
  branch(branchFromId: string): void;
  resetLeaf(): void;
  branchWithSummary(branchFromId: string | null, summary: string, details?: unknown, fromHook?: boolean): string;
}

export type PiEntry = { type: string; id: string; parentId: string | null } & Record<string, unknown>;
export interface PiContext {
  messages: unknown[];
  thinkingLevel: string;
  model: { provider: string; modelId: string } | null;
}

interface SessionManagerModule {
  buildSessionContext(entries: unknown[], leafId?: string | null): PiContext;
  loadEntriesFromFile(path: string): unknown[];
  SessionManager: {
    create(cwd: string, sessionDir?: string): PiSessionManager;
    open(path: string, sessionDir?: string): PiSessionManager;
    inMemory(cwd?: string): PiSessionManager;
  };
}

const index = import.meta.resolve("@earendil-works/pi-coding-agent");
const todaysPi = (await import(new URL("./core/session-manager.js", index).href)) as SessionManagerModule;

export const { buildSessionContext, SessionManager, loadEntriesFromFile } = todaysPi;
