// The classroom: one server for a class (see classroom-server.ts).
export * from "./class-api-types.ts";
export * from "./class-limits.ts";
export * from "./classroom-server.ts";
export * from "./fd-limit.ts";
export * from "./join-code.ts";
