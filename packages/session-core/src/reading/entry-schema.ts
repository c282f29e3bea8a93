/**
 * The shape of every known entry type, checked when a file is read.
 *
 * A line can be valid JSON with the right `type` and still not be the entry it
 * claims to be: a `message` entry without a message, a session name that is a
 * number. Placed in the tree, such an entry would pass for sound and then crash
 * whatever reads it (the context, the request to the model, the token count, the
 * inspector). So the reader checks each known entry against its schema and
 * reports a wrong one as `not-an-entry`, with its line, like any other damage.
 *
 * What the schemas require: the fields this kit reads from an entry, as pi's own
 * types declare them (`@earendil-works/pi-coding-agent` 1.6.0 session-manager.d.ts and
 * the message types of pi-ai and pi-agent-core). A field the kit only carries
 * along (usage counts, stop reasons, details) is checked only for its type, and
 * only when present, so a file from an older or newer pi still opens (a token
 * count may also be `null`, which pi reads; `check` notes it). Extra
 * fields are allowed everywhere: pi and extensions add their own. An entry type
 * or a message role this kit does not know is kept as it is, unchecked.
 *
 * Why TypeBox: the schemas read like the types they check, and its errors carry
 * the path of the field that is wrong, which the message below names.
 */
import { schemaProblems } from "@kit/agent-loop/schema-problems";
import Type, { type TSchema } from "typebox";
import { Compile, type Validator } from "typebox/compile";
import type { Quoted, ShapeProblem, ShapeSubject } from "./shape-words.ts";

const Text = Type.Object({ type: Type.Literal("text"), text: Type.String() });
const Image = Type.Object({ type: Type.Literal("image"), data: Type.String(), mimeType: Type.String() });
const Thinking = Type.Object({ type: Type.Literal("thinking"), thinking: Type.String() });
const ToolCall = Type.Object({
  type: Type.Literal("toolCall"),
  id: Type.String(),
  name: Type.String(),
  arguments: Type.Object({}), // any object: pi keeps a tool's arguments as they came
});

/**
 * A lookup table by a name read from the file, with no inherited keys: a
 * `type` or `role` of "constructor" or "toString" must find nothing, not
 * Object's own functions.
 */
function byName<T>(table: Record<string, T>): Readonly<Record<string, T>> {
  return Object.assign(Object.create(null), table);
}

/** The content blocks each kind of content may hold, by their `type`. */
const TEXT_AND_IMAGES = byName({ text: Text, image: Image });
const TEXT_ONLY = byName({ text: Text });
const ASSISTANT_BLOCKS = byName({ text: Text, thinking: Thinking, toolCall: ToolCall });
/** A context edit's replacement may stand for any editable message's content. */
const EDITABLE_BLOCKS = byName({ text: Text, image: Image, thinking: Thinking, toolCall: ToolCall });
const NO_BLOCKS = byName<TSchema>({});

/** A list of blocks is first checked as a list of objects with a `type`; each block is then checked by its type. */
const Blocks = Type.Array(Type.Object({ type: Type.String() }));
const TextOrBlocks = Type.Union([Type.String(), Blocks]);
/** pi 1.6.0 reads a message whose content is `null` or missing as empty (context.ts does too). */
const maybeContent = (content: TSchema) => Type.Optional(Type.Union([content, Type.Null()]));
const optionalString = Type.Optional(Type.String());
const optionalNumber = Type.Optional(Type.Number());
const optionalBoolean = Type.Optional(Type.Boolean());
/** pi reads a `null` count (a server that sent none, written as `NaN`), so this kit does too; see `nullTokenCounts`. */
const optionalCount = Type.Optional(Type.Union([Type.Number(), Type.Null()]));

interface MessageShape {
  schema: TSchema;
  /** Which blocks its `content` may hold, when it is a list. */
  blocks: Readonly<Record<string, TSchema>>;
}

/** Token counts and cost, where pi records what a model call spent. */
const Usage = Type.Object({
  input: optionalCount,
  output: optionalCount,
  cacheRead: optionalCount,
  cacheWrite: optionalCount,
  totalTokens: optionalCount,
});

/** pi 1.6.0's system prompt in the session: a message of role `system`, also kept by a compaction. */
const SystemMessage = Type.Object({
  content: maybeContent(TextOrBlocks),
  sections: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Null()]))),
  toolsAdded: Type.Optional(Type.Array(Type.Object({ name: Type.String() }))),
  toolsRemoved: Type.Optional(Type.Array(Type.Object({ name: Type.String() }))),
  timestamp: optionalNumber,
});

/** pi's message roles (`AgentMessage`), and pi 1.6.0's `system`. */
const MESSAGE_SHAPES = byName<MessageShape>({
  system: { schema: SystemMessage, blocks: TEXT_ONLY },
  user: {
    schema: Type.Object({ content: maybeContent(TextOrBlocks), timestamp: optionalNumber }),
    blocks: TEXT_AND_IMAGES,
  },
  assistant: {
    schema: Type.Object({
      content: maybeContent(Blocks),
      provider: Type.String(),
      model: Type.String(),
      api: optionalString,
      usage: Usage,
      stopReason: optionalString,
      errorMessage: optionalString,
      timestamp: optionalNumber,
    }),
    blocks: ASSISTANT_BLOCKS,
  },
  toolResult: {
    schema: Type.Object({
      toolCallId: Type.String(),
      toolName: Type.String(),
      content: maybeContent(Blocks),
      isError: optionalBoolean,
      timestamp: optionalNumber,
    }),
    blocks: TEXT_AND_IMAGES,
  },
  bashExecution: {
    schema: Type.Object({
      command: Type.String(),
      output: Type.String(),
      exitCode: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
      cancelled: optionalBoolean,
      truncated: optionalBoolean,
      fullOutputPath: optionalString,
      excludeFromContext: optionalBoolean,
    }),
    blocks: NO_BLOCKS,
  },
  custom: {
    schema: Type.Object({ customType: Type.String(), content: TextOrBlocks, display: optionalBoolean }),
    blocks: TEXT_AND_IMAGES,
  },
  compactionSummary: {
    schema: Type.Object({ summary: Type.String(), tokensBefore: optionalNumber }),
    blocks: NO_BLOCKS,
  },
  branchSummary: { schema: Type.Object({ summary: Type.String(), fromId: optionalString }), blocks: NO_BLOCKS },
});

/**
 * The fields of each known entry type beyond id, parentId and timestamp (the
 * reader checks those first). A `message` entry's message is checked by role.
 */
const ENTRY_SCHEMAS = byName<TSchema>({
  message: Type.Object({ message: Type.Object({ role: Type.String() }) }),
  model_change: Type.Object({ provider: Type.String(), modelId: Type.String() }),
  thinking_level_change: Type.Object({ thinkingLevel: Type.String() }),
  // A missing firstKeptEntryId is readable (it keeps nothing); `check` reports it.
  compaction: Type.Object({
    summary: Type.String(),
    firstKeptEntryId: optionalString,
    tokensBefore: optionalNumber,
    fromHook: optionalBoolean,
    systemMessage: Type.Optional(Type.Object({ role: Type.Literal("system") })),
    usage: Type.Optional(Usage),
  }),
  branch_summary: Type.Object({
    summary: optionalString,
    fromId: Type.String(),
    fromHook: optionalBoolean,
    usage: Type.Optional(Usage),
  }),
  custom: Type.Object({ customType: Type.String() }),
  custom_message: Type.Object({
    customType: Type.String(),
    content: maybeContent(TextOrBlocks),
    display: optionalBoolean,
  }),
  label: Type.Object({ targetId: Type.String(), label: optionalString }),
  session_info: Type.Object({ name: optionalString }),
  // `replacement` must be there: `null` (leave the target out) or new content.
  context_edit: Type.Object({
    targetId: Type.String(),
    replacement: Type.Union([Type.Null(), Type.Object({ content: TextOrBlocks })]),
  }),
  usage: Type.Object({ kind: Type.String(), provider: Type.String(), model: Type.String(), usage: Usage }),
});

// #region entryShapeProblem
/**
 * Why `entry` is not the known entry its `type` says, as data (shape-words.ts
 * says it); `undefined` when it is (or when its type is one this kit does not
 * know). `text` is the line it was parsed from: a wrong number is quoted as
 * the file writes it.
 */
export function entryShapeProblem(entry: Record<string, unknown>, text?: string): ShapeProblem | undefined {
  const type = String(entry.type);
  const schema = ENTRY_SCHEMAS[type];
  if (!schema) return undefined;
  if (wholeCheck(type, entry)?.Check(entry)) return undefined; // most entries: sound, in one compiled call
  const what: ShapeSubject = { type };
  const problem = mismatch(schema, entry, what, "", text);
  if (problem) return problem;
  if (type === "message") return messageProblem(entry.message as { role: string }, what, text);
  if (type === "custom_message") return blocksProblem(entry.content, TEXT_AND_IMAGES, what, "content", text);
  if (type === "compaction" && entry.systemMessage !== undefined) {
    return messageProblem(entry.systemMessage as { role: string }, what, text, "systemMessage.");
  }
  if (type === "context_edit") {
    const replacement = entry.replacement as { content: unknown } | null;
    return replacement === null
      ? undefined
      : blocksProblem(replacement.content, EDITABLE_BLOCKS, what, "replacement.content", text);
  }
  return undefined;
}
// #endregion entryShapeProblem

/**
 * One compiled check of a whole entry, its message (by role) and its content blocks (by type) at once, for the
 * entry types whose part-by-part walk below takes several checks; `undefined` where that walk is one check already
 * (or the entry is one the walk must look at part by part). It accepts only what the walk accepts, so an entry that
 * passes it is sound, and one that fails it is walked part by part, which names the field that is wrong.
 */
function wholeCheck(type: string, entry: Record<string, unknown>): Validator | undefined {
  if (type === "custom_message") return compiledOnce(type, () => ENTRY_SCHEMAS.custom_message!, TEXT_AND_IMAGES);
  if (type === "context_edit") return compiledOnce(type, () => ENTRY_SCHEMAS.context_edit!, EDITABLE_BLOCKS);
  if (type !== "message") return undefined;
  const message = entry.message as { role?: unknown } | null;
  const shape = typeof message?.role === "string" ? MESSAGE_SHAPES[message.role] : undefined;
  // A role whose content may hold no block has no `content` in its schema for the blocks to go in: walked instead.
  if (!shape || shape.blocks === NO_BLOCKS) return undefined;
  return compiledOnce(`message ${message!.role}`, () => Type.Object({ message: shape.schema }), shape.blocks);
}

const wholeChecks = new Map<string, Validator>();

function compiledOnce(key: string, schema: () => TSchema, blocks: Readonly<Record<string, TSchema>>): Validator {
  let validator = wholeChecks.get(key);
  if (!validator) {
    validator = Compile(withBlocks(schema(), Object.values(blocks)) as TSchema);
    wholeChecks.set(key, validator);
  }
  return validator;
}

/** A copy of `schema` (as plain JSON Schema) in which each list of blocks accepts only the blocks `allowed` there. */
function withBlocks(schema: unknown, allowed: TSchema[]): unknown {
  if (schema === Blocks) return { type: "array", items: { anyOf: allowed } };
  if (Array.isArray(schema)) return schema.map((item) => withBlocks(item, allowed));
  if (typeof schema !== "object" || schema === null) return schema;
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, withBlocks(value, allowed)]));
}

function messageProblem(
  message: { role: string },
  what: ShapeSubject,
  text?: string,
  prefix = "message.",
): ShapeProblem | undefined {
  const shape = MESSAGE_SHAPES[message.role];
  if (!shape) return undefined; // an extension's own role: kept as it is
  const whose: ShapeSubject = { type: what.type, role: message.role };
  const content = (message as { content?: unknown }).content;
  return (
    mismatch(shape.schema, message, whose, prefix, text) ??
    blocksProblem(content, shape.blocks, whose, `${prefix}content`, text)
  );
}

/** Each block of a content list against the schema for its `type`. */
function blocksProblem(
  content: unknown,
  allowed: Readonly<Record<string, TSchema>>,
  what: ShapeSubject,
  path: string,
  text?: string,
): ShapeProblem | undefined {
  if (!Array.isArray(content)) return undefined;
  for (let i = 0; i < content.length; i++) {
    const block = content[i] as { type: string };
    const schema = allowed[block.type];
    const where = `${path}[${i}]`;
    if (!schema) return { kind: "block-not-here", subject: what, where, blockType: quoteAsWritten(block.type) };
    const problem = mismatch(schema, block, what, `${where}.`, text);
    if (problem) return problem;
  }
  return undefined;
}

/** Each schema compiled once, on first use: every entry of a file is checked against one. */
const compiled = new Map<TSchema, Validator>();

/** The first field of `value` that does not match `schema`, and what it should hold. */
function mismatch(
  schema: TSchema,
  value: unknown,
  what: ShapeSubject,
  prefix: string,
  text?: string,
): ShapeProblem | undefined {
  let validator = compiled.get(schema);
  if (!validator) {
    validator = Compile(schema);
    compiled.set(schema, validator);
  }
  if (validator.Check(value)) return undefined;
  const problems = schemaProblems(schema, value);
  const missing = problems.find((problem) => problem.keyword === "required");
  if (missing) {
    const base = fieldPath(prefix, missing.path);
    const field = missing.properties[0]!;
    const expected = kindsOf(childSchema(schemaAt(schema, missing.pointer), field));
    return { kind: "missing-field", subject: what, field: `${base ? `${base}.` : ""}${field}`, expected };
  }
  // The deepest field is the most precise one: a union fails at its own field
  // and, for the branch that came closest, at a field below it.
  const deepest = problems.reduce((a, b) => (b.pointer.length > a.pointer.length ? b : a));
  const expected = kindsOf(schemaAt(schema, deepest.pointer));
  const key = deepest.pointer.split("/").at(-1);
  const found = quoteAsWritten(valueAt(value, deepest.pointer), text, key);
  return { kind: "wrong-field", subject: what, field: fieldPath(prefix, deepest.path), found, expected };
}

/** `message.` + `content[0].text` → `message.content[0].text`. */
function fieldPath(prefix: string, path: string): string {
  return `${prefix}${path}`.replace(/\.$/, "").replace(/\.\[/g, "[");
}

function valueAt(value: unknown, pointer: string): unknown {
  let current = value;
  for (const part of pointer.split("/").slice(1)) current = (current as Record<string, unknown>)?.[part];
  return current;
}

interface SchemaNode {
  type?: string;
  anyOf?: SchemaNode[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
}

/** The schema that checks the field at `pointer` (`/content/0/text`) of a value. */
function schemaAt(schema: TSchema, pointer: string): SchemaNode | undefined {
  let current: SchemaNode | undefined = schema as SchemaNode;
  for (const part of pointer.split("/").slice(1)) current = childSchema(current, part);
  return current;
}

/** The schema of one property or list item; in a union, of the first branch that has it. */
function childSchema(node: SchemaNode | undefined, part: string): SchemaNode | undefined {
  if (node?.anyOf) {
    for (const branch of node.anyOf) {
      const child = childSchema(branch, part);
      if (child) return child;
    }
    return undefined;
  }
  return /^\d+$/.test(part) && node?.items ? node.items : node?.properties?.[part];
}

/** The JSON kinds a schema accepts, a union inside a union flattened: ["string", "array", "null"]. */
function kindsOf(schema: SchemaNode | undefined): string[] {
  if (schema?.type) return [schema.type];
  return schema?.anyOf?.flatMap(kindsOf) ?? [];
}

/**
 * A value from the file, short, for a message. A number is quoted as the line
 * writes it when `line` and its field's `key` are known: `JSON.stringify` would
 * show `1e400` (read as Infinity) as "null", and a 23-digit integer rounded.
 */
export function quoteAsWritten(value: unknown, line?: string, key?: string): Quoted {
  if (value === undefined) return { kind: "missing" };
  if (typeof value === "number") {
    const written = line !== undefined && key !== undefined ? numberAsWritten(line, key, value) : undefined;
    if (!Number.isFinite(value)) return { kind: "too-large", written, reads: String(value) };
    if (written !== undefined) return { kind: "as-written", text: written };
  }
  const text = JSON.stringify(value) ?? String(value);
  return { kind: "as-written", text: text.length > 40 ? `${text.slice(0, 40)}…` : text };
}

/** The text of the first `"key": number` in `line` that reads as `value`, if there is one. */
function numberAsWritten(line: string, key: string, value: number): string | undefined {
  const field = JSON.stringify(key).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  for (const match of line.matchAll(new RegExp(`${field}\\s*:\\s*(-?[0-9][0-9.eE+-]*)`, "g"))) {
    const written = match[1]!;
    if (Object.is(Number(written), value)) return written.length > 40 ? `${written.slice(0, 40)}…` : written;
  }
  return undefined;
}

const COUNTS = ["input", "output", "cacheRead", "cacheWrite", "totalTokens"] as const;

/**
 * The token counts of an assistant message that are `null`, as field paths
 * (`message.usage.totalTokens`). pi reads them; this kit reads them too and
 * `check` notes them, and its writer never writes one.
 */
export function nullTokenCounts(entry: Record<string, unknown>): string[] {
  if (entry.type !== "message") return [];
  const message = entry.message as { role?: unknown; usage?: Record<string, unknown> | null };
  const usage = message.role === "assistant" ? message.usage : undefined;
  if (typeof usage !== "object" || usage === null) return [];
  return COUNTS.filter((count) => usage[count] === null).map((count) => `message.usage.${count}`);
}
