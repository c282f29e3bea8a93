// The public face of @kit/agent-loop: re-exports only, one line per idea (teaching/: the offline teaching kit).

export * from "./events.ts";
export * from "./json-object.ts";
export * from "./loop.ts";
export * from "./messages.ts";
export * from "./model.ts";
export * from "./model-from-environment.ts";
export * from "./openai-model.ts";
export * from "./provider-request.ts";
export * from "./reply-builder.ts";
export * from "./run-tool.ts";
export * from "./run-tool-words.ts";
export * from "./schema-problems.ts";
export * from "./scripted-model.ts";
export * from "./teaching/index.ts";
export * from "./tool.ts";
export { type Language, runLanguage } from "./language.ts";
