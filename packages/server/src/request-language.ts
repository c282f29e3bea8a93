/**
 * The language of the person behind a request, for the sentences of its error answer. The page sends the language
 * it shows in `Accept-Language` (the browser's, or the one picked with `?lang=`), so a Chinese page on a server
 * started without `KIT_LANG` reads why it was refused in Chinese. A request that names neither Chinese nor English
 * first (a script, `*`) gets the server's own language. The choice is held for the request's whole async run
 * (`AsyncLocalStorage`), so code deep in a route that throws an `HttpError` needs no language passed down to it.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { Language } from "@kit/agent-loop";
import type { MiddlewareHandler } from "hono";

const current = new AsyncLocalStorage<Language | undefined>();

/** The language the request being answered asked for, or undefined outside a request or when it named none. */
export function requestLanguage(): Language | undefined {
  return current.getStore();
}

/** The first language of an `Accept-Language` header, if it is one of the kit's: "zh-CN,zh;q=0.9" is "zh". */
export function languageOfHeader(header: string | undefined): Language | undefined {
  const first = header?.split(",")[0]?.split(";")[0]?.trim().toLowerCase();
  if (first === undefined || first === "") return undefined;
  if (first === "zh" || first.startsWith("zh-")) return "zh";
  if (first === "en" || first.startsWith("en-")) return "en";
  return undefined;
}

/** Runs the rest of the request with its language known to `requestLanguage()`. */
export function withRequestLanguage(): MiddlewareHandler {
  return (c, next) => current.run(languageOfHeader(c.req.header("accept-language")), next);
}
