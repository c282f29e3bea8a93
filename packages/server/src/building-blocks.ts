// What a server built beside this one reuses (the classroom, packages/classroom): the rules every request meets here
// (its language, its errors, its body checked), an event stream with its memory budget, and a clean close. A learner
// reading the server does not need this entry; `@kit/server` is the API.
export { closeListening } from "./close-listening.ts";
export { errorWords } from "./error-words.ts";
export { requestLanguage, withRequestLanguage } from "./request-language.ts";
export { StreamBudget } from "./sse-budget.ts";
export { EVENT_STREAM_HEADERS, type EventStreamOptions, openEventStream } from "./sse-connection.ts";
export { readBody } from "./validate.ts";
