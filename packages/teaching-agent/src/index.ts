// The public face of @kit/teaching-agent (the Node side; the page is src/web): re-exports only.

export * from "./build-page.ts";
export * from "./classroom.ts";
export * from "./mount-page.ts";
export * from "./page-files.ts";
export * from "./teaching-agent.ts";
