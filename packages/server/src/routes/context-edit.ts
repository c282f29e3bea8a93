/**
 * Changing what the model sees without changing the file's past: a `context_edit`
 * entry (pi 1.6.0) that hides an earlier message of the current branch from the
 * model, or replaces the text the model gets for it. Like every append, the
 * entry is saved first and announced second (session_updated, with the new leaf);
 * the page then builds the next request from the entries with session-core's
 * own context builder, which applies the edit.
 *
 * session-core refuses an edit that could not do what it says (a missing target,
 * one off the current branch, one that is not a message an edit can change) and
 * writes nothing. Its sentence is in the server's language; the answer is said
 * again here in the request's (context-edit-words.ts).
 */

import { runLanguage } from "@kit/agent-loop";
import { ContextEditError, isEntryOfType, type Session, UnknownEntryError } from "@kit/session-core";
import { Hono } from "hono";
import type { ContextEditResult } from "../api-types.ts";
import { ContextEditSchema } from "../body-schemas.ts";
import { CONTEXT_EDIT_WORDS } from "../context-edit-words.ts";
import { errorWords } from "../error-words.ts";
import { HttpError } from "../errors.ts";
import { requestLanguage } from "../request-language.ts";
import type { ServerParts } from "../server-parts.ts";
import { openSessionRequest } from "./session-request.ts";

export function contextEditRoutes(parts: ServerParts): Hono {
  const { registry, runs } = parts;
  const routes = new Hono();

  // #region contextEdit
  routes.post("/:id/context-edit", async (c) => {
    const { id, body, session } = await openSessionRequest(c, registry, ContextEditSchema);
    // A run holds its own copy of the context: an edit in the middle of it would change the file's context and
    // not the run's, so the two would disagree about what the model saw.
    runs.assertIdle(id, "edit the context");
    const { targetId, replacement } = body;
    let editEntryId: string;
    try {
      editEntryId = session.appendContextEdit(targetId, replacement); // on disk, then session_updated
    } catch (error) {
      throw refusalInRequestLanguage(error, session, targetId);
    }
    const result: ContextEditResult = { targetId, editEntryId, leafId: session.leafId };
    return c.json(result);
  });
  // #endregion contextEdit

  return routes;
}

/**
 * A refused edit as an HTTP answer, said in the request's language. Nothing was written, so the leaf and the
 * target are as session-core saw them when it refused.
 */
function refusalInRequestLanguage(error: unknown, session: Session, targetId: string): unknown {
  const language = requestLanguage() ?? runLanguage();
  if (error instanceof UnknownEntryError) {
    return new HttpError(404, "unknown_entry", errorWords(language).noEntryToEdit(targetId));
  }
  if (!(error instanceof ContextEditError)) return error;
  const words = CONTEXT_EDIT_WORDS[language];
  switch (error.refusal) {
    case "off-branch":
      return new HttpError(409, "off_branch", words.offBranch(targetId, session.leafId));
    case "not-editable": {
      const target = session.tree.get(targetId)!;
      const role = isEntryOfType(target, "message") ? (target.message.role as string) : undefined;
      return new HttpError(422, "not_editable", words.notEditable(targetId, words.entryOfType(target.type, role)));
    }
    case "bad-replacement": // the body's schema lets no such replacement through; kept for completeness
      return new HttpError(400, "invalid_field", error.message);
  }
}
