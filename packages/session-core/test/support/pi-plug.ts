// Plugs pi's own session code into pi-oracle.ts. Every pi-*.test.ts file imports this first, then a unit file.
import * as pi from "@mariozechner/pi-coding-agent";
import { plugInPi } from "./pi-oracle.ts";

plugInPi(pi);
