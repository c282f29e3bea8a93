// Mounts the page in its language; in a classroom, what this browser may see (ClassGate.tsx). Everything else is
// in App.tsx.
import { createRoot } from "react-dom/client";
import type { Role } from "./api/prefetch.ts";
import { ClassGate } from "./classroom/ClassGate.tsx";
import { I18nProvider } from "./i18n/index.tsx";

export function startPage(role: Role): void {
  createRoot(document.getElementById("root")!).render(
    <I18nProvider>
      <ClassGate start={role} />
    </I18nProvider>,
  );
}
