/**
 * Reference solution for exercise 13, the capstone (for teachers): the
 * reference answers to exercises 03, 07, 11 and 12, wired together, and the
 * compaction on resume that no exercise hands over.
 *
 * Exercise 13 (capstone): a small agent with memory, built from your pieces.
 *
 * It imports your own answers: the path from the leaf (exercise 03), pi's
 * /tree rule (07), whole messages saved as they end (11), and a file whose
 * leaf survives a reopen (12). Only the loop is the kit's (runAgent): exercise
 * 01's loop starts from an empty context, and this agent resumes one. Put the
 * pieces together into an agent a person can talk to, leave, come back to,
 * and take down another branch, with one JSONL file as its whole memory.
 *
 * Part 4 is the piece no exercise hands over: a session that comes back too
 * long for its budget is compacted when it is resumed.
 *
 * Grade your work with `npm run exercise -- 13` from the repository root.
 */
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import {
  type AgentEndReason,
  type AgentMessage,
  type Model,
  runAgent,
  type Tool,
  textOf,
  userMessage,
} from "@kit/agent-loop";
import { estimateTokens } from "@kit/compaction";
import { type SessionEntry, SessionTree } from "@kit/session-core";
import { pathToRoot } from "./03-path-to-root.ts";
import { selectionFor } from "./07-tree-selection.ts";
import { saveRun } from "./11-save-whole-messages.ts";
import { type Entry, LeafStore } from "./12-leaf-after-reopen.ts";

export interface MemoryAgentOptions {
  /** The session file: created if it does not exist, resumed if it does. */
  file: string;
  model: Model;
  tools: Tool[];
  systemPrompt: string;
  /** The clock for messages and tool results. */
  now?: () => number;
  /** Part 4: the most tokens (estimateTokens, summed) a resumed context may hold; no limit when unset. */
  contextBudget?: number;
  /** Part 4: writes the summary of the messages a compaction leaves out (a model would, in a real agent). */
  summarise?: (messages: AgentMessage[]) => string;
}

/** What one prompt did: why the run ended, and the id of the entry of each message it saved. */
export interface PromptResult {
  reason: AgentEndReason | undefined;
  entryIds: string[];
}

/** Given: the tokens a list of messages costs, as the kit estimates them (about 4 characters a token). */
export function tokensOf(messages: readonly AgentMessage[]): number {
  return messages.reduce((sum, message) => sum + estimateTokens(message), 0);
}

/** Given: the file's entries as the tree exercise 07's rule reads (the kit's tree, only as a data structure). */
export function treeOf(entries: readonly Entry[]): SessionTree {
  return SessionTree.fromEntries(entries as unknown as SessionEntry[]);
}

export class MemoryAgent {
  private constructor(
    private readonly store: LeafStore,
    private readonly options: MemoryAgentOptions,
  ) {}

  /** Starts the agent on its file: a new session, or the one already there, where it was left. */
  static start(options: MemoryAgentOptions): MemoryAgent {
    const resumed = existsSync(options.file);
    const store = resumed ? LeafStore.open(options.file) : LeafStore.create(options.file, randomUUID());
    const agent = new MemoryAgent(store, options);
    if (resumed) agent.compactIfOverBudget();
    return agent;
  }

  /** Where the conversation stands: the id of the leaf entry (null before the first). */
  get leafId(): string | null {
    return this.store.leafId;
  }

  /** What the model is sent next: the context at the leaf, a compaction on the path applied. */
  context(): AgentMessage[] {
    const path = this.path();
    const at = path.findLastIndex((entry) => entry.type === "compaction");
    if (at < 0) return messagesOf(path);
    const compaction = path[at] as Entry & { summary: string; firstKeptEntryId: string; tokensBefore: number };
    const firstKept = path.findIndex((entry, i) => i < at && entry.id === compaction.firstKeptEntryId);
    const summary: AgentMessage = {
      role: "compactionSummary",
      summary: compaction.summary,
      tokensBefore: compaction.tokensBefore,
      timestamp: new Date(compaction.timestamp).getTime(),
    };
    const kept = firstKept < 0 ? [] : path.slice(firstKept, at);
    return [summary, ...messagesOf(kept), ...messagesOf(path.slice(at + 1))];
  }

  /** The user says `text`: one run of the loop from the context at the leaf, every message saved. */
  async prompt(text: string): Promise<PromptResult> {
    const { model, tools, systemPrompt, now = Date.now } = this.options;
    const run = runAgent({
      model,
      tools,
      systemPrompt,
      context: this.context(),
      prompt: userMessage(text, now()),
      now,
    });
    const saved = await saveRun(run, this.store);
    return { reason: saved.reason, entryIds: saved.entryIds };
  }

  /** Goes back to any entry to continue from there (null: start over); the old branch stays. */
  switchBranch(entryId: string | null): void {
    this.store.switchLeaf(entryId); // writes a leaf_switch record: a restart lands here too
  }

  /** pi's /tree on a user message: ask it again, differently, as a sibling of the old question. */
  async rewrite(userEntryId: string, newText: string): Promise<PromptResult> {
    const entry = this.store.entries.find((candidate) => candidate.id === userEntryId);
    const message = entry?.type === "message" ? (entry.message as AgentMessage) : undefined;
    if (message?.role !== "user") throw new Error(`${userEntryId} is not a user message of this session`);
    this.switchBranch(selectionFor(treeOf(this.store.entries), userEntryId).leafId);
    return this.prompt(newText);
  }

  /** Given: the user's questions in the context, oldest first (what a "history" command would list). */
  questions(): string[] {
    return this.context().flatMap((message) => (message.role === "user" ? [textOf(message.content)] : []));
  }

  /** The entries from the root to the leaf (exercise 03). */
  private path(): Entry[] {
    return pathToRoot(new Map(this.store.entries.map((entry) => [entry.id, entry])), this.store.leafId);
  }

  /**
   * Compacts a resumed context over the budget: the newest question and what
   * follows are kept word for word, the rest is summarised. A compaction that
   * already keeps from that question is not written again.
   */
  private compactIfOverBudget(): void {
    const { contextBudget, summarise } = this.options;
    const messages = this.context();
    if (contextBudget === undefined || summarise === undefined || tokensOf(messages) <= contextBudget) return;
    const path = this.path();
    const question = path.findLastIndex(
      (entry) => entry.type === "message" && (entry.message as AgentMessage).role === "user",
    );
    if (question <= 0) return; // nothing before the newest question to summarise
    const firstKeptEntryId = path[question]!.id;
    const latest = path.findLast((entry) => entry.type === "compaction");
    if (latest?.firstKeptEntryId === firstKeptEntryId) return;
    const kept = messagesOf(path.slice(question)).length;
    const fields = { type: "compaction", summary: summarise(messages.slice(0, messages.length - kept)) };
    this.store.append({ ...fields, firstKeptEntryId, tokensBefore: tokensOf(messages) }, this.store.leafId);
  }

  /** Given: the file's entries, in file order. */
  entries(): readonly Entry[] {
    return this.store.entries;
  }

  /** Given: nothing to release (every line is on disk as soon as it is written); start again to go on. */
  close(): void {}
}

/** The messages of message entries; a leaf switch or a compaction entry is not a message. */
function messagesOf(entries: readonly Entry[]): AgentMessage[] {
  return entries.flatMap((entry) => (entry.type === "message" ? [entry.message as AgentMessage] : []));
}
