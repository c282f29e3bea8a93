/**
 * What the address says (`#session=ID`, `#session=ID&entry=E`, `#new`), read without React: the page's first
 * script reads it before the rest of the page has loaded (api/prefetch.ts). hooks/useHashSession.ts follows it.
 */
export interface HashPlace {
  sessionId: string | undefined;
  /** The entry a link points at, within the session. */
  entryId: string | undefined;
  /** A new session, created on the first prompt. */
  isNew: boolean;
}

export function placeFromHash(hash: string): HashPlace {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const value = (key: string) => {
    const found = params.get(key);
    return found === null || found === "" ? undefined : found;
  };
  const sessionId = value("session");
  return { sessionId, entryId: sessionId && value("entry"), isNew: sessionId === undefined && params.has("new") };
}

/** The address of an entry: this page, that session, that entry. */
export function entryLink(sessionId: string, entryId: string): string {
  const { origin, pathname } = window.location;
  return `${origin}${pathname}#session=${encodeURIComponent(sessionId)}&entry=${encodeURIComponent(entryId)}`;
}
