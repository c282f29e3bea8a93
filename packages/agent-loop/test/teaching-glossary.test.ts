/**
 * Every term of the kit's glossary is answerable, in both languages, because
 * the answers are the glossary's own rows, read at run time: a row added or
 * reworded there is what the model says, and a term it cannot find fails here.
 */
import { execFileSync } from "node:child_process";
import { tmpdir } from "node:os";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { createTeachingTools, sampleWorkspaceDir, teachingReply, toToolSpec, userMessage } from "../src/index.ts";
import { glossary } from "../src/teaching/understanding/glossary.ts";

const tools = createTeachingTools({ workspace: sampleWorkspaceDir }).map(toToolSpec);
const answer = (question: string) =>
  teachingReply({ systemPrompt: "", messages: [userMessage(question, 0)], tools }).text ?? "";

describe("the glossary, as the teaching model's answers", () => {
  const english = glossary("en");
  const chinese = glossary("zh");

  it("is read from docs/glossary.md and docs/zh-CN/glossary.md, row for row", () => {
    expect(english.length).toBeGreaterThan(50);
    expect(chinese.map((entry) => entry.id)).toEqual(english.map((entry) => entry.id));
  });

  it.each(english.map((entry) => [entry.term, entry] as const))(
    "answers “what is %s?” with its row and its chapter",
    (term, entry) => {
      const said = answer(`What is ${term}?`);
      expect(said).toContain(entry.sentence);
      expect(said).toContain(`docs/${entry.chapters[0]}`);
    },
  );

  it.each(chinese.map((entry) => [entry.term, entry] as const))("answers “%s是什么？” in Chinese", (term, entry) => {
    const said = answer(`${term}是什么？`);
    expect(said).toContain(entry.sentence);
    expect(said).toContain(`docs/zh-CN/${entry.chapters[0]}`);
  });

  it("answers from the files as they are, wherever the process was started", () => {
    const module = fileURLToPath(new URL("../src/teaching/behaviour.ts", import.meta.url));
    const question = { role: "user", content: "what is a fork?", timestamp: 0 };
    const script = `import { teachingReply } from ${JSON.stringify(module)};
      const reply = teachingReply({ systemPrompt: "", tools: [], messages: [${JSON.stringify(question)}] });
      console.log(reply.text);`;
    const tsx = fileURLToPath(import.meta.resolve("tsx"));
    const out = execFileSync(process.execPath, ["--import", tsx, "--input-type=module", "-e", script], {
      cwd: tmpdir(),
      encoding: "utf8",
    });
    expect(out).toContain(english.find((entry) => entry.id === "fork")?.sentence);
  });
});
