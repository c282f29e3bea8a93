/**
 * The page's only way to the server: one typed function per endpoint of the
 * HTTP contract (packages/server/src/api-types.ts). Every error answer
 * (`{ error: { code, message } }`) becomes an `ApiRequestError` carrying the
 * server's code and message for the page, and the request that failed for the
 * console (a class does not need to read URLs with session file ids in them).
 */
import type {
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
  SessionDetail,
  SessionOutline,
  SessionSummary,
  StepResult,
} from "@kit/server";
import { pageLanguageHeader } from "./page-language.ts";

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** "POST /api/sessions/ID/branch": for the console, not for the page. */
    readonly request: string,
    /** A damaged session's file, as its check and repair commands name it. */
    readonly file?: string,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

async function request<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, headers: { accept: "application/json", ...pageLanguageHeader() } };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { ...init.headers, "content-type": "application/json" };
  }
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (error) {
    throw new ApiRequestError(0, "network", `the server did not answer (${String(error)})`, `${method} ${path}`);
  }
  const text = await response.text();
  const json: unknown = text === "" ? undefined : safeParse(text);
  if (!response.ok) {
    const problem = (json as ApiError | undefined)?.error;
    const message = problem?.message ?? `${response.status} ${response.statusText}`;
    throw new ApiRequestError(
      response.status,
      problem?.code ?? "http_error",
      message,
      `${method} ${path}`,
      problem?.file,
    );
  }
  return json as T;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Where the sessions are: `/api/sessions`, or a student's, read-only, when the teacher follows one (classroom). */
let sessionsBase = "/api/sessions";

export function setSessionsBase(base: string): void {
  sessionsBase = base;
}

const session = (id: string) => `${sessionsBase}/${encodeURIComponent(id)}`;

export const api = {
  listSessions: () => request<SessionSummary[]>("GET", sessionsBase),
  createSession: (name?: string) => request<SessionSummary>("POST", sessionsBase, name ? { name } : {}),
  getSession: (id: string) => request<SessionDetail>("GET", session(id)),
  /** A long session's first screen (its tree, the leaf path's last entries), or a short one whole. */
  getFirstScreen: (id: string) => request<SessionDetail | SessionOutline>("GET", `${session(id)}?outline=true`),
  /**
   * `leafId` omitted: at the current leaf. The page asks for `null` only: the
   * request before the first entry holds what the session does not (system
   * prompt, model, tools); the messages it builds itself.
   */
  getContext: (id: string, leafId?: string | null) =>
    request<ContextResponse>(
      "GET",
      `${session(id)}/context${leafId === undefined ? "" : `?leafId=${encodeURIComponent(String(leafId))}`}`,
    ),
  prompt: (id: string, text: string, pace: Pace) =>
    request<PromptAccepted>("POST", `${session(id)}/prompt`, { text, pace }),
  /** With pace "step": lets the next piece of the run through. */
  step: (id: string) => request<StepResult>("POST", `${session(id)}/step`, {}),
  branch: (id: string, leafId: string | null) => request<BranchResult>("POST", `${session(id)}/branch`, { leafId }),
  navigate: (id: string, entryId: string, summarize: boolean, edit = false) =>
    request<NavigateResponse>("POST", `${session(id)}/navigate`, { entryId, summarize, edit }),
  compact: (id: string) => request<CompactResponse>("POST", `${session(id)}/compact`, {}),
  abort: (id: string) => request<AbortResult>("POST", `${session(id)}/abort`, {}),
  fork: (id: string, entryId: string) => request<SessionSummary>("POST", `${session(id)}/fork`, { entryId }),
  label: (id: string, entryId: string, label: string) =>
    request<LabelResult>("POST", `${session(id)}/label`, { entryId, label }),
  /** A context edit: `null` hides the message from the model, `{content}` replaces what the model gets. */
  contextEdit: (id: string, targetId: string, replacement: { content: string } | null) =>
    request<ContextEditResult>("POST", `${session(id)}/context-edit`, { targetId, replacement }),
  rename: (id: string, name: string) => request<NameResult>("POST", `${session(id)}/name`, { name }),
  eventsUrl: (id: string) => `${session(id)}/events`,
};
