// context.test.ts again, with pi 1.6.0 plugged in (support/pi-oracle.ts): each result also compared with pi 1.6.0's.
import "./support/pi-1.6.0-plug.ts";
import "./context.test.ts";
