// context-edits.test.ts again, with pi 1.6.0 plugged in (support/pi-oracle.ts): each context also compared with
// pi 1.6.0's own buildSessionContext.
import "./support/pi-1.6.0-plug.ts";
import "./context-edits.test.ts";
