// context.test.ts again, with pi plugged in (support/pi-oracle.ts): each result also compared with pi's own.
import "./support/pi-plug.ts";
import "./context.test.ts";
