/**
 * The language the page shows, for the server's error sentences: sent as `Accept-Language` with every API call, so
 * a refusal reads in the page's language whatever `KIT_LANG` the server was started with. The page keeps its choice
 * on `<html lang>` (i18n/index.tsx).
 */
export function pageLanguageHeader(): Record<string, string> {
  const language = document.documentElement.lang;
  return language ? { "accept-language": language } : {};
}
