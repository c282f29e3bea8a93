/** The list of sessions (GET /api/sessions), newest first, reloaded on demand. */

import type { SessionSummary } from "@kit/server";
import { useCallback, useEffect, useState } from "react";
import { api } from "../api/client.ts";

export function useSessions(onError: (error: unknown) => void): {
  sessions: SessionSummary[] | undefined;
  reloadSessions: () => Promise<SessionSummary[] | undefined>;
} {
  const [sessions, setSessions] = useState<SessionSummary[]>();
  const reloadSessions = useCallback(async () => {
    try {
      const list = await api.listSessions();
      setSessions(list);
      return list;
    } catch (error) {
      onError(error);
      return undefined;
    }
  }, [onError]);
  useEffect(() => {
    void reloadSessions();
  }, [reloadSessions]);
  return { sessions, reloadSessions };
}
