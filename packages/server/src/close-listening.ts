import type { Server } from "node:http";

/**
 * Stops a listening server: no new connections, idle ones closed at once, and
 * the rest cut after half a second. Event streams were just ended when this is
 * called, so the pause lets their last bytes leave and clients see a clean end
 * (and reconnect) instead of a reset.
 */
export async function closeListening(listening: Server): Promise<void> {
  const closed = new Promise<void>((done) => listening.close(() => done()));
  listening.closeIdleConnections();
  const cut = setTimeout(() => listening.closeAllConnections(), 500);
  await closed;
  clearTimeout(cut);
}
