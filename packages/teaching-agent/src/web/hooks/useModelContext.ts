/**
 * "What the model sees next": GET /api/sessions/:id/context, fetched again
 * whenever the leaf moves or the session grows. `previewLeafId` asks for the
 * context at another entry without moving the leaf (the server builds it the
 * same way, from that entry's path).
 */
import { useEffect, useState } from "react";
import type { ContextResponse } from "@kit/server";
import { api } from "../api/client.ts";

export function useModelContext(
  sessionId: string | undefined,
  /** Changes whenever the context may have changed: the leaf and the entry count. */
  version: string,
  previewLeafId: string | null | undefined,
  onError: (error: unknown) => void,
): ContextResponse | undefined {
  const [context, setContext] = useState<ContextResponse>();
  useEffect(() => {
    if (sessionId === undefined) return;
    let current = true;
    api.getContext(sessionId, previewLeafId).then(
      (next) => current && setContext(next),
      (error: unknown) => current && onError(error),
    );
    return () => {
      current = false;
    };
  }, [sessionId, version, previewLeafId, onError]);
  useEffect(() => setContext(undefined), [sessionId]);
  return context;
}
