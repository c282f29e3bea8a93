// One TypeBox error formatter for the whole kit: a problem per broken rule, with its field, and no "boolean" twin.
import { schemaProblems } from "@kit/agent-loop/schema-problems";
import Type from "typebox";
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => vi.unstubAllEnvs());

const schema = Type.Object(
  {
    path: Type.String(),
    items: Type.Array(Type.Object({ name: Type.String(), "a/b": Type.Optional(Type.Integer({ minimum: 1 })) })),
  },
  { additionalProperties: false },
);

describe("schemaProblems (from the light subpath @kit/agent-loop/schema-problems)", () => {
  it("names the field of each problem as code writes it, and the properties a problem is about", () => {
    const problems = schemaProblems(schema, { items: [{ name: 7 }, { name: "x", "a/b": 0 }], extra: true });
    expect(problems).toEqual([
      {
        path: "",
        pointer: "",
        keyword: "required",
        message: "must have required properties path",
        properties: ["path"],
      },
      {
        path: "",
        pointer: "",
        keyword: "additionalProperties",
        message: "must not have additional properties",
        properties: ["extra"],
      },
      { path: "items[0].name", pointer: "/items/0/name", keyword: "type", message: "must be string", properties: [] },
      {
        path: "items[1].a/b",
        pointer: "/items/1/a~1b",
        keyword: "minimum",
        message: "must be >= 1",
        properties: [],
      },
    ]);
  });

  it("reports a forbidden property once, not again as TypeBox's 'schema is false'", () => {
    const problems = schemaProblems(schema, { path: "a", items: [], extra: 1 });
    expect(problems.map((p) => p.keyword)).toEqual(["additionalProperties"]);
  });

  it("finds nothing wrong with a value that fits", () => {
    expect(schemaProblems(schema, { path: "a", items: [{ name: "n", "a/b": 2 }] })).toEqual([]);
  });

  it("says TypeBox's words in the language asked for, English whatever KIT_LANG says", () => {
    vi.stubEnv("KIT_LANG", "zh-CN");
    const messages = (language?: "en" | "zh") => schemaProblems(schema, { path: 7, items: [] }, language)[0]?.message;
    expect(messages()).toBe("must be string");
    expect(messages("zh")).toBe("必须是 string");
  });
});
