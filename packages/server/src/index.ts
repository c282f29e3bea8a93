export * from "./api-types.ts";
