/**
 * What kind of server this page talks to, asked once (`GET /api/mode`):
 * whether it shows sessions read-only (`npm start -- --pi-sessions`, someone's
 * real sessions), and whether it exports (only `npm start`'s server answers
 * this question and mounts `/export/`). A classroom's page does not ask: its
 * server would answer 401, a failed request in the console.
 */
import type { ServerMode } from "@kit/server";
import { useEffect, useState } from "react";

export interface PageServerMode {
  readOnly: boolean;
  exports: boolean;
}

export function useServerMode(ask: boolean): PageServerMode {
  const [mode, setMode] = useState<PageServerMode>({ readOnly: false, exports: false });
  useEffect(() => {
    if (!ask) return;
    let current = true;
    fetch("/api/mode", { headers: { accept: "application/json" } })
      .then(async (response) => {
        if (!response.ok || !current) return;
        const answer = (await response.json()) as ServerMode;
        if (current) setMode({ readOnly: answer.readOnly === true, exports: true });
      })
      .catch(() => {}); // no answer: a writable page without export, as before
    return () => {
      current = false;
    };
  }, [ask]);
  return mode;
}
