// The public face of @kit/teaching-agent (the Node side; the page is src/web): only what is used from outside.
// The classroom builds and mounts this page and answers with the same model settings; a learner starts the server
// with the page in one call. Everything else is the package's own.

export { ensurePageBuilt } from "./build-page.ts";
export { type ClassroomSettings, classroomSettings } from "./classroom.ts";
export { mountPage } from "./mount-page.ts";
export { type PageSource, webDir } from "./page-files.ts";
export { createTeachingAgent, type TeachingAgentOptions } from "./teaching-agent.ts";
