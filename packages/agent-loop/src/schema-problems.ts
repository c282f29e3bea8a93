/**
 * What is wrong with a value, checked against a TypeBox schema: one problem per
 * broken rule, each with the field it is about, in a shape any caller can put
 * into its own words (a tool's error result, an HTTP 400, a damaged line).
 *
 * TypeBox reports a property that `additionalProperties: false` forbids twice:
 * once as `additionalProperties` on the object, once as a `boolean` ("schema is
 * false") on the property itself. The second says less, so it is dropped here.
 * TypeBox's words are English unless the caller asks for Chinese (`Locale.zh_Hans`); the language is the caller's,
 * never read from the environment here. `@kit/agent-loop/schema-problems` imports only this file, language.ts
 * (a type) and TypeBox.
 */
import type { TSchema } from "typebox";
import type { TLocalizedValidationError } from "typebox/error";
import { Locale } from "typebox/system";
import { Value } from "typebox/value";
import type { Language } from "./language.ts";

export interface SchemaProblem {
  /** The field, written as in code: `items[0].name`; the empty string for the value itself. */
  path: string;
  /** The same place as TypeBox's JSON pointer: `/items/0/name`. */
  pointer: string;
  /** The rule that was broken: `type`, `required`, `additionalProperties`, `minimum`, ... */
  keyword: string;
  /** TypeBox's words for it in the language asked for, e.g. "must be string". */
  message: string;
  /** The properties a `required` or `additionalProperties` problem names (missing, or not allowed); else empty. */
  properties: string[];
}

// #region schema-problems
export function schemaProblems(schema: TSchema, value: unknown, language: Language = "en"): SchemaProblem[] {
  return schemaErrors(schema, value).map((error) => ({
    path: pathOf(error.instancePath),
    pointer: error.instancePath,
    keyword: error.keyword,
    message: schemaMessage(error, language),
    properties: propertiesOf(error.params),
  }));
}
// #endregion schema-problems

/** TypeBox's errors for `value`, without the "boolean" twin of each additionalProperties problem. */
export function schemaErrors(schema: TSchema, value: unknown): TLocalizedValidationError[] {
  return Value.Errors(schema, value).filter((error) => error.keyword !== "boolean");
}

/** Why one value is wrong, in TypeBox's words: its English message, or its own Chinese ones. */
export function schemaMessage(error: TLocalizedValidationError, language: Language = "en"): string {
  return language === "zh" ? Locale.zh_Hans(error) : error.message;
}

/** "/items/0/name" becomes "items[0].name" (JSON pointer escapes undone: "~1" is "/", "~0" is "~"). */
export function pathOf(pointer: string): string {
  if (pointer === "") return "";
  return pointer
    .slice(1)
    .split("/")
    .map((part) => part.replaceAll("~1", "/").replaceAll("~0", "~"))
    .map((part, index) => (/^\d+$/.test(part) ? `[${part}]` : index === 0 ? part : `.${part}`))
    .join("");
}

/** The properties a `required` or `additionalProperties` error names. */
export function propertiesOf(params: unknown): string[] {
  const { requiredProperties, additionalProperties } = params as {
    requiredProperties?: unknown;
    additionalProperties?: unknown;
  };
  const names = Array.isArray(requiredProperties) ? requiredProperties : additionalProperties;
  return Array.isArray(names) ? names.map(String) : [];
}
