/**
 * The addresses a class could reach this machine at: every IPv4 address of
 * its network interfaces but loopback. The teacher picks one; the classroom
 * server listens on that one alone, never on all of them.
 */
import { networkInterfaces } from "node:os";

export interface ClassAddress {
  /** The interface, as the system names it (`eth0`, `wlan0`, `en0`, `Wi-Fi`). */
  interfaceName: string;
  address: string;
}

export function classAddresses(interfaces = networkInterfaces()): ClassAddress[] {
  const found: ClassAddress[] = [];
  for (const [interfaceName, addresses] of Object.entries(interfaces)) {
    for (const info of addresses ?? []) {
      if (info.family === "IPv4" && !info.internal) found.push({ interfaceName, address: info.address });
    }
  }
  return found;
}

/** Every interface at once is refused: the teacher names the one network the class is on. */
export function isEveryAddress(host: string): boolean {
  return host === "0.0.0.0" || host === "::" || host === "[::]";
}
