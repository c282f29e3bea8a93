/**
 * Exercise 13 (capstone): a small agent with memory.
 *
 * Every piece is built: the loop (exercise 01), the tool step (02), the path
 * from the leaf (03), a file that only grows (04), whole messages saved as
 * they end (11), a leaf that survives a reopen (12), pi's rule for rewriting
 * a question (07). Put them together into an agent a person can talk to, leave,
 * come back to, and take down another branch, with one JSONL file as its whole
 * memory. No database, no side file: close it, start it again on the same
 * file, and it knows everything it knew.
 *
 * The starter uses the kit's pieces (runAgent, Session). Swap in your own from
 * the earlier exercises if you like: the tests only look at what the agent
 * does, and at the file it writes.
 *
 * Grade your work with `npm run exercise -- 13` from the repository root.
 */
import { type AgentEndReason, type AgentMessage, type Model, type Tool, textOf } from "@kit/agent-loop";
import type { Session } from "@kit/session-core";

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
    // TODO(1): a file that does not exist yet is created (Session.create, with cwd set to the folder
    //          the agent works in, e.g. process.cwd()); one that exists is opened (Session.open).
    // TODO(3): resuming needs nothing more if every message and every branch switch was written to the
    //          file: check that yours were.
    throw new Error(
      "TODO: MemoryAgent.start is not written yet (see exercises/13-capstone/README.md, 中文 README.zh-CN.md)",
    );
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
    // TODO(1): run the loop (runAgent, from @kit/agent-loop) with the context at the leaf and the user's
    //          text as its prompt, the model, the tools and the system prompt; save every message at its
    //          message_end (the whole message: exercise 11), and return agent_end's reason with the saved ids.
    throw new Error("TODO: prompt is not written yet (see exercises/13-capstone/README.md, 中文 README.zh-CN.md)");
  }

  /** Goes back to any entry to continue from there (null: start over); the old branch stays. */
  switchBranch(entryId: string | null): void {
    // TODO(2): move the leaf so that it survives a restart (exercise 12: the kit's Session.switchLeaf
    //          writes the record).
    throw new Error(
      "TODO: switchBranch is not written yet (see exercises/13-capstone/README.md, 中文 README.zh-CN.md)",
    );
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
    // TODO(2): the entry must be a user message (throw an Error naming the id otherwise, and for an
    //          unknown id); switch to its parent (exercise 07), then prompt with the new text.
    throw new Error("TODO: rewrite is not written yet (see exercises/13-capstone/README.md, 中文 README.zh-CN.md)");
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
