// What a server built beside this one reuses (the classroom, packages/classroom): the rules every request meets here
// (its language, its errors, its body checked), an event stream with its memory budget, and a clean close. A learner
// reading the server does not need this entry; `@kit/server` is the API.
export { closeListening } from "./close-listening.ts";
export { type Environment, REPOSITORY_ROOT, wholeNumberFrom } from "./config.ts";
export { errorWords } from "./error-words.ts";
export { errorBody, HttpError, handleError } from "./errors.ts";
export { guardRequests, type RequestGuardOptions } from "./request-guard.ts";
export { requestLanguage, withRequestLanguage } from "./request-language.ts";
export type { SessionView } from "./session-registry.ts";
export { StreamBudget } from "./sse-budget.ts";
export { EVENT_STREAM_HEADERS, type EventStreamOptions, openEventStream } from "./sse-connection.ts";
export { formatSse } from "./sse-format.ts";
export type { Subscriber } from "./sse-hub.ts";
export { readBody } from "./validate.ts";
