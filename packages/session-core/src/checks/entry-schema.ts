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
 * types declare them (`@mariozechner/pi-coding-agent` session-manager.d.ts and
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
import Type, { type TObject, type TSchema } from "typebox";
import { Compile, type Validator } from "typebox/compile";
import { Value } from "typebox/value";

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
const ASSISTANT_BLOCKS = byName({ text: Text, thinking: Thinking, toolCall: ToolCall });
const NO_BLOCKS = byName<TSchema>({});

/** A list of blocks is first checked as a list of objects with a `type`; each block is then checked by its type. */
const Blocks = Type.Array(Type.Object({ type: Type.String() }));
const TextOrBlocks = Type.Union([Type.String(), Blocks]);
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

/** pi's message roles (`AgentMessage`). */
const MESSAGE_SHAPES = byName<MessageShape>({
  user: { schema: Type.Object({ content: TextOrBlocks, timestamp: optionalNumber }), blocks: TEXT_AND_IMAGES },
  assistant: {
    schema: Type.Object({
      content: Blocks,
      provider: Type.String(),
      model: Type.String(),
      api: optionalString,
      usage: Type.Object({
        input: optionalCount,
        output: optionalCount,
        cacheRead: optionalCount,
        cacheWrite: optionalCount,
        totalTokens: optionalCount,
      }),
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
      content: Blocks,
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
  }),
  branch_summary: Type.Object({ summary: optionalString, fromId: Type.String(), fromHook: optionalBoolean }),
  custom: Type.Object({ customType: Type.String() }),
  custom_message: Type.Object({ customType: Type.String(), content: TextOrBlocks, display: optionalBoolean }),
  label: Type.Object({ targetId: Type.String(), label: optionalString }),
  session_info: Type.Object({ name: optionalString }),
});

// #region entryShapeProblem
/**
 * Why `entry` is not the known entry its `type` says, in words; `undefined`
 * when it is (or when its type is one this kit does not know). `text` is the
 * line it was parsed from: a wrong number is quoted as the file writes it.
 */
export function entryShapeProblem(entry: Record<string, unknown>, text?: string): string | undefined {
  const type = String(entry.type);
  const schema = ENTRY_SCHEMAS[type];
  if (!schema || isWholeEntry(entry)) return undefined;
  // Not sound: find the first field that is wrong, part by part.
  const what = `a "${type}" entry`;
  const problem = mismatch(schema, entry, what, "", text);
  if (problem) return problem;
  if (type === "message") return messageProblem(entry.message as { role: string }, what, text);
  if (type === "custom_message") return blocksProblem(entry.content, TEXT_AND_IMAGES, what, "content", text);
  return undefined;
}
// #endregion entryShapeProblem

function messageProblem(message: { role: string }, what: string, text?: string): string | undefined {
  const shape = MESSAGE_SHAPES[message.role];
  if (!shape) return undefined; // an extension's own role: kept as it is
  const whose = `${what} (role "${message.role}")`;
  const content = (message as { content?: unknown }).content;
  return (
    mismatch(shape.schema, message, whose, "message.", text) ??
    blocksProblem(content, shape.blocks, whose, "message.content", text)
  );
}

/** Each block of a content list against the schema for its `type`. */
function blocksProblem(
  content: unknown,
  allowed: Readonly<Record<string, TSchema>>,
  what: string,
  path: string,
  text?: string,
): string | undefined {
  if (!Array.isArray(content)) return undefined;
  for (let i = 0; i < content.length; i++) {
    const block = content[i] as { type: string };
    const schema = allowed[block.type];
    const where = `${path}[${i}]`;
    if (!schema) return `${what} whose ${where} is a block of type ${show(block.type)}, which pi does not write there`;
    const problem = mismatch(schema, block, what, `${where}.`, text);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * The whole of an entry in compiled checks, several times faster than the
 * part-by-part walk above, which runs only for an entry that fails them, to
 * name the field. Both are built from the same parts, so they accept the same
 * entries. Almost every line of a file is sound, so this is what an open costs.
 *
 * A content list is not part of the compiled schema: its blocks are checked
 * one by one below, with one compiled check of a block. TypeBox compiles a list
 * as `list.every((item) => ...)`, which makes a new function each time a list
 * is checked: some 7,000 of them (0.4 MB) in an open of 10,000 entries, which
 * a bare `JSON.parse` of the file does not make.
 */
interface WholeCheck {
  /** Every field; `content`, if there is one, only for being there. */
  fields: Validator;
  /** One block of the content list, by the block's type (none if there is no `content`). */
  block?: Validator;
  /** Whether `content` may be plain text instead of a list (`TextOrBlocks`). */
  textContent: boolean;
}

function wholeCheck(type: string, role: string | undefined): WholeCheck {
  const shape = role === undefined ? undefined : MESSAGE_SHAPES[role];
  const schema = type === "custom_message" ? ENTRY_SCHEMAS[type] : shape?.schema;
  const fields = (schema as TObject | undefined)?.properties;
  if (!fields?.content) {
    return {
      fields: Compile(shape ? Type.Object({ message: shape.schema }) : ENTRY_SCHEMAS[type]!),
      textContent: false,
    };
  }
  const withoutList = Type.Object({ ...fields, content: Type.Unknown() });
  const blocks = Object.values(type === "custom_message" ? TEXT_AND_IMAGES : shape!.blocks);
  return {
    fields: Compile(type === "custom_message" ? withoutList : Type.Object({ message: withoutList })),
    block: Compile(Type.Union(blocks)),
    textContent: fields.content === TextOrBlocks,
  };
}

/** Compiled on first use: by entry type, and a message by its role (only pi's roles: a file cannot make more). */
const wholeChecks = new Map<string, WholeCheck>();
const wholeMessageChecks = new Map<string, WholeCheck>();

function isWholeEntry(entry: Record<string, unknown>): boolean {
  const type = entry.type as string;
  const role = type === "message" ? (entry.message as { role?: unknown } | null)?.role : undefined;
  const byRole = typeof role === "string" && MESSAGE_SHAPES[role] !== undefined;
  const checks = byRole ? wholeMessageChecks : wholeChecks;
  const key = byRole ? role : type;
  let whole = checks.get(key);
  if (!whole) {
    whole = wholeCheck(type, byRole ? role : undefined);
    checks.set(key, whole);
  }
  if (!whole.fields.Check(entry)) return false;
  if (!whole.block) return true;
  const { content } = (byRole ? entry.message : entry) as { content: unknown };
  if (typeof content === "string") return whole.textContent;
  if (!Array.isArray(content)) return false;
  for (let i = 0; i < content.length; i++) if (!whole.block.Check(content[i])) return false;
  return true;
}

/**
 * Each schema compiled once, on first use, into a checking function: a file
 * of 50,000 entries is checked 50,000 times, and a compiled check is many
 * times faster than walking the schema for every entry.
 */
const compiled = new Map<TSchema, Validator>();

/** The first field of `value` that does not match `schema`, said in words. */
function mismatch(schema: TSchema, value: unknown, what: string, prefix: string, text?: string): string | undefined {
  let validator = compiled.get(schema);
  if (!validator) {
    validator = Compile(schema);
    compiled.set(schema, validator);
  }
  if (validator.Check(value)) return undefined;
  const errors = Value.Errors(schema, value);
  const missing = errors.find((error) => error.keyword === "required");
  if (missing) {
    const base = fieldPath(prefix, missing.instancePath);
    const field = (missing.params as { requiredProperties: string[] }).requiredProperties[0]!;
    const expected = describeSchema(schemaAt(schema, missing.schemaPath)?.properties?.[field]);
    return `${what} without ${base ? `${base}.` : ""}${field}${expected ? ` (${expected})` : ""}`;
  }
  // The deepest path is the most precise one: a union fails at its own path
  // and, for the branch that came closest, at a path below it.
  const deepest = errors.reduce((a, b) => (b.instancePath.length > a.instancePath.length ? b : a));
  const expected = errors
    .filter((error) => error.instancePath === deepest.instancePath && error.keyword === "type")
    .map((error) => article((error.params as { type: string }).type));
  const field = fieldPath(prefix, deepest.instancePath);
  const key = deepest.instancePath.split("/").at(-1);
  const found = show(valueAt(value, deepest.instancePath), text, key);
  return `${what} whose ${field} is ${found}${expected.length > 0 ? ` (expected ${expected.join(" or ")})` : ""}`;
}

/** `message.` + `/content/0/text` → `message.content[0].text`. */
function fieldPath(prefix: string, instancePath: string): string {
  const parts = instancePath.split("/").slice(1);
  const path = parts.map((part) => (/^\d+$/.test(part) ? `[${part}]` : `.${part}`)).join("");
  return `${prefix}${path.replace(/^\./, "")}`.replace(/\.$/, "").replace(/\.\[/g, "[");
}

function valueAt(value: unknown, instancePath: string): unknown {
  let current = value;
  for (const part of instancePath.split("/").slice(1)) current = (current as Record<string, unknown>)?.[part];
  return current;
}

interface SchemaNode {
  type?: string;
  anyOf?: SchemaNode[];
  properties?: Record<string, SchemaNode>;
}

/** The schema a TypeBox `schemaPath` (`#/properties/message`) points at. */
function schemaAt(schema: TSchema, schemaPath: string): SchemaNode | undefined {
  let current: unknown = schema;
  for (const part of schemaPath.split("/").slice(1)) current = (current as Record<string, unknown> | undefined)?.[part];
  return current as SchemaNode | undefined;
}

/** "an object", "a string or an array": what a schema expects, for a message. */
function describeSchema(schema: SchemaNode | undefined): string | undefined {
  if (schema?.type) return article(schema.type);
  const kinds = schema?.anyOf?.map(describeSchema).filter((kind) => kind !== undefined);
  return kinds && kinds.length > 0 ? kinds.join(" or ") : undefined;
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

/**
 * A value from the file, short, for a message. A number is quoted as the line
 * writes it when `line` and its field's `key` are known: `JSON.stringify` would
 * show `1e400` (read as Infinity) as "null", and a 23-digit integer rounded.
 */
export function show(value: unknown, line?: string, key?: string): string {
  if (value === undefined) return "missing";
  if (typeof value === "number") {
    const written = line !== undefined && key !== undefined ? numberAsWritten(line, key, value) : undefined;
    if (!Number.isFinite(value)) {
      return `${written ?? "a number"} (too large for a number: it reads as ${value})`;
    }
    if (written !== undefined) return written;
  }
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
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
