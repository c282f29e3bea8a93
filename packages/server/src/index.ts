// The public face of @kit/server: re-exports only, one line per idea.
export * from "./api-types.ts";
export * from "./app.ts";
export * from "./config.ts";
export * from "./errors.ts";
export * from "./paced-model.ts";
export * from "./request-guard.ts";
export * from "./run-manager.ts";
export * from "./server.ts";
export * from "./session-ids.ts";
export * from "./session-registry.ts";
export * from "./shutdown.ts";
export * from "./sse-format.ts";
export * from "./sse-hub.ts";
export * from "./sse-parse.ts";
export * from "./system-prompt.ts";
export * from "./words.ts";
