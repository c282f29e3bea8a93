/**
 * Moving and marking the tree: switch the leaf, navigate (pi's `/tree`),
 * label an entry, name the session. Each appends entries (nothing is ever
 * rewritten); the session announces every one (session_updated), so every
 * open tab sees the change.
 */

import { navigate } from "@kit/compaction";
import { Hono } from "hono";
import type {
  BranchResult,
  LabelResult,
  NameResult,
  NavigateResponse,
  QuestionEditData,
  QuestionEditType,
} from "../api-types.ts";
import { BranchSchema, LabelSchema, NameSchema, NavigateSchema } from "../body-schemas.ts";
import type { ServerParts } from "../server-parts.ts";
import { openSessionRequest } from "./session-request.ts";

export function treeRoutes(parts: ServerParts): Hono {
  const { registry, runs, hub, model } = parts;
  const routes = new Hono();

  // #region branch
  routes.post("/:id/branch", async (c) => {
    // 404 for an unknown session, 400 for a bad body; only then is the file opened for writing.
    const { id, body, session } = await openSessionRequest(c, registry, BranchSchema);
    // A run appends each message at the leaf as it ends: moving the leaf under it
    // would scatter its messages over two branches.
    runs.assertIdle(id, "switch branch");
    const previousLeafId = session.leafId;
    session.switchLeaf(body.leafId); // an unknown id throws UnknownEntryError: 404
    hub.publish(id, { type: "branch_switch", leafId: session.leafId, previousLeafId });
    const result: BranchResult = { leafId: session.leafId, previousLeafId };
    return c.json(result);
  });
  // #endregion branch

  routes.post("/:id/navigate", async (c) => {
    const { id, body, session } = await openSessionRequest(c, registry, NavigateSchema);
    const previousLeafId = session.leafId;
    // With a summary this waits for the model; the session stays busy meanwhile, so no run can start.
    const navigated = await runs.exclusive(id, "navigate", (signal) =>
      navigate(session, body.entryId, { summarize: body.summarize === true, model, signal }),
    );
    if (navigated.leafId !== previousLeafId)
      hub.publish(id, { type: "branch_switch", leafId: navigated.leafId, previousLeafId });
    // An edit says so in the file, so "‹ 2/3 ›" can count the versions an edit made and nothing else.
    if (body.edit === true && navigated.editorText !== undefined) {
      const type: QuestionEditType = "question_edit";
      session.appendCustom(type, { editOf: body.entryId } satisfies QuestionEditData);
    }
    const result: NavigateResponse = {
      leafId: navigated.leafId,
      editorText: navigated.editorText,
      summaryEntryId: navigated.summaryEntryId,
    };
    return c.json(result);
  });

  routes.post("/:id/label", async (c) => {
    const { id, body, session } = await openSessionRequest(c, registry, LabelSchema);
    const { entryId, label } = body;
    const labelEntryId = session.setLabel(entryId, label); // an unknown entry: 404
    const current = session.tree.labelOf(entryId);
    hub.publish(id, { type: "label", entryId, label: current });
    const result: LabelResult = { entryId, label: current, labelEntryId };
    return c.json(result);
  });

  routes.post("/:id/name", async (c) => {
    const { body, session } = await openSessionRequest(c, registry, NameSchema);
    session.setName(body.name);
    const result: NameResult = { name: session.name };
    return c.json(result);
  });

  return routes;
}
