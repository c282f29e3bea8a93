/**
 * Reference solution for exercise 13, the capstone (for teachers): the kit's
 * pieces, wired together. The server does the same for the web page
 * (packages/server/src/run-manager.ts).
 */
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
import { type MessageEntry, Session } from "@kit/session-core";

export interface MemoryAgentOptions {
  /** The session file: created if it does not exist, resumed if it does. */
  file: string;
  model: Model;
  tools: Tool[];
  systemPrompt: string;
  /** The clock for messages and tool results. */
  now?: () => number;
}

export class MemoryAgent {
  private constructor(
    private readonly session: Session,
    private readonly options: MemoryAgentOptions,
  ) {}

  /** Starts the agent on its file: a new session, or the one already there, where it was left. */
  static start(options: MemoryAgentOptions): MemoryAgent {
    const session = existsSync(options.file)
      ? Session.open(options.file)
      : Session.create(options.file, { cwd: process.cwd() });
    return new MemoryAgent(session, options);
  }

  /** Where the conversation stands: the id of the leaf entry (null before the first). */
  get leafId(): string | null {
    return this.session.leafId;
  }

  /** What the model is sent next: the context at the leaf. */
  context(): AgentMessage[] {
    return this.session.context().messages;
  }

  /**
   * The user says `text`: one run of the loop, from the context at the leaf,
   * with the tools. Returns why the run ended, and the id of the entry of
   * each message it saved.
   */
  async prompt(text: string): Promise<{ reason: AgentEndReason | undefined; entryIds: string[] }> {
    const { model, tools, systemPrompt, now = Date.now } = this.options;
    const run = runAgent({
      model,
      tools,
      systemPrompt,
      context: this.context(),
      prompt: userMessage(text, now()),
      now,
    });
    const entryIds: string[] = [];
    let reason: AgentEndReason | undefined;
    for await (const event of run) {
      // Each message is saved whole as it ends: a run killed halfway keeps what it did.
      if (event.type === "message_end") entryIds.push(this.session.appendMessage(event.message));
      if (event.type === "agent_end") reason = event.reason;
    }
    return { reason, entryIds };
  }

  /** Goes back to any entry to continue from there (null: start over); the old branch stays. */
  switchBranch(entryId: string | null): void {
    this.session.switchLeaf(entryId); // writes a leaf_switch record: a restart lands here too
  }

  /**
   * pi's /tree on a user message: ask it again, differently. The leaf goes to
   * the question's parent, so the new question is its sibling, and the new
   * text is prompted from there.
   */
  async rewrite(
    userEntryId: string,
    newText: string,
  ): Promise<{ reason: AgentEndReason | undefined; entryIds: string[] }> {
    const entry = this.session.tree.get(userEntryId);
    if (entry?.type !== "message" || (entry as MessageEntry).message.role !== "user") {
      throw new Error(`${userEntryId} is not a user message of this session`);
    }
    this.switchBranch(entry.parentId);
    return this.prompt(newText);
  }

  /** Given: the user's questions on the path to the leaf, oldest first (what a "history" command would list). */
  questions(): string[] {
    return this.context().flatMap((message) => (message.role === "user" ? [textOf(message.content)] : []));
  }

  /** Given: releases the file. Start the agent again to go on. */
  close(): void {
    this.session.close();
  }
}
