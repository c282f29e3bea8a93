/**
 * Chapter 08, the idea in one screen: reading a real model's stream.
 *
 * A real model answers as a stream of small chunks. Text pieces append; the
 * pieces of several tool calls arrive interleaved, each tagged with an index,
 * and only joining them by that index gives whole calls; and only a chunk with
 * a finish_reason says the reply is complete. A stream that just stops (an
 * abort, a dropped connection) is NOT a finished reply. The kit's real reader
 * is packages/agent-loop/src/openai-chunks.ts and openai-model.ts.
 *
 * Run it: npm run idea:08
 */

// KIT_LANG=zh-CN (or a Chinese locale) tells the story in Chinese.
const zh = /^zh/i.test(process.env.KIT_LANG || process.env.LC_ALL || process.env.LC_MESSAGES || process.env.LANG || "");

// #region idea
type Chunk = {
  text?: string;
  toolCall?: { index: number; name?: string; args: string };
  finishReason?: "stop" | "tool_calls";
};

function readStream(chunks: Chunk[]) {
  let text = "";
  const calls: { name: string; args: string }[] = []; // by the stream's index, never by arrival
  let finishReason: string | undefined;
  for (const chunk of chunks) {
    if (chunk.text) text += chunk.text;
    if (chunk.toolCall) {
      const { index, name, args } = chunk.toolCall;
      calls[index] ??= { name: name ?? "", args: "" }; // the name comes only with the first piece
      calls[index].args += args;
    }
    if (chunk.finishReason) finishReason = chunk.finishReason;
  }
  // No finish_reason: the stream ended early, whatever the SDK's loop says.
  return finishReason
    ? { text, calls, finishReason }
    : {
        error: zh
          ? `流在“${text}”之后结束，没有 finish_reason`
          : `the stream ended without finish_reason after "${text}"`,
      };
}

const twoCalls: Chunk[] = [
  { toolCall: { index: 0, name: "read_file", args: '{"pa' } },
  { toolCall: { index: 1, name: "read_file", args: '{"path":"lo' } },
  { toolCall: { index: 0, args: 'th":"README.md"}' } },
  { toolCall: { index: 1, args: 'op.md"}' } },
  { finishReason: "tool_calls" },
];
const cutOff: Chunk[] = zh
  ? [{ text: "这个文件的" }, { text: "标题是" }]
  : [{ text: "The file is " }, { text: "titled" }]; // the connection dropped here
// #endregion idea

// #region print
console.log(zh ? "两个工具调用，片段交错到达：" : "Two tool calls, their pieces interleaved:");
console.log(`  ${JSON.stringify(readStream(twoCalls))}`);
console.log(zh ? "回复说到一半，流断了：" : "A stream cut off in the middle of the reply:");
console.log(`  ${JSON.stringify(readStream(cutOff))}`);
// #endregion print
