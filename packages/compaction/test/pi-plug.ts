// Plugs pi's own session code into pi-oracle.ts. Every pi-*.test.ts file that runs a unit file again imports this first.
import * as pi from "@mariozechner/pi-coding-agent";
import { plugInPi } from "./pi-oracle.ts";

plugInPi(pi);
