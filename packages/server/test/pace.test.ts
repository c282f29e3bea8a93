/**
 * Pace for a class: the same run, slowed down or one event at a time, over
 * real HTTP. What must hold: a paced run saves exactly what an instant one
 * does, a stepped run moves one event per click and only when told, and abort
 * ends either at once.
 */

import { createScriptedModel, userMessage } from "@kit/agent-loop";
import { isEntryOfType } from "@kit/session-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import type {
  AbortResult,
  ApiError,
  PromptAccepted,
  SessionDetail,
  SessionSummary,
  StepResult,
} from "../src/api-types.ts";
import { PACE_DELAY_MS, pacedModel, StepGate } from "../src/paced-model.ts";
import { compactingModel, longText, SMALL_WINDOW } from "./helpers/compacting-run.ts";
import { SseListener } from "./helpers/sse-client.ts";
import { startTestServer, type TestServer, waitFor } from "./helpers/test-server.ts";

let server: TestServer;
let listener: SseListener | undefined;
afterEach(async () => {
  await listener?.close();
  listener = undefined;
  await server?.stop();
});

async function sessionWithListener(): Promise<string> {
  const id = (await server.api<SessionSummary>("POST", "/api/sessions", {})).body.id as string;
  listener = await SseListener.open(`${server.url}/api/sessions/${id}/events`);
  return id;
}

/** Lists the workspace's notes/ with a tool, then answers from the result: two turns, a tool run between. */
const TOOL_PROMPT = "Which files are in notes/?";

/** What the model streamed so far: the reply's start (message_start) and each piece (message_update). */
const updates = () =>
  listener!.events.filter(
    (e) => e.event === "message_update" || (e.event === "message_start" && e.data.event.message.role === "assistant"),
  ).length;

describe("pace", () => {
  it("refuses an unknown pace, naming the field", async () => {
    server = await startTestServer();
    const id = await sessionWithListener();
    const answer = await server.api<ApiError>("POST", `/api/sessions/${id}/prompt`, {
      text: "hello",
      pace: "fast",
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toContain('field "pace"');
  });

  it("slow: a pause before every streamed piece, and the same messages saved as at full speed", async () => {
    server = await startTestServer();
    const id = await sessionWithListener();
    expect(
      (await server.api<PromptAccepted>("POST", `/api/sessions/${id}/prompt`, { text: "hello", pace: "slow" })).status,
    ).toBe(202);
    const end = await listener!.waitForEvent((e) => e.event === "run_end", "run_end");
    expect(end.data.reason).toBe("done");
    // The reply came in several pieces (start, deltas); that each waited its pause is shown with fake time below.
    expect(updates()).toBeGreaterThan(1);

    const instant = (await server.api<SessionSummary>("POST", "/api/sessions", {})).body.id as string;
    const other = await SseListener.open(`${server.url}/api/sessions/${instant}/events`);
    await server.api<PromptAccepted>("POST", `/api/sessions/${instant}/prompt`, { text: "hello" });
    await other.waitForEvent((e) => e.event === "run_end", "the instant run_end");
    await other.close();
    const texts = async (sessionId: string) =>
      (await server.api<SessionDetail>("GET", `/api/sessions/${sessionId}`)).body.entries
        .filter((e) => isEntryOfType(e, "message"))
        // Every message this run saves (user, assistant, tool result) has content.
        .map((e) => JSON.stringify("content" in e.message ? e.message.content : e.message));
    expect(await texts(id)).toEqual(await texts(instant));
  });

  it("slow: each streamed piece is held until its pause has passed (fake timers: no clock is measured)", async () => {
    vi.useFakeTimers();
    try {
      const model = pacedModel(createScriptedModel({ replies: [{ text: "a paced reply" }] }), "slow");
      const stream = model.stream({ systemPrompt: "", messages: [userMessage("hi", 0)], tools: [] });
      const pieces = stream[Symbol.asyncIterator]();
      for (let piece = 1; piece <= 2; piece++) {
        let arrived = false;
        const next = pieces.next().then((result) => {
          arrived = true;
          return result;
        });
        await vi.advanceTimersByTimeAsync(PACE_DELAY_MS.slow - 1);
        expect(arrived, `piece ${piece} before its pause ended`).toBe(false);
        await vi.advanceTimersByTimeAsync(1);
        expect(arrived, `piece ${piece} once its pause ended`).toBe(true);
        expect((await next).done).toBe(false);
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it("step: each event of the run waits for its own click, in the order an instant run has", async () => {
    server = await startTestServer();
    const id = await sessionWithListener();
    const step = async () => (await server.api<StepResult>("POST", `/api/sessions/${id}/step`)).body.step;
    // No run yet: nothing to step.
    expect(await step()).toBe("not stepping");
    await server.api<PromptAccepted>("POST", `/api/sessions/${id}/prompt`, { text: TOOL_PROMPT, pace: "step" });

    const shown = () => listener!.events.filter((e) => e.event !== "step_waiting").map((e) => e.event);
    const waits = () => listener!.events.filter((e) => e.event === "step_waiting");
    const waiting = (count: number) =>
      waitFor(() => (waits().length === count ? waits().at(-1)!.data : undefined), `wait ${count}`);
    // Only run_start comes unasked; then the run waits, and says for which event.
    let next = await waiting(1);
    expect(shown()).toEqual(["run_start"]);
    for (let click = 1; ; click++) {
      expect(await step()).toBe("released");
      await waitFor(() => (shown().length > click ? true : undefined), `the event of click ${click}`);
      expect(shown().at(-1), `click ${click}`).toBe(next.next);
      if (next.next === "run_end") break;
      // The run waits again before its next event; by then this click has let exactly one event through.
      next = await waiting(click + 1);
      expect(shown(), `after click ${click}`).toHaveLength(click + 1);
    }

    // The same question at full speed: the same events, in the same order, tool run included.
    const instant = (await server.api<SessionSummary>("POST", "/api/sessions", {})).body.id as string;
    const other = await SseListener.open(`${server.url}/api/sessions/${instant}/events`);
    await server.api<PromptAccepted>("POST", `/api/sessions/${instant}/prompt`, { text: TOOL_PROMPT });
    await other.waitForEvent((e) => e.event === "run_end", "the instant run_end");
    await other.close();
    const instantEvents = other.events.map((e) => e.event);
    expect(instantEvents).toContain("tool_execution_start");
    expect(shown()).toEqual(instantEvents);
  });

  it("step: a compaction between turns waits for its clicks too, one event each", async () => {
    server = await startTestServer({ model: compactingModel(), compaction: SMALL_WINDOW });
    const id = await sessionWithListener();
    await server.api<PromptAccepted>("POST", `/api/sessions/${id}/prompt`, { text: longText(40) });
    await listener!.waitForEvent((e) => e.event === "run_end", "the first run's end");
    const before = listener!.events.length;

    await server.api<PromptAccepted>("POST", `/api/sessions/${id}/prompt`, { text: longText(2), pace: "step" });
    const shown = () => listener!.events.slice(before).filter((e) => e.event !== "step_waiting");
    const waits = () => listener!.events.slice(before).filter((e) => e.event === "step_waiting");
    const waiting = (count: number) =>
      waitFor(() => (waits().length === count ? waits().at(-1)!.data : undefined), `wait ${count}`);
    let next = await waiting(1);
    for (let click = 1; ; click++) {
      await server.api<StepResult>("POST", `/api/sessions/${id}/step`);
      await waitFor(() => (shown().length > click ? true : undefined), `the event of click ${click}`);
      expect(shown().at(-1)!.event, `click ${click}`).toBe(next.next);
      if (next.next === "run_end") break;
      next = await waiting(click + 1);
      expect(shown(), `after click ${click}`).toHaveLength(click + 1);
    }
    const names = shown().map((e) => e.event);
    expect(names).toContain("compaction");
    // The summary entry is announced by its own click, just before the figures.
    expect(names[names.indexOf("compaction") - 1]).toBe("session_updated");
  });

  it("step: a click that comes before the run waits is owed, and abort ends a held run at once", async () => {
    server = await startTestServer();
    const id = await sessionWithListener();
    const step = async () => (await server.api<StepResult>("POST", `/api/sessions/${id}/step`)).body.step;
    await server.api<PromptAccepted>("POST", `/api/sessions/${id}/prompt`, {
      text: "explain the agent loop",
      pace: "step",
    });
    const shown = () => listener!.events.filter((e) => e.event !== "step_waiting").length;
    // Clicks sent without waiting for the run: none is lost, and each lets one event through.
    for (let click = 1; click <= 3; click++) {
      expect(["released", "owed"]).toContain(await step());
      await waitFor(() => (shown() > click ? true : undefined), `the event of click ${click}`);
      expect(shown(), `events after click ${click}`).toBe(click + 1);
    }
    // Click on until the model's reply has begun to stream.
    while (!listener!.events.some((e) => e.event === "message_update")) {
      const before = shown();
      await step();
      await waitFor(() => (shown() > before ? true : undefined), "the next event");
    }
    expect((await server.api<SessionDetail>("GET", `/api/sessions/${id}`)).body.running).toBe(true);

    // Without the abort the run would wait for the next step forever: a run_end now can only come from the abort.
    expect((await server.api<AbortResult>("POST", `/api/sessions/${id}/abort`)).body).toEqual({ aborted: true });
    const end = await listener!.waitForEvent((e) => e.event === "run_end", "run_end after abort");
    expect(end.data.reason).toBe("aborted");
    const last = (await server.api<SessionDetail>("GET", `/api/sessions/${id}`)).body.entries.at(-1);
    expect(last).toMatchObject({ message: { role: "assistant", stopReason: "aborted" } });
  });

  it("StepGate: a release with nothing waiting is owed: the next wait passes, the one after waits", async () => {
    const gate = new StepGate();
    const passes: string[] = [];
    const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
    expect(gate.release()).toBe("owed");
    void gate.wait(undefined).then(() => passes.push("first"));
    await settled();
    expect(passes).toEqual(["first"]); // the owed release let it pass
    void gate.wait(undefined).then(() => passes.push("second"));
    await settled();
    expect(passes).toEqual(["first"]); // nothing owed any more: it waits
    expect(gate.release()).toBe("released");
    await settled();
    expect(passes).toEqual(["first", "second"]);
  });

  it("step: a run at another pace is not stepped", async () => {
    server = await startTestServer();
    const id = await sessionWithListener();
    await server.api<PromptAccepted>("POST", `/api/sessions/${id}/prompt`, { text: "hello", pace: "slow" });
    await listener!.waitForEvent((e) => e.event === "run_start", "run_start");
    expect((await server.api<StepResult>("POST", `/api/sessions/${id}/step`)).body.step).toBe("not stepping");
    expect((await server.api<AbortResult>("POST", `/api/sessions/${id}/abort`)).body).toEqual({ aborted: true });
    await listener!.waitForEvent((e) => e.event === "run_end", "run_end");
  });
});
