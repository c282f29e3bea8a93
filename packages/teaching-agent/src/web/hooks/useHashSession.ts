/**
 * The active session's id lives in the address (`#session=ID`), so a reload,
 * a bookmark or a second tab opens the same session. The leaf is not in the
 * address: it lives on the server, in the session file, which is the point.
 */
import { useCallback, useEffect, useState } from "react";

export function sessionIdFromHash(hash: string): string | undefined {
  const id = new URLSearchParams(hash.replace(/^#/, "")).get("session");
  return id === null || id === "" ? undefined : id;
}

export function useHashSession(): [string | undefined, (id: string) => void] {
  const [sessionId, setSessionId] = useState(() => sessionIdFromHash(window.location.hash));
  useEffect(() => {
    const onChange = () => setSessionId(sessionIdFromHash(window.location.hash));
    window.addEventListener("hashchange", onChange);
    return () => window.removeEventListener("hashchange", onChange);
  }, []);
  const select = useCallback((id: string) => {
    // Other keys of the address stay (the classroom's `follow=`).
    const params = new URLSearchParams(window.location.hash.replace(/^#/, ""));
    params.set("session", id);
    window.location.hash = params.toString();
    setSessionId(id);
  }, []);
  return [sessionId, select];
}
