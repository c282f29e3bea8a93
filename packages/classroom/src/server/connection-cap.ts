/**
 * At most N open TCP connections from one address. Under the usual limit of
 * 1,024 file descriptors, one machine holding a thousand idle sockets would
 * otherwise leave none for anyone else: past its cap, a new connection from
 * that address is closed as soon as it is accepted, and its descriptor is free
 * again at once. Other addresses are not affected.
 */
import type { Server } from "node:net";

export function capConnectionsPerAddress(server: Server, perAddress: number): { open: (address: string) => number } {
  const open = new Map<string, number>();
  server.on("connection", (socket) => {
    const address = socket.remoteAddress ?? "unknown";
    const count = open.get(address) ?? 0;
    if (count >= perAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
  return { open: (address) => open.get(address) ?? 0 };
}
