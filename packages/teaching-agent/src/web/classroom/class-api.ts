/**
 * The page's requests to the classroom's own routes (packages/server/src/classroom/).
 * `me()` answers undefined when the server is not a classroom (npm start answers `{role: "none"}`).
 */
import type { ClassMe, ClassOverview, JoinResult, NotAClassroom } from "@kit/server";
import { ApiRequestError } from "../api/client.ts";
import { pageLanguageHeader } from "../api/page-language.ts";

async function call<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    headers: {
      accept: "application/json",
      ...pageLanguageHeader(),
      ...(body !== undefined && { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json().catch(() => undefined)) as
    | (T & { error?: { code: string; message: string } })
    | undefined;
  if (!response.ok) {
    const problem = json?.error;
    throw new ApiRequestError(
      response.status,
      problem?.code ?? "http_error",
      problem?.message ?? "",
      `${method} ${path}`,
    );
  }
  return json as T;
}

export const classApi = {
  async me(): Promise<ClassMe | undefined> {
    const me = await call<ClassMe | NotAClassroom>("GET", "/api/class/me");
    return me.role === "none" ? undefined : me;
  },
  join: (code: string, name: string, returnCode?: string) =>
    call<JoinResult>("POST", "/api/join", { code, name, ...(returnCode && { returnCode }) }),
  students: () => call<ClassOverview>("GET", "/api/class/students"),
  freeze: (frozen: boolean) => call<{ frozen: boolean }>("POST", "/api/class/freeze", { frozen }),
  remove: (studentId: string) =>
    call<{ removed: string }>("POST", `/api/class/students/${encodeURIComponent(studentId)}/remove`, {}),
  archiveUrl: "/api/class/archive",
  /** The teacher's stream of every student's trees. */
  eventsUrl: "/api/class/events",
};
