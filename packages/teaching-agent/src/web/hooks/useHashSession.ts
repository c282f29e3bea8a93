/**
 * Where the page stands lives in the address, so a reload, a bookmark or a
 * second tab opens the same place: `#session=ID` a session, `#session=ID&entry=E`
 * a session with one entry of its tree in focus (a link to share), `#new` a
 * new session not yet created (its file appears with the first question).
 * The leaf is not in the address: it lives on the server, in the session
 * file, which is the point.
 */
import { useCallback, useEffect, useState } from "react";
import { placeFromHash } from "../model/address.ts";

export function useHashSession() {
  const [place, setPlace] = useState(() => placeFromHash(window.location.hash));
  useEffect(() => {
    const onChange = () => setPlace(placeFromHash(window.location.hash));
    window.addEventListener("hashchange", onChange);
    return () => window.removeEventListener("hashchange", onChange);
  }, []);
  const select = useCallback((id: string) => {
    // Other keys of the address stay (the classroom's `follow=` and `name=`); a link's entry and `new` do not.
    const params = new URLSearchParams(window.location.hash.replace(/^#/, ""));
    params.delete("entry");
    params.delete("new");
    params.set("session", id);
    window.location.hash = params.toString();
    setPlace({ sessionId: id, entryId: undefined, isNew: false });
  }, []);
  const startNew = useCallback(() => {
    window.location.hash = "new";
    setPlace({ sessionId: undefined, entryId: undefined, isNew: true });
  }, []);
  return { ...place, select, startNew };
}
