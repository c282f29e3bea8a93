// Mounts the classroom's page in its language: the gate decides what this browser may see (ClassGate.tsx), and
// shows the teaching agent's App to a student and to the teacher following one.
import { I18nProvider } from "@kit/teaching-agent/web/i18n/index.tsx";
import { createRoot } from "react-dom/client";
import { ClassGate, type Role } from "./ClassGate.tsx";

export function startPage(role: Role): void {
  createRoot(document.getElementById("root")!).render(
    <I18nProvider>
      <ClassGate start={role} />
    </I18nProvider>,
  );
}
