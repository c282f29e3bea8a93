/**
 * Chapter 09, the idea in one screen: save first, announce second, and let a
 * tab that was away catch up from the id of the last event it saw.
 *
 * A run is started by one request and watched through another: every event
 * gets a number; a finished message is written to the file BEFORE its event
 * goes out, so no tab ever shows what the file does not hold; a tab remembers
 * the last number it saw and, on reconnecting, is sent what came after it
 * (that is what the browser's Last-Event-ID header carries). The kit's real
 * server is packages/server (HTTP, server-sent events, epochs, heartbeats).
 *
 * Run it: npm run idea:09
 */

import { readdirSync, readFileSync } from "node:fs";
import { displayWidth, pad } from "../lib/columns.ts";

// The replies tell what the sample workspace really holds, so the story cannot drift from it.
const workspace = new URL("../../packages/agent-loop/sample-workspace/", import.meta.url);
const entries = readdirSync(workspace).length;
const firstLine = (name: string) => readFileSync(new URL(name, workspace), "utf8").split("\n")[0]!;

// KIT_LANG=zh-CN (or a Chinese locale) tells the story in Chinese.
const zh = /^zh/i.test(process.env.KIT_LANG || process.env.LC_ALL || process.env.LC_MESSAGES || process.env.LANG || "");
const say = zh
  ? {
      saved: (what: string) => `已保存 ${what}`,
      prompts: ["列出文件。", "读一下 README.zh-CN.md。"],
      pieces: [
        ["我看到 ", `${entries} 项。`],
        ["开头是：", firstLine("README.zh-CN.md")],
      ],
      received: "页面按顺序收到的事件（一个不少，一个不重）：",
      replayed: "重连时重放",
      live: "实时",
      file: "会话文件：",
    }
  : {
      saved: (what: string) => `saved ${what}`,
      prompts: ["List the files.", "Read README.md."],
      pieces: [
        ["I see ", `${entries} entries.`],
        ["It begins: ", firstLine("README.md")],
      ],
      received: "What the tab received, in order (nothing missing, nothing twice):",
      replayed: "replayed on reconnection",
      live: "live",
      file: "The session file:",
    };

// #region idea
type ServerEvent = { id: number; type: string; text: string };
const file: string[] = []; // the session file: one line per finished message
const log: ServerEvent[] = []; // every event published, in order; its id is its number
const watchers = new Set<(event: ServerEvent) => void>();

function publish(type: string, text = ""): void {
  const event = { id: log.length + 1, type, text };
  log.push(event);
  for (const watch of watchers) watch(event);
}

/** One run. (Over HTTP, POST /prompt answers 202 at once and this goes on in the background.) */
function run(prompt: string, pieces: string[]): void {
  file.push(`user: ${prompt}`); // save first...
  publish("session_updated", say.saved(`user: ${prompt}`)); // ...announce second
  for (const piece of pieces) publish("text_delta", piece);
  file.push(`assistant: ${pieces.join("")}`);
  publish("session_updated", say.saved("assistant"));
}

// A tab remembers the id of the last event it saw.
let lastSeen = 0;
const tab = (event: ServerEvent) => {
  lastSeen = event.id;
  shown.push(event);
};
const shown: ServerEvent[] = [];

watchers.add(tab);
run(say.prompts[0]!, say.pieces[0]!);
watchers.delete(tab); // the laptop sleeps: the connection drops
run(say.prompts[1]!, say.pieces[1]!);
const missed = log.slice(lastSeen); // reconnecting with Last-Event-ID: lastSeen
for (const event of missed) tab(event);
watchers.add(tab); // then live again
// #endregion idea

// #region print
console.log(`${say.received}\n`);
const width = Math.max(...shown.map((event) => displayWidth(JSON.stringify(event.text))));
for (const event of shown) {
  const how = missed.includes(event) ? say.replayed : say.live;
  console.log(
    `  ${String(event.id).padEnd(3)} ${event.type.padEnd(16)} ${pad(JSON.stringify(event.text), width)} ${how}`,
  );
}
console.log(`\n${say.file}\n`);
for (const [i, line] of file.entries()) console.log(`  ${i + 1}  ${line}`);
// #endregion print
