// The page's entry point: mount the app in its language (in a classroom, what this browser may see: ClassGate.tsx).
// Everything else is in App.tsx.
import { createRoot } from "react-dom/client";
import { askFirstScreenEarly } from "./api/early-first-screen.ts";
import { ClassGate } from "./classroom/ClassGate.tsx";
import { I18nProvider } from "./i18n/index.tsx";
import "./styles.css";

// Before anything is drawn: the session's first answer is the longest wait (api/early-first-screen.ts).
askFirstScreenEarly(window.location.hash);

createRoot(document.getElementById("root")!).render(
  <I18nProvider>
    <ClassGate />
  </I18nProvider>,
);
