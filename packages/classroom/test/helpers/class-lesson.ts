/**
 * One student's lesson, as a class would go through it: a session, three
 * questions (each waited for on the event stream), a step back in the tree,
 * another question on the new branch, and a compaction. Every text carries the
 * student's marker, so a test can tell whose entries an event stream carried.
 */

import type { SessionDetail, SessionSummary } from "@kit/server";
import { isEntryOfType } from "@kit/session-core";
import type { ClassClient, EventTap } from "./class-client.ts";

export interface LessonResult {
  sessionId: string;
  tap: EventTap;
  runsEnded: number;
}

const longText = (marker: string) =>
  `${marker} remember this: ${"the quick brown fox jumps over the lazy dog ".repeat(8)}`;

export async function runLesson(student: ClassClient, marker: string): Promise<LessonResult> {
  const created = await student.api<SessionSummary>("POST", "/api/sessions", {});
  if (created.status !== 201) throw new Error(`${marker}: create answered ${created.status}`);
  const sessionId = created.body.id;
  const tap = await student.events(`/api/sessions/${sessionId}/events`);
  if (tap.status !== 200) throw new Error(`${marker}: events answered ${tap.status}`);
  let runsEnded = 0;
  const ask = async (text: string) => {
    const answer = await student.api("POST", `/api/sessions/${sessionId}/prompt`, { text, pace: "instant" });
    if (answer.status !== 202)
      throw new Error(`${marker}: prompt answered ${answer.status} ${JSON.stringify(answer.body)}`);
    runsEnded += 1;
    const wanted = runsEnded;
    await tap.waitFor(
      () => tap.events.filter((e) => e.event === "run_end").length >= wanted,
      `${marker} run ${wanted}`,
      // Forty students share two cores: a hang guard, not a speed.
      300_000,
    );
  };
  for (let question = 1; question <= 3; question++) await ask(`${longText(marker)} question ${question}`);

  // Back to the first answer, and a new branch from there.
  const detail = await student.api<SessionDetail>("GET", `/api/sessions/${sessionId}`);
  const firstAnswer = detail.body.entries.find((e) => isEntryOfType(e, "message") && e.message.role === "assistant");
  const branched = await student.api("POST", `/api/sessions/${sessionId}/branch`, { leafId: firstAnswer?.id });
  if (branched.status !== 200) throw new Error(`${marker}: branch answered ${branched.status}`);
  await ask(`${longText(marker)} on a new branch`);
  await ask(`${marker} and once more`);

  const compacted = await student.api("POST", `/api/sessions/${sessionId}/compact`, {});
  if (compacted.status !== 200)
    throw new Error(`${marker}: compact answered ${compacted.status} ${JSON.stringify(compacted.body)}`);
  await tap.waitFor((e) => e.event === "compaction", `${marker} compaction event`, 300_000);
  return { sessionId, tap, runsEnded };
}
