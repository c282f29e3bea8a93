// Mounts the page in its language. Everything else is in App.tsx. (The classroom mounts the same App behind its own
// gate: packages/classroom/src/web/start-page.tsx.)
import { createRoot } from "react-dom/client";
import { App } from "./App.tsx";
import { I18nProvider } from "./i18n/index.tsx";

export function startPage(): void {
  createRoot(document.getElementById("root")!).render(
    <I18nProvider>
      <App asksServerMode />
    </I18nProvider>,
  );
}
