/**
 * How every POST on one session begins, in an order that keeps a bad request
 * away from the file: a 404 for an unknown session, then a 400 naming the bad
 * field, and only then (for a request that writes) the session opened for
 * writing, which takes its lock and may set a torn tail aside. A typo in a
 * body never opens, locks or mends anything.
 */
import type { Session } from "@kit/session-core";
import type { Context } from "hono";
import type { Static, TSchema } from "typebox";
import type { SessionRegistry } from "../session-registry.ts";
import { readBody } from "../validate.ts";

/** The session's id (404 unless it exists) and the body (400 unless it fits `schema`); nothing is opened. */
export async function readSessionRequest<S extends TSchema>(
  c: Context,
  registry: SessionRegistry,
  schema: S,
): Promise<{ id: string; body: Static<S> }> {
  const id = c.req.param("id") ?? "";
  registry.assertExists(id);
  return { id, body: await readBody(c, schema) };
}

/** As `readSessionRequest`, then the session open for writing: only once the request is known to be sound. */
export async function openSessionRequest<S extends TSchema>(
  c: Context,
  registry: SessionRegistry,
  schema: S,
): Promise<{ id: string; body: Static<S>; session: Session }> {
  const { id, body } = await readSessionRequest(c, registry, schema);
  return { id, body, session: registry.get(id) };
}
