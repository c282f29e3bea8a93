// The public face of @kit/compaction: re-exports only, one line per idea.

export * from "./compact.ts";
export * from "./compact-words.ts";
export * from "./cut-point.ts";
export * from "./file-operations.ts";
export * from "./navigate.ts";
export * from "./navigate-words.ts";
export * from "./prompts.ts";
export * from "./settings.ts";
export * from "./summarize.ts";
export * from "./tokens.ts";
