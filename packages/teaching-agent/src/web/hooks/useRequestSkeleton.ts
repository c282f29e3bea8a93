/**
 * What the provider request holds besides the conversation: the model, the
 * system prompt, the tools and the options. They come from the server, not
 * the session file, so the page asks once per session for the request at the
 * position before the first entry (GET /context?leafId=null: no messages
 * but the system prompt) and adds the conversation itself.
 */

import type { ProviderRequest } from "@kit/agent-loop/provider-request";
import { useEffect, useState } from "react";
import { ApiRequestError, api } from "../api/client.ts";

export function useRequestSkeleton(
  sessionId: string | undefined,
  onError: (error: unknown) => void,
): ProviderRequest | undefined {
  const [skeleton, setSkeleton] = useState<ProviderRequest>();
  useEffect(() => {
    setSkeleton(undefined);
    if (sessionId === undefined) return;
    let current = true;
    api.getContext(sessionId, null).then(
      (answer) => current && setSkeleton(answer.request),
      // A damaged file is said once, in the chat's place (useLiveSession), not again in a toast.
      (error: unknown) => current && !isDamaged(error) && onError(error),
    );
    return () => {
      current = false;
    };
  }, [sessionId, onError]);
  return skeleton;
}

function isDamaged(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === "damaged_session";
}
