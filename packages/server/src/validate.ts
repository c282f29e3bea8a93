/**
 * Reading a JSON body and checking it against its schema, with an answer that
 * names the field.
 *
 * The schemas are TypeBox: one declaration gives the JSON Schema that is
 * checked here and the TypeScript type the route receives, so the check and
 * the code after it cannot disagree. Unknown fields are refused too: a client
 * that sends `{"leafid": ...}` deserves to hear about its typo, not to have
 * the leaf silently left where it was. The problems come from agent-loop's
 * `schemaProblems`, the same list a tool's arguments are checked with.
 */

import { runLanguage } from "@kit/agent-loop/language";
import { schemaProblems } from "@kit/agent-loop/schema-problems";
import type { Context } from "hono";
import type { Static, TSchema } from "typebox";
import { errorWords } from "./error-words.ts";
import { HttpError } from "./errors.ts";

// #region readBody
/** The request's JSON body, checked against `schema`; a 400 that names the problem otherwise. */
export async function readBody<S extends TSchema>(c: Context, schema: S): Promise<Static<S>> {
  const text = await c.req.text();
  // An empty body is an empty object: `POST /compact` and `/abort` need no fields.
  let value: unknown = {};
  if (text.trim() !== "") {
    try {
      value = JSON.parse(text);
    } catch (error) {
      throw new HttpError(400, "bad_json", errorWords().badJson((error as Error).message));
    }
  }
  const problems = describeProblems(schema, value);
  if (problems.length > 0) throw new HttpError(400, "invalid_field", problems.join(errorWords().separator));
  return value as Static<S>;
}
// #endregion readBody

/** One phrase per problem, each naming its field: `field "text": must be string`. */
export function describeProblems(schema: TSchema, value: unknown): string[] {
  const say = errorWords();
  // TypeBox's words for a field are in the server's language, as the tool errors are.
  return schemaProblems(schema, value, runLanguage()).map((problem) => {
    if (problem.keyword === "required") return say.missingField(quoteAll(problem.properties));
    if (problem.keyword === "additionalProperties") return say.unknownField(quoteAll(problem.properties));
    if (problem.path === "") return say.bodyIsWrong(problem.message);
    return say.fieldIsWrong(problem.path, problem.message);
  });
}

function quoteAll(names: string[]): string {
  return names.map((name) => `"${name}"`).join(", ");
}
