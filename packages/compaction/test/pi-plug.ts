// Plugs pi's own session code into pi-oracle.ts. Every pi-*.test.ts file that reruns a unit file imports this first.
import * as pi from "@mariozechner/pi-coding-agent";
import { plugInPi } from "./pi-oracle.ts";

plugInPi(pi);
