/**
 * The one line that says what just happened: a note (compacted, forked, your
 * question is back in the editor) or an error. It goes away by itself after a
 * while, or when the next action starts, so an old message never sits beside
 * a new state. Errors say what the server said, not which URL failed (that
 * goes to the console, for whoever debugs).
 */
import { useCallback, useEffect, useState } from "react";
import { ApiRequestError } from "../api/client.ts";
import type { Notice } from "../components/StatusBar.tsx";
import { useT } from "../i18n/index.tsx";

const NOTE_MS = 8000;
const ERROR_MS = 15000;

export function useNotice() {
  const t = useT();
  const [notice, setNotice] = useState<Notice>();
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(undefined), notice.kind === "error" ? ERROR_MS : NOTE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  const note = useCallback((text: string) => setNotice({ kind: "note", text }), []);
  const clear = useCallback(() => setNotice(undefined), []);
  const report = useCallback(
    (error: unknown) => {
      if (error instanceof ApiRequestError) console.warn(`${error.request}: ${error.code}: ${error.message}`);
      setNotice({ kind: "error", text: describe(error, t) });
    },
    [t],
  );
  return { notice, note, report, clear };
}

function describe(error: unknown, t: ReturnType<typeof useT>): string {
  if (error instanceof ApiRequestError) {
    if (error.code === "network") return t.noAnswer;
    if (error.code === "busy") return t.busy;
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}
