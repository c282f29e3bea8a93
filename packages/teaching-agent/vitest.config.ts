import { packageTestConfig } from "../../vitest.shared.ts";

// Browser tests build the page and start Chromium: give them room, but a bound.
export default packageTestConfig(import.meta.dirname, { testTimeout: 60_000 });
