/**
 * A path moved from leaf to leaf (leaf-path.ts) is the path built from scratch: on a branched session, at random
 * leaves, with entries appended between moves, and through GET /context as a page's tree clicks ask for it.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type AgentMessage, buildProviderRequest, emptyUsage, toToolSpec } from "@kit/agent-loop";
import { estimateContextTokens } from "@kit/compaction";
import { buildContext, Session } from "@kit/session-core";
import { afterEach, expect, it } from "vitest";
import type { ContextResponse } from "../src/api-types.ts";
import { LeafPath } from "../src/leaf-path.ts";
import { startTestServer, type TestServer } from "./helpers/test-server.ts";

/** A small seeded generator (mulberry32): the same seed, the same session and the same clicks. */
function seeded(seed: number): (below: number) => number {
  let state = seed >>> 0;
  return (below) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * below);
  };
}

/** `count` messages, each appended after a random earlier entry half of the time: many branches, some deep. */
function growBranches(session: Session, ids: string[], count: number, random: (below: number) => number): void {
  for (let i = 0; i < count; i++) {
    if (ids.length > 0 && random(2) === 0) session.switchLeaf(ids[random(ids.length)]!);
    const message: AgentMessage =
      random(2) === 0
        ? { role: "user", content: `question ${ids.length}`, timestamp: ids.length }
        : {
            role: "assistant",
            content: [{ type: "text" as const, text: `answer ${ids.length}` }],
            provider: "p",
            model: "m",
            api: "a",
            usage: emptyUsage(),
            stopReason: "stop",
            timestamp: ids.length,
          };
    ids.push(session.appendMessage(message));
  }
}

const idsOf = (path: readonly { id: string }[]) => path.map((entry) => entry.id);

it("gives the path from the root at every leaf it moves to, as pathToRoot does", () => {
  for (const seed of [1, 2, 3, 4, 5]) {
    const random = seeded(seed);
    const dir = mkdtempSync(join(tmpdir(), "kit-leaf-path-"));
    const session = Session.create(join(dir, "branched.jsonl"), { cwd: dir });
    const ids: string[] = [];
    growBranches(session, ids, 300, random);
    const leafPath = new LeafPath(session.tree);
    for (let move = 0; move < 400; move++) {
      // Now and then the session grows under the path: the path stays true for the entries it already had.
      if (move % 50 === 49) growBranches(session, ids, 20, random);
      const leaf = random(20) === 0 ? null : ids[random(ids.length)]!;
      expect(idsOf(leafPath.moveTo(leaf)), `seed ${seed}, move ${move}`).toEqual(idsOf(session.tree.pathToRoot(leaf)));
    }
    expect(() => leafPath.moveTo("no such entry")).toThrow(/no such entry/);
    // A failed move leaves the path as it was: the next one is still right.
    expect(idsOf(leafPath.moveTo(ids[7]!))).toEqual(idsOf(session.tree.pathToRoot(ids[7]!)));
    session.close();
  }
});

let server: TestServer | undefined;
afterEach(async () => {
  await server?.stop();
});

it("answers GET /context at each clicked leaf with the context built from the root", async () => {
  server = await startTestServer();
  const random = seeded(42);
  const path = join(server.dir, "branched.jsonl");
  const writer = Session.create(path, { cwd: server.dir });
  const ids: string[] = [];
  growBranches(writer, ids, 200, random);
  writer.close();
  for (let click = 0; click < 30; click++) {
    const leaf = ids[random(ids.length)]!;
    const answer = await server.api<ContextResponse>("GET", `/api/sessions/branched/context?leafId=${leaf}`);
    const fromRoot = Session.open(path);
    const expected = fromRoot.tree.pathToRoot(leaf);
    fromRoot.close();
    expect(answer.status).toBe(200);
    expect(answer.body.messageCount).toBe(buildContext(expected).messages.length);
    expect(answer.body.tokens).toBe(estimateContextTokens(expected).tokens);
    const { model, systemPrompt, tools } = server.server.parts;
    const context = buildContext(expected);
    const request = buildProviderRequest({
      model: model.id,
      systemPrompt,
      messages: context.messages,
      tools: tools.map(toToolSpec),
      thinkingLevel: context.thinkingLevel,
    });
    expect(answer.body.request).toEqual(JSON.parse(JSON.stringify(request)));
  }
});
