export * from "./check/check.ts";
export * from "./context.ts";
export * from "./context-edit-words.ts";
export * from "./context-edits.ts";
export * from "./entries.ts";
export * from "./fork.ts";
export type { AppendListener } from "./hardening/listeners.ts";
export type { OpenReport } from "./hardening/open-for-writing.ts";
export * from "./ids.ts";
// For terminal output of text a user typed or a file holds.
export { printable } from "./inspect/display-text.ts";
export * from "./inspect/render-tree.ts";
export * from "./inspect/words.ts";
export * from "./large-files/read-end.ts";
export * from "./load.ts";
export * from "./migrate.ts";
export * from "./on-path.ts";
export * from "./read-lines.ts";
export * from "./reading/problems.ts";
export { readSessionFile } from "./reading/regular-file.ts";
export * from "./repair/repair.ts";
export * from "./session.ts";
// The writer stays internal; only the error its callers catch is public.
export { SessionWriteError } from "./session-file.ts";
export * from "./side-files/lock.ts";
export * from "./tree.ts";
