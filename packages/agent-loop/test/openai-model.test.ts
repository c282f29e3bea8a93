// The OpenAI-compatible model against a local HTTP server: the real SDK, real
// HTTP on 127.0.0.1, and server bytes chosen by each test.
import { afterEach, describe, expect, it } from "vitest";
import {
  type AgentEvent,
  buildProviderRequest,
  createOpenAIModel,
  createTeachingModel,
  createTeachingTools,
  type Model,
  type ModelEvent,
  type ModelRequest,
  modelFromEnvironment,
  type OpenAIModelOptions,
  sampleWorkspaceDir,
  startStandInServer,
  textOf,
  userMessage,
} from "../src/index.ts";
import { standInExtraBody } from "../src/teaching/standin-server.ts";
import {
  frame,
  type Handler,
  sseHead,
  startFakeServer,
  usageFrame,
  writeInPieces,
} from "./helpers/fake-openai-server.ts";
import { collect, fixedClock } from "./helpers/run.ts";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function serve(handler: Handler, options: Partial<OpenAIModelOptions> = {}) {
  const server = await startFakeServer(handler);
  cleanups.push(server.close);
  const model = createOpenAIModel({
    apiKey: "test-key",
    baseURL: server.baseURL,
    model: "test-model",
    maxRetries: 0,
    // A bound on a hang only: a busy machine may take seconds to answer on loopback.
    timeoutMs: 30_000,
    ...options,
  });
  return { server, model };
}

const request = (extra: Partial<ModelRequest> = {}): ModelRequest => ({
  systemPrompt: "Be brief.",
  messages: [userMessage("hi", 0)],
  tools: [
    {
      name: "read_file",
      description: "Read a file.",
      parameters: { type: "object", properties: { path: { type: "string" } } },
    },
  ],
  ...extra,
});

async function run(model: Model, req: ModelRequest, onEvent?: (e: ModelEvent) => void) {
  const events: ModelEvent[] = [];
  for await (const event of model.stream(req)) {
    events.push(event);
    onEvent?.(event);
  }
  const last = events.at(-1);
  if (last?.type !== "done" && last?.type !== "error") throw new Error(`stream ended with ${last?.type}`);
  return { events, message: last.message };
}

function jsonError(status: number, message: string): Handler {
  return (_req, res) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify({ error: { message, type: "test_error", code: null } }));
  };
}

describe("the OpenAI-compatible model: replies", () => {
  it("joins SSE frames split across writes, and maps usage from the final chunk without choices", async () => {
    const { server, model } = await serve(async (_req, res) => {
      sseHead(res);
      const bytes = [
        frame({ role: "assistant", content: "" }),
        frame({ content: "Hello" }),
        frame({ content: ", world" }),
        frame({}, "stop"),
        usageFrame(120, 7, 20),
        "data: [DONE]\n\n",
      ].join("");
      await writeInPieces(res, bytes, [3, 40, 150, 151, 260, 400]); // inside "data:", inside JSON, between frames
    });
    const { message, events } = await run(model, request());
    expect(message.content).toEqual([{ type: "text", text: "Hello, world" }]);
    expect(message.stopReason).toBe("stop");
    expect(message.usage).toMatchObject({ input: 100, cacheRead: 20, output: 7, totalTokens: 127 });
    expect(message).toMatchObject({ api: "openai-completions", provider: "openai-compatible", model: "test-model" });
    expect(events.flatMap((e) => (e.type === "text_delta" ? [e.delta] : []))).toEqual(["Hello", ", world"]);
    // What went over the wire is exactly what buildProviderRequest says the model sees.
    expect(server.bodies[0]).toEqual(
      JSON.parse(JSON.stringify(buildProviderRequest({ model: "test-model", ...request() }))),
    );
    expect(server.bodies[0]?.stream_options).toEqual({ include_usage: true });
  });

  it('sends a thinking level as reasoning_effort, and nothing for "off"', async () => {
    const { server, model } = await serve((_req, res) => {
      sseHead(res);
      res.end([frame({ content: "ok" }), frame({}, "stop"), "data: [DONE]\n\n"].join(""));
    });
    await run(model, request({ thinkingLevel: "high" }));
    await run(model, request({ thinkingLevel: "off" }));
    expect(server.bodies.map((body) => body.reasoning_effort)).toEqual(["high", undefined]);
  });

  it("assembles several tool calls whose pieces interleave, joined by index", async () => {
    const { model } = await serve(async (_req, res) => {
      sseHead(res);
      const call = (index: number, piece: Record<string, unknown>) => frame({ tool_calls: [{ index, ...piece }] });
      await writeInPieces(
        res,
        [
          call(0, { id: "call_a", type: "function", function: { name: "read_file", arguments: "" } }),
          call(1, { id: "call_b", type: "function", function: { name: "list_files", arguments: '{"pa' } }),
          call(0, { function: { arguments: '{"path":' } }),
          call(1, { function: { arguments: 'th":"notes/"}' } }),
          call(0, { function: { arguments: '"a.md"}' } }),
          frame({}, "tool_calls"),
          "data: [DONE]\n\n",
        ].join(""),
        [100, 333],
      );
    });
    const { message, events } = await run(model, request());
    expect(message.stopReason).toBe("toolUse");
    expect(message.content).toEqual([
      { type: "toolCall", id: "call_a", name: "read_file", arguments: { path: "a.md" } },
      { type: "toolCall", id: "call_b", name: "list_files", arguments: { path: "notes/" } },
    ]);
    expect(events.filter((e) => e.type === "toolcall_end")).toHaveLength(2);
  });

  it("keeps reasoning apart from the answer as thinking", async () => {
    const { model } = await serve(async (_req, res) => {
      sseHead(res);
      res.end(
        [
          frame({ reasoning_content: "Let me think." }),
          frame({ content: "42" }),
          frame({}, "stop"),
          "data: [DONE]\n\n",
        ].join(""),
      );
    });
    const { message } = await run(model, request());
    expect(message.content).toEqual([
      { type: "thinking", thinking: "Let me think." },
      { type: "text", text: "42" },
    ]);
  });

  it("reports tool arguments that are not valid JSON, and a finish reason it does not know", async () => {
    const broken = await serve((_req, res) => {
      sseHead(res);
      res.end(
        [
          frame({
            tool_calls: [
              { index: 0, id: "c", type: "function", function: { name: "read_file", arguments: '{"path": "a' } },
            ],
          }),
          frame({}, "length"),
          "data: [DONE]\n\n",
        ].join(""),
      );
    });
    const first = await run(broken.model, request());
    expect(first.message.stopReason).toBe("error");
    expect(first.message.errorMessage).toBe('The arguments of tool call read_file (c) are not valid JSON: {"path": "a');

    const filtered = await serve((_req, res) => {
      sseHead(res);
      res.end([frame({ content: "I can" }), frame({}, "content_filter"), "data: [DONE]\n\n"].join(""));
    });
    const second = await run(filtered.model, request());
    expect(second.message.errorMessage).toBe('The provider stopped the reply with finish_reason "content_filter".');
    expect(second.message.content).toEqual([{ type: "text", text: "I can" }]);
  });
});

describe("the OpenAI-compatible model: failures become error replies", () => {
  it("a 400 says the status and the server's own message", async () => {
    const { server, model } = await serve(jsonError(400, "Invalid value for 'messages[1].role'."));
    const { message, events } = await run(model, request());
    expect(events.map((e) => e.type)).toEqual(["start", "error"]);
    expect(message.stopReason).toBe("error");
    expect(message.errorMessage).toBe(
      `HTTP 400 from ${server.baseURL}: Invalid value for 'messages[1].role'. (the server rejected the request)`,
    );
  });

  it("a 500 says so, with a hint, after no retries when maxRetries is 0", async () => {
    const { server, model } = await serve(jsonError(500, "The upstream model crashed."));
    const { message } = await run(model, request());
    expect(message.errorMessage).toBe(
      `HTTP 500 from ${server.baseURL}: The upstream model crashed. (the server failed; try again later)`,
    );
    expect(server.bodies).toHaveLength(1);
  });

  it("a 401 and a 429 point at what to check", async () => {
    const unauthorized = await serve(jsonError(401, "Incorrect API key provided."));
    expect((await run(unauthorized.model, request())).message.errorMessage).toMatch(
      /^HTTP 401 from .*: Incorrect API key provided\. \(check OPENAI_API_KEY\)$/,
    );
    const limited = await serve(jsonError(429, "Rate limit reached."));
    expect((await run(limited.model, request())).message.errorMessage).toMatch(
      /^HTTP 429 .*Rate limit reached\. \(too many requests/,
    );
  });

  it("retries a 500 when allowed, and succeeds", async () => {
    let calls = 0;
    const { model } = await serve(
      (req, res) => {
        calls += 1;
        if (calls === 1) return jsonError(500, "try again")(req, res, {});
        sseHead(res);
        res.end([frame({ content: "second time lucky" }), frame({}, "stop"), "data: [DONE]\n\n"].join(""));
      },
      { maxRetries: 1 },
    );
    const { message } = await run(model, request());
    expect(calls).toBe(2);
    expect(message.content).toEqual([{ type: "text", text: "second time lucky" }]);
  });

  it("a stream whose connection is cut mid-reply is an error, and keeps what arrived", async () => {
    const { model } = await serve(async (_req, res) => {
      sseHead(res);
      // Cut the connection once the piece has left (the write's callback), not after a guessed pause.
      await new Promise((resolve) => res.write(frame({ content: "Half an ans" }), resolve));
      res.socket?.destroy();
    });
    const { message } = await run(model, request());
    expect(message.stopReason).toBe("error");
    expect(message.errorMessage).toMatch(/^The stream from http:\/\/127\.0\.0\.1:\d+\/v1 was cut off/);
    expect(message.content).toEqual([{ type: "text", text: "Half an ans" }]);
  });

  it("a stream that ends cleanly but before any finish_reason is an error too", async () => {
    const { model } = await serve((_req, res) => {
      sseHead(res);
      res.end(frame({ content: "Half" }));
    });
    const { message } = await run(model, request());
    expect(message.stopReason).toBe("error");
    expect(message.errorMessage).toMatch(/was cut off: it ended before the model finished its reply\.$/);
  });

  it("a server that never answers times out", async () => {
    const { server, model } = await serve(() => undefined, { timeoutMs: 300 });
    const { message } = await run(model, request());
    expect(message.stopReason).toBe("error");
    expect(message.errorMessage).toBe(`Timed out waiting for ${server.baseURL} to answer.`);
  });

  it("a stream that goes silent mid-reply times out", async () => {
    const { model } = await serve(
      (_req, res) => {
        sseHead(res);
        res.write(frame({ content: "I was saying" }));
      },
      // Long enough that the headers and the first piece arrive before the silence counts, even on a busy machine.
      { timeoutMs: 2000 },
    );
    const { message } = await run(model, request());
    expect(message.stopReason).toBe("error");
    expect(message.errorMessage).toMatch(
      /^Timed out: http:\/\/127\.0\.0\.1:\d+\/v1 sent nothing for 2000 ms in the middle of the reply\.$/,
    );
    expect(message.content).toEqual([{ type: "text", text: "I was saying" }]);
  });

  it("an abort mid-stream ends with stopReason aborted and keeps the partial text", async () => {
    const { model } = await serve(async (_req, res) => {
      sseHead(res);
      res.write(frame({ content: "Once upon" }));
      // Never finishes the reply: only the client's abort can end this stream (or the test's timeout would).
      await new Promise((resolve) => res.on("close", resolve));
    });
    const controller = new AbortController();
    const { message } = await run(model, request({ signal: controller.signal }), (event) => {
      if (event.type === "text_delta") controller.abort();
    });
    expect(message.stopReason).toBe("aborted");
    expect(message.content).toEqual([{ type: "text", text: "Once upon" }]);
  });

  it("an abort before the request is sent ends as aborted without a server call", async () => {
    const { server, model } = await serve(jsonError(500, "should not be called"));
    const controller = new AbortController();
    controller.abort();
    const { message } = await run(model, request({ signal: controller.signal }));
    expect(message.stopReason).toBe("aborted");
    expect(server.bodies).toHaveLength(0);
  });
});

describe("the stand-in server and the environment", () => {
  it("runs the whole loop over real HTTP and gives the same messages as the teaching model in-process", async () => {
    const server = await startStandInServer({ model: createTeachingModel({ now: fixedClock() }) });
    cleanups.push(server.close);
    const tools = createTeachingTools({ workspace: sampleWorkspaceDir });
    const overHttp = createOpenAIModel({
      apiKey: "stand-in",
      baseURL: server.baseURL,
      model: "teaching",
      maxRetries: 0,
      timeoutMs: 5000,
    });
    const runWith = async (model: Model) => {
      const events = await collect({
        model,
        systemPrompt: "Teach.",
        tools,
        prompt: userMessage("read agent-loop.md", 0),
        now: fixedClock(),
      });
      const end = events.at(-1) as Extract<AgentEvent, { type: "agent_end" }>;
      return end.messages.map((m) => (m.role === "assistant" ? m.content : m));
    };
    const viaHttp = await runWith(overHttp);
    const direct = await runWith(createTeachingModel({ now: fixedClock() }));
    expect(viaHttp).toEqual(direct);
    expect(viaHttp).toHaveLength(4); // prompt, tool call, tool result, answer
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]?.messages?.map((m) => m.role)).toEqual(["system", "user", "assistant", "tool"]);
  });

  it("carries a summary request's data to the stand-in (standInExtraBody): the teaching model summarises", async () => {
    const server = await startStandInServer();
    cleanups.push(server.close);
    const options = { apiKey: "stand-in", baseURL: server.baseURL, model: "teaching", maxRetries: 0 };
    const prompt = userMessage("Summarise the conversation above.", 0);
    const summary = { messages: [userMessage("read README.md", 0)] };
    const replyOf = async (model: Model) => {
      const { message } = await run(model, { systemPrompt: "", messages: [prompt], tools: [], summary });
      return textOf(message.content);
    };
    expect(await replyOf(createOpenAIModel({ ...options, extraBody: standInExtraBody }))).toMatch(
      /^## Goal\n- read README.md\n/,
    );
    // Without the stand-in's extra field the data stays home, and the teaching model answers the prompt instead.
    expect(await replyOf(createOpenAIModel(options))).not.toContain("## Goal");
  });

  it("sends a real endpoint nothing the kit made up, summary or not: no extra field, no kit header", async () => {
    const headers: string[][] = [];
    const { server, model } = await serve((req, res) => {
      headers.push(Object.keys(req.headers));
      sseHead(res);
      res.end([frame({ role: "assistant", content: "ok" }), frame({}, "stop"), "data: [DONE]\n\n"].join(""));
    });
    const summary = { messages: [userMessage("read README.md", 0)], previousSummary: "## Goal" };
    await run(model, request({ summary }));
    await run(model, request());
    const { summary: _data, ...asSent } = request({ summary });
    expect(server.bodies).toEqual([
      buildProviderRequest({ model: "test-model", ...asSent }),
      buildProviderRequest({ model: "test-model", ...request() }),
    ]);
    expect(headers.flat().filter((name) => name.startsWith("x-kit"))).toEqual([]);
  });

  it("refuses a request that does not stream, in OpenAI's error shape", async () => {
    const server = await startStandInServer();
    cleanups.push(server.close);
    const response = await fetch(`${server.baseURL}/chat/completions`, {
      method: "POST",
      body: JSON.stringify({ model: "x", messages: [] }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        message: "The stand-in only answers streaming requests (stream: true).",
        type: "invalid_request_error",
        code: null,
      },
    });
  });

  it("modelFromEnvironment picks the teaching model without a key, the OpenAI model with one", () => {
    expect(modelFromEnvironment({})).toMatchObject({ provider: "scripted", id: "teaching" });
    expect(modelFromEnvironment({ OPENAI_API_KEY: "k" })).toMatchObject({ provider: "openai", id: "gpt-4o-mini" });
    expect(
      modelFromEnvironment({
        OPENAI_API_KEY: "k",
        OPENAI_BASE_URL: "http://127.0.0.1:11434/v1",
        OPENAI_MODEL: "llama3.2",
      }),
    ).toMatchObject({
      provider: "openai-compatible",
      id: "llama3.2",
    });
  });
});
