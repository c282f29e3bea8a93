/**
 * "Step by step" on a run with a tool call, in Chromium: every event the
 * timeline shows waits for its own click, the button says which one comes
 * next, and N clicks show N events, from the first held one to run_end.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousAxeProblems } from "./helpers/axe.ts";
import { browserSuite } from "./helpers/browser-suite.ts";
import { ask, byTestId } from "./helpers/page.ts";

// As slow between pieces as a real model: a click comes while the server is not yet waiting for it.
const suite = browserSuite({ pieceDelayMs: 300 });

/** Lists notes/ with list_files, then answers from the result: two turns, a tool run and its saves between. */
const TOOL_PROMPT = "Which files are in notes/?";
const TOOL_ANSWER = "Ask me to read any of them.";

interface Shown {
  name: string;
  detail: string;
}

/** Every event the timeline shows, oldest first, with a folded "message_update ×N" unfolded. */
function shownEvents(page: Page): Promise<Shown[]> {
  return byTestId(page, "timeline-row").evaluateAll((rows) =>
    rows.flatMap((row) => {
      const name = row.getAttribute("data-event") ?? "";
      const detail = row.querySelector(".event-detail")?.textContent ?? "";
      const count = Number(row.querySelector(".count")?.textContent?.slice(1) ?? 1);
      return Array.from({ length: count }, () => ({ name, detail }));
    }),
  );
}

/** The server waits for POST /step only before a piece of the model's reply; everything else arrives unasked. */
const isPiece = (event: Shown) =>
  event.name === "message_update" || (event.name === "message_start" && event.detail === "assistant");

describe("step by step", () => {
  it("shows a run with a tool call one event per click, naming each held event before it comes", async () => {
    // The same question at full speed in a session of its own: the events the stepped run must show, in order.
    const reference = await suite.freshPage("step reference");
    await ask(reference, TOOL_PROMPT, TOOL_ANSWER);
    const expected = await shownEvents(reference);
    const names = expected.map((event) => event.name);
    for (const name of ["tool_execution_start", "tool_execution_end", "session_updated", "turn_start", "run_end"])
      expect(names).toContain(name);
    expect(expected).toContainEqual({ name: "message_start", detail: "toolResult" });

    const page = await suite.freshPage("step with a tool");
    await byTestId(page, "pace-select").selectOption("step");
    await byTestId(page, "prompt-input").fill(TOOL_PROMPT);
    await byTestId(page, "send-button").click();
    const step = byTestId(page, "step-button");
    await step.waitFor();
    const count = async () => Number(await byTestId(page, "timeline-count").getAttribute("data-count"));
    // Held from the run's start on.
    const first = await count();
    expect(first).toBe(names.indexOf("run_start") + 1);
    // The step button and the held run, as a room reads them: nothing serious for axe.
    expect(await seriousAxeProblems(page)).toEqual([]);
    // That the question box keeps its width beside the step button: browser-what-a-person-sees.test.ts.

    for (let shown = first; shown < expected.length; shown++) {
      const next = expected[shown]!;
      // A held event is named on the button as drawn; a piece the server has not sent yet cannot be.
      const label = isPiece(next) ? "Next event ▸ (the model's next piece)" : `Next event ▸ ${next.name}`;
      // biome-ignore lint/performance/useDomNodeTextContent: the class reads the drawn text, not the DOM's
      await expect.poll(() => step.innerText(), { message: `before event ${shown}` }).toBe(label);
      expect(await count()).toBe(shown);
      await step.click();
      await expect.poll(count, { message: `after event ${shown}` }).toBe(shown + 1);
    }
    await step.waitFor({ state: "detached" });
    expect((await shownEvents(page)).map((event) => event.name)).toEqual(names);
  });
});
