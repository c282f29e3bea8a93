/**
 * Reference solution for exercise 11 (for teachers). The kit does the same in
 * `RunManager.execute` (packages/server/src/run-manager.ts).
 */
import type { AgentEndReason, AgentEvent, AgentMessage } from "@kit/agent-loop";

export interface MessageSink {
  appendMessage(message: AgentMessage): string;
}

export interface SavedRun {
  entryIds: string[];
  reason: AgentEndReason | undefined;
}

export async function saveRun(
  run: AsyncIterable<AgentEvent>,
  session: MessageSink,
  announce: (event: AgentEvent) => void = () => {},
): Promise<SavedRun> {
  const saved: SavedRun = { entryIds: [], reason: undefined };
  for await (const event of run) {
    // Save first, announce second: no listener hears of a message the file does not hold.
    if (event.type === "message_end") saved.entryIds.push(session.appendMessage(event.message));
    if (event.type === "agent_end") saved.reason = event.reason;
    announce(event);
  }
  return saved;
}
