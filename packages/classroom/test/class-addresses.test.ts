/** Which addresses `npm run classroom` offers, and which it refuses. */
import type { NetworkInterfaceInfo } from "node:os";
import { describe, expect, it } from "vitest";
import { classAddresses, isEveryAddress } from "../src/class-addresses.ts";

const info = (address: string, family: "IPv4" | "IPv6", internal: boolean) =>
  ({ address, family, internal, netmask: "", mac: "", cidr: null }) as NetworkInterfaceInfo;

describe("the class's addresses", () => {
  it("offers every IPv4 address but loopback, with its interface", () => {
    const found = classAddresses({
      lo: [info("127.0.0.1", "IPv4", true), info("::1", "IPv6", true)],
      eth0: [info("192.168.1.20", "IPv4", false), info("fe80::1", "IPv6", false)],
      wlan0: [info("10.0.0.7", "IPv4", false)],
    });
    expect(found).toEqual([
      { interfaceName: "eth0", address: "192.168.1.20" },
      { interfaceName: "wlan0", address: "10.0.0.7" },
    ]);
  });

  it("refuses every interface at once", () => {
    for (const host of ["0.0.0.0", "::", "[::]"]) expect(isEveryAddress(host)).toBe(true);
    expect(isEveryAddress("192.168.1.20")).toBe(false);
  });
});
