/**
 * The setting of the demos where the teaching agent works in a saved session (06, 07): a new session file, the
 * offline teaching model, and its tools on a workspace of the demo's own. Ids and clocks are seeded, so every run
 * prints the same.
 */
import { createTeachingModel, createTeachingTools, type Model, type Tool } from "@kit/agent-loop";
import { type Clock, Session, seededIds, steppingClock } from "@kit/session-core";
import { type DemoFile, demoFile } from "./demo-files.ts";
import { demoWorkspace } from "./demo-workspace.ts";
import { lang } from "./i18n.ts";

const START = "2026-01-01T09:00:00.000Z";

export interface TeachingSession {
  file: DemoFile;
  session: Session;
  /** The entries' clock (ISO timestamps): hand it to anything else that writes entries, such as a fork. */
  clock: Clock;
  /** The messages' clock (milliseconds). */
  now: () => number;
  model: Model;
  tools: Tool[];
  /** The folder the tools read and write: a fresh copy of the sample workspace. */
  workspace: string;
}

/** For `name` like "demo-06": the file NAME.jsonl, ids seeded with NAME, the workspace NAME-workspace. */
export function teachingSession(name: string): TeachingSession {
  const file = demoFile(`${name}.jsonl`);
  const clock = steppingClock(START);
  const session = Session.create(file.path, {
    ids: seededIds(name),
    clock,
    cwd: "/workspace",
    sessionId: `${name}-session`,
  });
  let time = Date.parse(START);
  const now = () => (time += 1000);
  const model = createTeachingModel({ now });
  const workspace = demoWorkspace(file, `${name}-workspace`);
  const tools = createTeachingTools({ workspace, language: lang });
  return { file, session, clock, now, model, tools, workspace };
}
