/**
 * Moving and marking the tree: switch the leaf, navigate (pi's `/tree`),
 * label an entry, name the session. Each appends entries (nothing is ever
 * rewritten) and announces them, so every open tab sees the change.
 */
import { Hono } from "hono";
import { navigate } from "@kit/compaction";
import type { BranchResult, LabelResult, NameResult, NavigateResult } from "../api-types.ts";
import { BranchSchema, LabelSchema, NameSchema, NavigateSchema } from "../body-schemas.ts";
import type { ServerParts } from "../server-parts.ts";
import { announceAppended } from "../session-updates.ts";
import { readBody } from "../validate.ts";

export function treeRoutes(parts: ServerParts): Hono {
  const { registry, runs, hub, model } = parts;
  const routes = new Hono();

  // #region branch
  routes.post("/:id/branch", async (c) => {
    const id = c.req.param("id");
    const session = registry.get(id);
    const { leafId } = await readBody(c, BranchSchema);
    // A run appends each message at the leaf as it ends: moving the leaf under it
    // would scatter its messages over two branches.
    runs.assertIdle(id, "switch branch");
    const previousLeafId = session.leafId;
    const sizeBefore = session.tree.size;
    session.switchLeaf(leafId); // an unknown id throws UnknownEntryError: 404
    announceAppended(hub, id, session, sizeBefore);
    hub.publish(id, { type: "branch_switch", leafId: session.leafId, previousLeafId });
    const result: BranchResult = { leafId: session.leafId, previousLeafId };
    return c.json(result);
  });
  // #endregion branch

  routes.post("/:id/navigate", async (c) => {
    const id = c.req.param("id");
    const session = registry.get(id);
    const body = await readBody(c, NavigateSchema);
    const previousLeafId = session.leafId;
    const sizeBefore = session.tree.size;
    // With a summary this waits for the model; the session stays busy meanwhile, so no run can start.
    const navigated = await runs.exclusive(id, "navigate", (signal) =>
      navigate(session, body.entryId, { summarize: body.summarize === true, model, signal }),
    );
    announceAppended(hub, id, session, sizeBefore);
    if (navigated.leafId !== previousLeafId) hub.publish(id, { type: "branch_switch", leafId: navigated.leafId, previousLeafId });
    const result: NavigateResult = { leafId: navigated.leafId, editorText: navigated.editorText, summaryEntryId: navigated.summaryEntryId };
    return c.json(result);
  });

  routes.post("/:id/label", async (c) => {
    const id = c.req.param("id");
    const session = registry.get(id);
    const { entryId, label } = await readBody(c, LabelSchema);
    const sizeBefore = session.tree.size;
    const labelEntryId = session.setLabel(entryId, label); // an unknown entry: 404
    const current = session.tree.labelOf(entryId);
    announceAppended(hub, id, session, sizeBefore);
    hub.publish(id, { type: "label", entryId, label: current });
    const result: LabelResult = { entryId, label: current, labelEntryId };
    return c.json(result);
  });

  routes.post("/:id/name", async (c) => {
    const id = c.req.param("id");
    const session = registry.get(id);
    const { name } = await readBody(c, NameSchema);
    const sizeBefore = session.tree.size;
    session.setName(name);
    announceAppended(hub, id, session, sizeBefore);
    const result: NameResult = { name: session.name };
    return c.json(result);
  });

  return routes;
}
