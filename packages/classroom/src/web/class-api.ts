/** The page's requests to the classroom's own routes (../server/classroom-app.ts, teacher-routes.ts). */

import { ApiRequestError } from "@kit/teaching-agent/web/api/client.ts";
import { pageLanguageHeader } from "@kit/teaching-agent/web/api/page-language.ts";
import type { ClassMe, ClassOverview, JoinResult } from "../server/class-api-types.ts";

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
  me: () => call<ClassMe>("GET", "/api/class/me"),
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
