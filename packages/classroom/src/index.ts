// The public face of @kit/classroom: one server for a class (server/classroom-server.ts), the HTTP contract its page
// shares (server/class-api-types.ts), the limits a teacher may change, and what `npm run classroom` checks at start.
export * from "./server/class-api-types.ts";
export * from "./server/class-limits.ts";
export * from "./server/classroom-server.ts";
export * from "./server/fd-limit.ts";
export * from "./server/join-code.ts";
