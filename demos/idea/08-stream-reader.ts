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
    : { error: `the stream ended without finish_reason after "${text}"` };
}

const twoCalls: Chunk[] = [
  { toolCall: { index: 0, name: "read_file", args: '{"pa' } },
  { toolCall: { index: 1, name: "read_file", args: '{"path":"lo' } },
  { toolCall: { index: 0, args: 'th":"README.md"}' } },
  { toolCall: { index: 1, args: 'op.md"}' } },
  { finishReason: "tool_calls" },
];
const cutOff: Chunk[] = [{ text: "The file is " }, { text: "titled" }]; // the connection dropped here
// #endregion idea

// #region print
console.log("Two tool calls, their pieces interleaved:");
console.log(`  ${JSON.stringify(readStream(twoCalls))}`);
console.log("A stream cut off in the middle of the reply:");
console.log(`  ${JSON.stringify(readStream(cutOff))}`);
// #endregion print
