/**
 * pi 1.6.0 (`@earendil-works/pi-coding-agent`, exact-pinned devDependency), its session code only.
 *
 * pi 1.6.0 declares Node 22.19 or newer, and its package index does not load on Node 20 (the kit's floor). Its
 * `dist/core/session-manager.js` does, and holds everything the compatibility tests compare with: the reader, the
 * writer (`SessionManager`) and `buildSessionContext`. The package exports only its index, so the file is found next
 * to the index's resolved location, which is never loaded.
 */
// Types only (erased): the same file's declarations, by the path npm installs it at (the root node_modules).
import type * as SessionManagerModule from "../../../../node_modules/@earendil-works/pi-coding-agent/dist/core/session-manager.js";

const index = import.meta.resolve("@earendil-works/pi-coding-agent");
const todaysPi = (await import(new URL("./core/session-manager.js", index).href)) as typeof SessionManagerModule;

export const { buildSessionContext, SessionManager, loadEntriesFromFile } = todaysPi;
export type PiSessionManager = SessionManagerModule.SessionManager;
export type PiEntry = SessionManagerModule.SessionEntry;
