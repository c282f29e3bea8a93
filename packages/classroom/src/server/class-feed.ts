/**
 * The teacher's live view of every tree: `GET /api/class/events`. A new
 * stream is sent the trees as they are (`class_trees`), then one `tree_grew`
 * per entry any student's session appends, told by the student's event hub
 * (`EventHub.observe`). Because each stream starts with the whole picture,
 * a reconnect needs no replay log and nothing can fall between a load and the
 * stream. The streams are the kit's own (`openEventStream`): a heartbeat,
 * a bound on how many are open, and a reader that falls behind is cut.
 */
import type { KitServer, ServerEvent } from "@kit/server";
import { formatSse, type Subscriber } from "@kit/server/building-blocks";
import type { ClassEvent } from "./class-api-types.ts";
import type { ClassRoster } from "./class-roster.ts";
import { drawnAtOrAbove, isDrawn, studentTrees, treeNode } from "./class-trees.ts";

export class ClassFeed {
  private readonly subscribers = new Set<Subscriber>();

  constructor(private readonly roster: ClassRoster) {}

  /** `openEventStream`'s side of the hub: the picture first, then every change (the channel and ids are unused). */
  subscribe(_channel: string, _lastEventId: string | undefined, subscriber: Subscriber): () => void {
    const students = this.roster.all().map((student) => ({ studentId: student.id, sessions: studentTrees(student) }));
    subscriber.send(chunk({ type: "class_trees", students }));
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  /** Watches one student's server: each entry saved in any of their sessions reaches every teacher stream. */
  watch(studentId: string, server: KitServer): void {
    server.parts.hub.observe((sessionId, event) => {
      if (event.type !== "session_updated" || this.subscribers.size === 0) return;
      let grown: ClassEvent[];
      try {
        grown = treeGrew(studentId, server, sessionId, event);
      } catch (error) {
        // Never the student's problem: their entry is saved; the teacher's list misses it until its next picture.
        server.parts.log(`the teacher's feed skipped an entry of ${sessionId}: ${String(error)}`);
        return;
      }
      for (const grew of grown) {
        const sent = chunk(grew);
        for (const subscriber of this.subscribers) subscriber.send(sent);
      }
    });
  }

  closeAll(): void {
    for (const subscriber of [...this.subscribers]) subscriber.close();
  }
}

function treeGrew(
  studentId: string,
  server: KitServer,
  sessionId: string,
  event: Extract<ServerEvent, { type: "session_updated" }>,
): ClassEvent[] {
  // The session has just appended, so it is open and read from memory.
  const { tree } = server.parts.reader.read(sessionId);
  const leafId = drawnAtOrAbove(tree, event.leafId);
  return event.appended.map((entry) => ({
    type: "tree_grew",
    studentId,
    sessionId,
    leafId,
    size: tree.size,
    ...(isDrawn(entry) && { node: treeNode(tree, entry) }),
  }));
}

function chunk(event: ClassEvent): string {
  return formatSse({ event: event.type, data: JSON.stringify(event) });
}
