/**
 * The shape of every request body, as TypeBox schemas. They mirror the
 * interfaces in api-types.ts (the contract the page codes against); the
 * `satisfies` checks below fail to compile if the two ever drift apart.
 */
import Type, { type Static } from "typebox";
import type {
  BranchBody,
  CompactBody,
  ContextEditBody,
  CreateSessionBody,
  ForkBody,
  LabelBody,
  NameBody,
  NavigateBody,
  PromptBody,
} from "./api-types.ts";

const closed = { additionalProperties: false } as const;
/** An entry id as session-core writes them (8 hex characters), or pi's longer ones: any non-empty string. */
const EntryId = Type.String({ minLength: 1, maxLength: 200 });

export const CreateSessionSchema = Type.Object({ name: Type.Optional(Type.String({ maxLength: 200 })) }, closed);
export const PaceSchema = Type.Union([
  Type.Literal("instant"),
  Type.Literal("normal"),
  Type.Literal("slow"),
  Type.Literal("step"),
]);
export const PromptSchema = Type.Object(
  { text: Type.String({ minLength: 1 }), pace: Type.Optional(PaceSchema) },
  closed,
);
export const BranchSchema = Type.Object({ leafId: Type.Union([EntryId, Type.Null()]) }, closed);
export const NavigateSchema = Type.Object(
  { entryId: EntryId, summarize: Type.Optional(Type.Boolean()), edit: Type.Optional(Type.Boolean()) },
  closed,
);
export const CompactSchema = Type.Object({ instructions: Type.Optional(Type.String()) }, closed);
export const EmptySchema = Type.Object({}, closed);
export const ForkSchema = Type.Object({ entryId: EntryId }, closed);
export const LabelSchema = Type.Object(
  { entryId: EntryId, label: Type.Optional(Type.String({ maxLength: 200 })) },
  closed,
);
export const ContextEditSchema = Type.Object(
  {
    targetId: EntryId,
    replacement: Type.Union([Type.Null(), Type.Object({ content: Type.String() }, closed)]),
  },
  closed,
);
export const NameSchema = Type.Object({ name: Type.String({ maxLength: 200 }) }, closed);

// Compile-time proof that each schema accepts exactly the contract's shape.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
true satisfies Same<Static<typeof CreateSessionSchema>, CreateSessionBody>;
true satisfies Same<Static<typeof PromptSchema>, PromptBody>;
true satisfies Same<Static<typeof BranchSchema>, BranchBody>;
true satisfies Same<Static<typeof NavigateSchema>, NavigateBody>;
true satisfies Same<Static<typeof CompactSchema>, CompactBody>;
true satisfies Same<Static<typeof ForkSchema>, ForkBody>;
true satisfies Same<Static<typeof LabelSchema>, LabelBody>;
true satisfies Same<Static<typeof NameSchema>, NameBody>;
true satisfies Same<Static<typeof ContextEditSchema>, ContextEditBody>;
