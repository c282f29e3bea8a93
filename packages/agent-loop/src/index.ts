// The public face of @kit/agent-loop, by name: what a learner, the other packages, the demos and the exercises
// import. Everything else is the package's own (its tests import it from its file); the light subpaths
// (@kit/agent-loop/messages, /language, /schema-problems, /provider-request, /file-kind, /words) serve code that must
// not load a model or a file system. The core speaks plain English; /words holds its sentences in Chinese too, for the
// edges that decide the language (`runLanguage()`) and pass the words in.

export type { AgentEndReason, AgentEvent } from "./events.ts";
export { type Language, runLanguage } from "./language.ts";
export {
  type BeforeToolCall,
  type BetweenTurns,
  type RunAgentOptions,
  runAgent,
  type ToolCallDecision,
} from "./loop.ts";
export {
  type AgentMessage,
  type AssistantMessage,
  type BashExecutionMessage,
  type BranchSummaryMessage,
  type CompactionSummaryMessage,
  type CustomMessage,
  emptyUsage,
  type ImageContent,
  type Message,
  type StopReason,
  type TextContent,
  type ThinkingContent,
  type ThinkingLevel,
  type ToolCall,
  type ToolResultMessage,
  textOf,
  type Usage,
  type UserMessage,
  userMessage,
} from "./messages.ts";
export type { Model, ModelEvent, ModelRequest, SummaryInput, ToolSpec } from "./model.ts";
export { modelFromEnvironment } from "./model-from-environment.ts";
export { createOpenAIModel, type OpenAIModelOptions } from "./openai-model.ts";
export { buildProviderRequest, type ProviderRequest, toProviderMessages } from "./provider-request.ts";
export { createScriptedModel, type ScriptedModelOptions, type ScriptedReply } from "./scripted-model.ts";
export { createTeachingModel, teachingReply } from "./teaching/behaviour.ts";
export { languageOf } from "./teaching/language.ts";
export { sampleWorkspaceDir } from "./teaching/sample-workspace.ts";
export { type StandInServer, startStandInServer } from "./teaching/standin-server.ts";
export {
  createTeachingTools,
  listFilesTool,
  readFileTool,
  type TeachingToolsOptions,
  writeFileTool,
} from "./teaching/tools.ts";
export { defineTool, type Tool, type ToolContext, type ToolOutput, toToolSpec } from "./tool.ts";
export type { ToolProblem, ToolProblemWords } from "./tool-problem.ts";
