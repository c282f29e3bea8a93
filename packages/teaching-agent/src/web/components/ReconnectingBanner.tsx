/**
 * The event stream is down (the server restarted, the network dropped): said
 * where the room can read it, above the editor, and Send waits meanwhile, since
 * a question sent now would get no answer the page could show. The browser's
 * EventSource reconnects by itself; the banner goes when it is live again.
 */
import { useT } from "../i18n/index.tsx";

export function ReconnectingBanner() {
  const t = useT();
  return (
    <p className="reconnecting-banner" role="status" data-testid="reconnecting-banner">
      {t.reconnectingBanner}
    </p>
  );
}
