/**
 * Running the real pi 1.6.0 CLI (`@earendil-works/pi-coding-agent`'s `dist/bundle/cli.js`) offline, for
 * pi-1.6.0-cli.test.ts.
 *
 * - A Node of 22.19 or newer (pi declares it; the kit's own floor is lower): `KIT_NODE22` (.ci/run sets it from
 *   scripts/other-node.mjs), this process's Node if it is new enough, or the one scripts/other-node.mjs left in the
 *   repository's .cache/node/22/.
 * - A home of its own: a temporary HOME and agent folder (`PI_CODING_AGENT_DIR`) holding `models.json` (one model,
 *   served by the kit's stand-in server on 127.0.0.1), `settings.json` and an extension. Everything that would reach
 *   the network is off: `PI_OFFLINE=1` (model catalog refreshes), `PI_SKIP_VERSION_CHECK=1` (pi.dev's latest version),
 *   `PI_TELEMETRY=0` and `enableInstallTelemetry: false` (install reports, attribution headers), and the environment
 *   is cleared but for PATH, so no proxy or provider key of the machine leaks in.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const repository = fileURLToPath(new URL("../../../../", import.meta.url));

/** pi 1.6.0's CLI entry, found next to its package index (the package exports nothing else that leads there). */
export const PI_CLI = fileURLToPath(new URL("./bundle/cli.js", import.meta.resolve("@earendil-works/pi-coding-agent")));

/** pi 1.6.0's package.json `engines`: Node 22.19 or newer. */
function newEnough(version: string): boolean {
  const [major = 0, minor = 0] = version.replace(/^v/, "").split(".").map(Number);
  return major > 22 || (major === 22 && minor >= 19);
}

function versionOf(node: string): string | undefined {
  try {
    return execFileSync(node, ["--version"], { encoding: "utf8", timeout: 60_000 }).trim();
  } catch {
    return undefined;
  }
}

export interface FoundNode {
  path: string;
  version: string;
}

/** A Node that runs pi 1.6.0, or why there is none. */
export function findNodeForPi(): FoundNode | { reason: string } {
  const os = process.platform === "win32" ? "win" : process.platform;
  const cached = join(repository, ".cache", "node", "22", "node_modules", `node-${os}-${process.arch}`, "bin", "node");
  const candidates = [process.env.KIT_NODE22, process.execPath, cached].filter(
    (path): path is string => path !== undefined && path !== "" && existsSync(path),
  );
  for (const path of candidates) {
    const version = versionOf(path);
    if (version !== undefined && newEnough(version)) return { path, version };
  }
  return {
    reason:
      `pi 1.6.0 needs Node 22.19 or newer, and this is Node ${process.version} with no other one found: run ` +
      "`node scripts/other-node.mjs 22` (it installs Node 22 from the npm registry into .cache/node/22/) or set " +
      "KIT_NODE22 to a Node 22.19+ binary",
  };
}

export interface PiHome {
  home: string;
  agentDir: string;
  workspace: string;
  sessionsDir: string;
}

export interface PiModelSettings {
  baseURL: string;
  /** Settings beside the model's (merged into settings.json). */
  settings?: Record<string, unknown>;
  /** Fields of the one model (contextWindow, promptCache, cost...). */
  model?: Record<string, unknown>;
}

export const PROVIDER = "kit";
export const MODEL_ID = "kit-standin";

/** Writes pi's agent folder: the stand-in as its only provider and model, and the settings. */
export function makePiHome(root: string, options: PiModelSettings): PiHome {
  const home = join(root, "home");
  const agentDir = join(home, ".pi", "agent");
  const workspace = join(root, "workspace");
  mkdirSync(join(agentDir, "extensions"), { recursive: true });
  mkdirSync(workspace, { recursive: true });
  const model = {
    id: MODEL_ID,
    name: "The kit's stand-in",
    contextWindow: 128_000,
    maxTokens: 4096,
    cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 },
    ...options.model,
  };
  const models = {
    providers: {
      [PROVIDER]: { baseUrl: options.baseURL, api: "openai-completions", apiKey: "kit-offline", models: [model] },
    },
  };
  writeFileSync(join(agentDir, "models.json"), JSON.stringify(models, null, 2));
  const settings = {
    defaultProvider: PROVIDER,
    defaultModel: MODEL_ID,
    defaultThinkingLevel: "off",
    enableInstallTelemetry: false,
    quietStartup: true,
    // A failed call is not retried after a back-off: the overflow below is recovered by compaction, not by a retry.
    retry: { enabled: false },
    ...options.settings,
  };
  writeFileSync(join(agentDir, "settings.json"), JSON.stringify(settings, null, 2));
  return { home, agentDir, workspace, sessionsDir: join(agentDir, "sessions") };
}

export interface PiRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs pi's CLI once in the workspace; a bound on a hang only. With `rpcCommand`, pi runs in RPC mode: the command is
 * written to its stdin, and stdin is closed (pi's orderly shutdown) once pi has answered it on stdout.
 */
export function runPi(
  node: string,
  piHome: PiHome,
  args: string[],
  rpcCommand?: { type: string } & Record<string, unknown>,
  timeoutMs = 240_000,
): Promise<PiRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(node, [PI_CLI, ...args], {
      cwd: piHome.workspace,
      env: {
        PATH: process.env.PATH ?? "/usr/bin:/bin",
        HOME: piHome.home,
        PI_CODING_AGENT_DIR: piHome.agentDir,
        PI_OFFLINE: "1",
        PI_SKIP_VERSION_CHECK: "1",
        PI_TELEMETRY: "0",
        NO_COLOR: "1",
      },
      stdio: [rpcCommand ? "pipe" : "ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    if (rpcCommand) child.stdin?.write(`${JSON.stringify(rpcCommand)}\n`);
    child.stdout?.on("data", (part: Buffer) => {
      stdout += part.toString("utf8");
      if (rpcCommand && answered(stdout, rpcCommand.type)) child.stdin?.end();
    });
    child.stderr?.on("data", (part: Buffer) => {
      stderr += part.toString("utf8");
    });
    const guard = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("error", (error) => {
      clearTimeout(guard);
      reject(error);
    });
    child.on("close", (code) => {
      clearTimeout(guard);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Has pi's RPC mode answered the command (a `response` record for it on stdout)? */
function answered(stdout: string, command: string): boolean {
  return stdout.split("\n").some((line) => {
    try {
      const record = JSON.parse(line) as { type?: string; command?: string };
      return record.type === "response" && record.command === command;
    } catch {
      return false; // a line still being written
    }
  });
}

/**
 * One message as the chat-completions wire carries it, reduced to what both sides can say: the role, the text, the
 * tool calls (id, name, parsed arguments) and the id a tool result answers.
 */
export interface ChatMessage {
  role: string;
  text: string;
  toolCalls?: { id: string; name: string; arguments: unknown }[];
  toolCallId?: string;
  /** True when `text` is the kit's text of a message pi wraps in words of its own (a summary): by inclusion. */
  wrapped?: boolean;
}

type Part = { type?: string; text?: string };

function textOfContent(content: unknown): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return (content as Part[])
    .filter((part) => part.type === "text")
    .map((part) => part.text ?? "")
    .join("");
}

interface WireMessage {
  role: string;
  content?: unknown;
  tool_calls?: { id: string; function: { name: string; arguments: string } }[];
  tool_call_id?: string;
}

/** The messages of a request pi sent, as ChatMessages. */
export function chatOfRequest(body: { messages?: unknown[] }): ChatMessage[] {
  return ((body.messages ?? []) as WireMessage[]).map((message) => {
    const chat: ChatMessage = { role: message.role, text: textOfContent(message.content) };
    if (message.tool_calls?.length) {
      chat.toolCalls = message.tool_calls.map((call) => ({
        id: call.id,
        name: call.function.name,
        arguments: JSON.parse(call.function.arguments) as unknown,
      }));
    }
    if (message.tool_call_id !== undefined) chat.toolCallId = message.tool_call_id;
    return chat;
  });
}

interface ContextMessage {
  role: string;
  content?: unknown;
  sections?: Record<string, string>;
  summary?: string;
  toolCallId?: string;
}

/**
 * The kit's context as the ChatMessages pi's conversion should send. What this assumes of pi's conversion, and the
 * test checks: a system message whose content is empty is sent as its `sections` joined by blank lines; a tool result
 * is a `tool` message; a compaction's summary, a branch summary and a custom message travel as user messages whose
 * text holds the kit's text (pi adds words around a summary); thinking is not sent (this model does not think); and, as
 * pi does for a model that does not declare `compat.supportsMidConvoSystemMessages` (the default), every system
 * message is folded into one leading system message, their texts joined by blank lines.
 */
export function chatOfContext(messages: readonly unknown[]): ChatMessage[] {
  const chat = (messages as ContextMessage[]).map(toChatMessage);
  const system = chat.filter((message) => message.role === "system");
  const rest = chat.filter((message) => message.role !== "system");
  if (system.length === 0) return rest;
  return [{ role: "system", text: system.map((message) => message.text).join("\n\n") }, ...rest];
}

function toChatMessage(message: ContextMessage): ChatMessage {
  switch (message.role) {
    case "system": {
      const text = textOfContent(message.content);
      return { role: "system", text: text !== "" ? text : Object.values(message.sections ?? {}).join("\n\n") };
    }
    case "assistant": {
      const blocks = (message.content ?? []) as (Part & { id?: string; name?: string; arguments?: unknown })[];
      const calls = blocks.filter((block) => block.type === "toolCall");
      const chat: ChatMessage = { role: "assistant", text: textOfContent(blocks) };
      if (calls.length > 0) {
        chat.toolCalls = calls.map((call) => ({
          id: call.id ?? "",
          name: call.name ?? "",
          arguments: call.arguments,
        }));
      }
      return chat;
    }
    case "toolResult":
      return { role: "tool", text: textOfContent(message.content), toolCallId: message.toolCallId ?? "" };
    case "compactionSummary":
    case "branchSummary":
      return { role: "user", text: message.summary ?? "", wrapped: true };
    case "custom":
      return { role: "user", text: textOfContent(message.content), wrapped: true };
    default:
      return { role: message.role, text: textOfContent(message.content) };
  }
}
