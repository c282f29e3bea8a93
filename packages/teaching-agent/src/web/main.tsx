// The page's first script, kept small: it asks for the session's first screen (api/prefetch.ts), then loads the
// rest of the page, so the answer travels while the page's code is fetched and compiled; an answer in by the time the
// page is mounted (start-page.tsx) is drawn in its first frame.
import { askEarly } from "./api/prefetch.ts";
import "./styles.css";

askEarly(window.location.hash);
void import("./start-page.tsx").then(({ startPage }) => startPage());
