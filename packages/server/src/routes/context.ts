/**
 * "What the model sees next": the context at a leaf, and the exact request
 * body the provider would receive for it.
 *
 * The request is built by agent-loop's own `buildProviderRequest`, the
 * function the OpenAI-compatible model calls before every call, so the page
 * shows the real thing: summaries wrapped as user messages, thinking left out,
 * a missing tool result filled in. A copy of that logic here could drift.
 */

import { type AgentMessage, buildProviderRequest, toToolSpec } from "@kit/agent-loop";
import { estimateContextTokens } from "@kit/compaction";
import { buildContext, type SessionEntry } from "@kit/session-core";
import { Hono } from "hono";
import type { ContextResponse } from "../api-types.ts";
import { LeafPath } from "../leaf-path.ts";
import type { ServerParts } from "../server-parts.ts";
import type { SessionRegistry, SessionView } from "../session-registry.ts";

export function contextRoutes(parts: ServerParts): Hono {
  const { registry, reader, model, tools, systemPrompt } = parts;
  const routes = new Hono();

  // #region context
  routes.get("/:id/context", (c) => {
    const id = c.req.param("id");
    // No leafId: the current leaf. "null": before the first entry. An unknown id: 404 (pathToRoot throws).
    const query = c.req.query("leafId");
    const { leafId, path } = query === "null" ? beforeFirstEntry(registry, id) : atLeaf(reader.read(id), query);
    const context = buildContext(path);
    const request = buildProviderRequest({
      model: model.id,
      systemPrompt,
      messages: context.messages,
      tools: tools.map(toToolSpec),
      thinkingLevel: context.thinkingLevel,
    });
    const answer: ContextResponse = {
      leafId,
      request,
      tokens: estimateContextTokens(path).tokens,
      thinkingLevel: context.thinkingLevel,
      model: { provider: model.provider, id: model.id },
      messageCount: context.messages.length,
      summaries: summariesIn(context.messages),
    };
    return c.json(answer);
  });
  // #endregion context

  return routes;
}

/**
 * Before the first entry the path is empty whatever the file holds, so the file is not read: the page asks this of
 * every session it opens (for the system prompt and the tools), and reading a 50,000-entry file for it held the
 * server for seconds.
 */
function beforeFirstEntry(registry: SessionRegistry, id: string): { leafId: null; path: SessionEntry[] } {
  registry.assertExists(id);
  return { leafId: null, path: [] };
}

/**
 * Each tree's path as the last context left it: a page's clicks move along the tree, and each path is built from
 * where the last one met it (leaf-path.ts), not from the root. A tree read again from its file starts a new one.
 */
const lastPaths = new WeakMap<SessionView["tree"], LeafPath>();

function atLeaf(
  session: SessionView,
  query: string | undefined,
): { leafId: string | null; path: readonly SessionEntry[] } {
  const leafId = query === undefined || query === "" ? session.leafId : query;
  let leafPath = lastPaths.get(session.tree);
  if (!leafPath) {
    leafPath = new LeafPath(session.tree);
    lastPaths.set(session.tree, leafPath);
  }
  return { leafId, path: leafPath.moveTo(leafId) };
}

/** The summaries in the context: they reach the model as user messages, and the page marks them. */
function summariesIn(messages: readonly AgentMessage[]): ContextResponse["summaries"] {
  const summaries: ContextResponse["summaries"] = [];
  for (const message of messages) {
    if (message.role === "compactionSummary") summaries.push({ kind: "compaction", summary: message.summary });
    if (message.role === "branchSummary") summaries.push({ kind: "branch_summary", summary: message.summary });
  }
  return summaries;
}
