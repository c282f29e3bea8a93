export * from "./messages.ts";
export * from "./model.ts";
