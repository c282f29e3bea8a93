/**
 * The idea of chapter 01 in one screen: an agent is a loop around a model.
 * Call the model with the context; if its reply asks for tools, run them in
 * order, add each result to the context, and call the model again; stop when
 * it answers without asking, or at a turn limit. The loop yields an event as
 * each message ends, so its caller can show and save it at once.
 *
 * No streaming, no errors, no abort: chapter 01's second part shows what the
 * kit's loop (packages/agent-loop/src/loop.ts) adds, and why.
 *
 * Run it: npm run idea:01
 */

// KIT_LANG=zh-CN (or a Chinese locale) tells the story in Chinese.
const zh = /^zh/i.test(process.env.KIT_LANG || process.env.LC_ALL || process.env.LC_MESSAGES || process.env.LANG || "");

// #region types
type ToolCall = { id: string; name: string; argument: string };
type Message =
  | { role: "user"; text: string }
  | { role: "assistant"; text: string; toolCalls: ToolCall[] }
  | { role: "toolResult"; toolCallId: string; text: string };
type Reply = Extract<Message, { role: "assistant" }>;
type Model = (context: readonly Message[]) => Promise<Reply>;
type Tools = Record<string, (argument: string) => string>;
type Event = { type: "message_end"; message: Message } | { type: "agent_end"; reason: "done" | "turn_limit" };
// #endregion types

// #region loop
async function* agentLoop(model: Model, tools: Tools, prompt: Message): AsyncGenerator<Event> {
  const context: Message[] = [prompt];
  yield { type: "message_end", message: prompt };
  for (let turn = 1; turn <= 5; turn++) {
    const reply = await model([...context]); // 1. one model call, with a copy of the context
    context.push(reply);
    yield { type: "message_end", message: reply };
    if (reply.toolCalls.length === 0) {
      yield { type: "agent_end", reason: "done" }; // an answer without tool calls: the model is done
      return;
    }
    for (const call of reply.toolCalls) {
      // 2. each tool call, in the order the model wrote them; its result joins the context
      const text =
        tools[call.name]?.(call.argument) ??
        (zh ? `没有名为 "${call.name}" 的工具` : `there is no tool "${call.name}"`);
      const result: Message = { role: "toolResult", toolCallId: call.id, text };
      context.push(result);
      yield { type: "message_end", message: result };
    } // 3. and round again: the model sees the results
  }
  yield { type: "agent_end", reason: "turn_limit" };
}
// #endregion loop

// #region story
/** A scripted model: it asks to read the file once, then answers from the result. */
const model: Model = async (context) => {
  const last = context.at(-1)!;
  if (last.role === "user") {
    return { role: "assistant", text: "", toolCalls: [{ id: "call_1", name: "read_file", argument: "README.md" }] };
  }
  return { role: "assistant", text: `${zh ? "文件里写着：" : "The file says: "}${last.text}`, toolCalls: [] };
};
const tools: Tools = { read_file: (path) => (zh ? `# ${path}：一个教学项目` : `# ${path}: a teaching kit`) };

const prompt: Message = { role: "user", text: zh ? "README.md 里写了什么？" : "What is in README.md?" };
for await (const event of agentLoop(model, tools, prompt)) {
  if (event.type === "agent_end") console.log(`agent_end ${event.reason}`);
  else console.log(`message_end ${JSON.stringify(event.message)}`);
}
// #endregion story
