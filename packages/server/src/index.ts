// The public face of @kit/server: what the teaching agent, the course, the bench and the demos import, by name.
// Everything else (the registry, the reader, the routes, the event hub) is the server's own.
export type {
  AbortResult,
  ApiError,
  BranchResult,
  CompactResponse,
  ContextEditResult,
  ContextResponse,
  LabelResult,
  NameResult,
  NavigateResponse,
  Pace,
  PromptAccepted,
  QuestionEditData,
  QuestionEditType,
  ServerEvent,
  ServerMode,
  SessionDetail,
  SessionOutline,
  SessionSummary,
  StepResult,
  WireAgentEvent,
} from "./api-types.ts";
export { portFrom, sessionsDirFrom } from "./config.ts";
export { type CreateServerOptions, createServer, type KitServer } from "./server.ts";
export { idOfFileName, newSessionFileId, SESSION_FILE_EXTENSION, sessionPath } from "./session-ids.ts";
export { stopOnSignals } from "./shutdown.ts";
export { readSse, SseParser } from "./sse-parse.ts";
export { busyPortOf, startWords } from "./words.ts";
