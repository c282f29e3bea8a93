// The teaching parts of @kit/agent-loop, re-exported by the package's index: re-exports only.

export * from "./behaviour.ts";
export * from "./hardening/read-page.ts";
export * from "./hardening/replace-file.ts";
export * from "./hardening/workspace-open.ts";
export * from "./language.ts";
export * from "./sample-workspace.ts";
export * from "./standin-server.ts";
export * from "./summary.ts";
export * from "./tools.ts";
export * from "./truncate.ts";
export * from "./workspace.ts";
