// The page's first script, kept small: it asks for the two answers the first frame needs (api/prefetch.ts),
// then loads the rest of the page, so the answers travel while the page's code is fetched and compiled. The page
// is mounted once its code is in and this browser's role is known (start-page.tsx).
import { askEarly } from "./api/prefetch.ts";
import "./styles.css";

const role = askEarly(window.location.hash);
void Promise.all([import("./start-page.tsx"), role]).then(([{ startPage }, known]) => startPage(known));
