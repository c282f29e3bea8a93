// compact.test.ts again, with pi plugged in (pi-oracle.ts): every session file those tests write is also opened by pi.
import "./pi-plug.ts";
import "./compact.test.ts";
