/**
 * Who may talk to this server: the page it serves, and programs on the same
 * machine (curl, a test, a demo). Not another web site.
 *
 * Listening on 127.0.0.1 is not enough. A web page on any site can send
 * requests to 127.0.0.1 from the learner's own browser, and this server runs
 * tools that read and write files. Three rules close the ways in:
 *
 * 1. The `Host` header must name this server (`127.0.0.1:PORT`,
 *    `localhost:PORT`, `[::1]:PORT`, or a name listed in KIT_ALLOWED_HOSTS).
 *    DNS rebinding makes a foreign name resolve to 127.0.0.1, so the browser
 *    treats the attacker's page and this server as one origin; the Host
 *    header still carries the attacker's name, and is refused (403).
 * 2. A browser says where a request comes from: `Origin` (on every POST, and
 *    on reads made by `fetch` in cors mode) and `Sec-Fetch-Site`. An Origin
 *    that is not this very host, or a Sec-Fetch-Site other than
 *    "same-origin" or "none" (typed by the user), is refused (403). Programs
 *    that send neither header (curl) are not browsers, and pass.
 * 3. Every POST must be `Content-Type: application/json` (415 otherwise). A
 *    page may send text/plain or a form to any address without asking first;
 *    JSON it may not, so the browser asks first, and the answer has no CORS
 *    header to say yes.
 */
import type { MiddlewareHandler } from "hono";
import { errorWords } from "./error-words.ts";
import { HttpError } from "./errors.ts";

export interface RequestGuardOptions {
  /** The port the server listens on; undefined before it listens (then any port of a loopback name passes). */
  port: () => number | undefined;
  /** More host names a browser may use (a classroom server behind a name), `name` or `name:port`. */
  allowedHosts: readonly string[];
}

const LOOPBACK_NAMES = ["127.0.0.1", "localhost", "[::1]"];

/** Methods that carry a body to act on: each must say it is JSON. */
const METHODS_WITH_BODY = new Set(["POST", "PUT", "PATCH", "DELETE"]);

// #region guardRequests
export function guardRequests(options: RequestGuardOptions): MiddlewareHandler {
  return async (c, next) => {
    const host = c.req.header("host")?.toLowerCase();
    if (host === undefined || !isAllowedHost(host, options)) {
      throw new HttpError(403, "forbidden_host", errorWords().forbiddenHost(host ?? ""));
    }
    if (c.req.path.startsWith("/api/")) {
      const origin = c.req.header("origin");
      if (origin !== undefined && !isSameOrigin(origin, host)) {
        throw new HttpError(403, "cross_site", errorWords().crossSiteOrigin(origin));
      }
      const site = c.req.header("sec-fetch-site");
      if (site !== undefined && site !== "same-origin" && site !== "none") {
        throw new HttpError(403, "cross_site", errorWords().crossSiteFetch(site));
      }
      if (METHODS_WITH_BODY.has(c.req.method) && !isJson(c.req.header("content-type"))) {
        throw new HttpError(
          415,
          "unsupported_media_type",
          errorWords().notJson(c.req.header("content-type") ?? "none"),
        );
      }
    }
    await next();
  };
}
// #endregion guardRequests

function isAllowedHost(host: string, options: RequestGuardOptions): boolean {
  const port = options.port();
  for (const name of LOOPBACK_NAMES) {
    if (port === undefined ? host === name || host.startsWith(`${name}:`) : host === `${name}:${port}`) return true;
  }
  return options.allowedHosts.some((allowed) => {
    const entry = allowed.toLowerCase();
    // "name" allows that name on any port; "name:port" allows exactly that.
    return host === entry || (!hasPort(entry) && host.startsWith(`${entry}:`));
  });
}

/** Same origin: the Origin names the very host this request was sent to. */
function isSameOrigin(origin: string, host: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === "http:" || url.protocol === "https:") && url.host === host;
  } catch {
    return false; // "null" (a sandboxed frame, a file:// page) or garbage
  }
}

function hasPort(entry: string): boolean {
  return /:\d+$/.test(entry);
}

function isJson(contentType: string | undefined): boolean {
  return contentType?.split(";")[0]?.trim().toLowerCase() === "application/json";
}

/** KIT_ALLOWED_HOSTS: names separated by commas or spaces. */
export function allowedHostsFrom(text: string | undefined): string[] {
  return (text ?? "").split(/[\s,]+/).filter((name) => name !== "");
}
