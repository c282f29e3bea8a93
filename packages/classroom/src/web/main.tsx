// The classroom page's first script, as small as the teaching agent's (its src/web/main.tsx): it asks who this
// browser is in the class and the session's first screen, then loads the rest; the page is mounted once its code
// and its role are in (start-page.tsx).
import { askEarly } from "@kit/teaching-agent/web/api/prefetch.ts";
import type { Role } from "./ClassGate.tsx";
import { classApi } from "./class-api.ts";
import "@kit/teaching-agent/web/styles.css";
import "./classroom.css";

// A teacher following a student (`#follow=`) reads another base than /api/sessions, known once the class answered.
if (!new URLSearchParams(window.location.hash.slice(1)).has("follow")) askEarly(window.location.hash);
const role = classApi.me().then(
  (me): Role => ({ known: true, me }),
  (): Role => ({ known: false }),
);
void Promise.all([import("./start-page.tsx"), role]).then(([{ startPage }, known]) => startPage(known));
