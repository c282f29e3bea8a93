// Plugs pi 1.6.0's session code into pi-oracle.ts. Every pi-1.6.0-*.test.ts file imports this first, then a unit file.
import { buildSessionContext } from "./pi-1.6.0.ts";
import { plugInTodaysPi } from "./pi-oracle.ts";

plugInTodaysPi({ version: "1.6.0", buildSessionContext });
