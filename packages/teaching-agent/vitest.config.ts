import { packageTestConfig } from "../../vitest.shared.ts";

// Browser tests build the page and start Chromium: the shared bound (60 s) leaves them room.
export default packageTestConfig(import.meta.dirname);
