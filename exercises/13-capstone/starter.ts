/**
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
import { pathToRoot } from "../03-path-to-root/starter.ts";
import { selectionFor } from "../07-tree-selection/starter.ts";
import { saveRun } from "../11-save-whole-messages/starter.ts";
import type { Entry, LeafStore } from "../12-leaf-after-reopen/starter.ts";

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
    // TODO(1): a file that does not exist yet is created, one that exists is opened: your exercise 12's
    //          LeafStore (a new session needs an id: randomUUID).
    // TODO(3): resuming needs nothing more if every message and every branch switch was written to the
    //          file: check that yours were.
    // TODO(4): a resumed context over options.contextBudget is compacted before the agent answers anything.
    //          Behaviour to reach (tests "part 4"): the file then tells pi and the kit the same short context,
    //          the newest question and everything after it kept word for word, the rest summarised
    //          (options.summarise); nothing is deleted, and a context within the budget is left alone.
    throw new Error(
      "TODO: MemoryAgent.start is not written yet (see exercises/13-capstone/README.md, 中文 README.zh-CN.md)",
    );
  }

  /** Where the conversation stands: the id of the leaf entry (null before the first). */
  get leafId(): string | null {
    return this.store.leafId;
  }

  /** What the model is sent next: the context at the leaf, a compaction on the path applied. */
  context(): AgentMessage[] {
    // TODO(1): the messages on the path from the root to the leaf (your exercise 03), in order.
    // TODO(4): with a compaction on the path: its summary first, then what it kept, then what came after.
    throw new Error("TODO: context is not written yet (see exercises/13-capstone/README.md, 中文 README.zh-CN.md)");
  }

  /** The user says `text`: one run of the loop from the context at the leaf, every message saved. */
  async prompt(text: string): Promise<PromptResult> {
    // TODO(1): run the kit's loop (runAgent) from the context with the user's text as its prompt, and save
    //          the run with your exercise 11's saveRun into the store.
    throw new Error("TODO: prompt is not written yet (see exercises/13-capstone/README.md, 中文 README.zh-CN.md)");
  }

  /** Goes back to any entry to continue from there (null: start over); the old branch stays. */
  switchBranch(entryId: string | null): void {
    // TODO(2): a move of the leaf that survives a restart.
    throw new Error(
      "TODO: switchBranch is not written yet (see exercises/13-capstone/README.md, 中文 README.zh-CN.md)",
    );
  }

  /** pi's /tree on a user message: ask it again, differently, as a sibling of the old question. */
  async rewrite(userEntryId: string, newText: string): Promise<PromptResult> {
    // TODO(2): only a user message can be rewritten (an Error naming the id otherwise, and for an unknown
    //          id); where the leaf goes is your exercise 07's rule. Then prompt with the new text.
    throw new Error("TODO: rewrite is not written yet (see exercises/13-capstone/README.md, 中文 README.zh-CN.md)");
  }

  /** Given: the user's questions in the context, oldest first (what a "history" command would list). */
  questions(): string[] {
    return this.context().flatMap((message) => (message.role === "user" ? [textOf(message.content)] : []));
  }

  /** Given: the file's entries, in file order. */
  entries(): readonly Entry[] {
    return this.store.entries;
  }

  /** Given: nothing to release (every line is on disk as soon as it is written); start again to go on. */
  close(): void {}
}
