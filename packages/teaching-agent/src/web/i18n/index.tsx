/**
 * The page's languages: English and Chinese. The choice follows the browser's
 * language (`navigator.languages`), not the server's `KIT_LANG`: the page is
 * read by the person at this browser. A link with `?lang=zh-CN` (or `?lang=en`)
 * and the switch in the toolbar override it, and the choice is kept in
 * localStorage. Components read their words with `useT()`; all of them live in
 * en.ts and zh-CN.ts.
 */
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from "react";
import { en, type Messages } from "./en.ts";
import { zhCN } from "./zh-CN.ts";

export const LANGUAGES = { en, "zh-CN": zhCN } satisfies Record<string, Messages>;
export type Language = keyof typeof LANGUAGES;

const STORAGE_KEY = "teaching-agent.language";

/** The page's language for one language tag (`zh-TW`, `en-GB`), if it speaks it. */
function spokenLanguage(tag: string): Language | undefined {
  const lower = tag.toLowerCase();
  if (lower.startsWith("zh")) return "zh-CN";
  if (lower.startsWith("en")) return "en";
  return undefined;
}

/** The first of the browser's languages the page speaks; English otherwise. */
export function languageFor(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const spoken = spokenLanguage(tag);
    if (spoken) return spoken;
  }
  return "en";
}

/** The language a `?lang=` in the address asks for, if the page speaks it. */
export function languageAsked(search: string): Language | undefined {
  const asked = new URLSearchParams(search).get("lang");
  return asked ? spokenLanguage(asked) : undefined;
}

/** `?lang=` first (and remembered), then the choice made before, then the browser's languages. */
function initialLanguage(): Language {
  const asked = languageAsked(location.search);
  if (asked) {
    localStorage.setItem(STORAGE_KEY, asked);
    return asked;
  }
  const saved = localStorage.getItem(STORAGE_KEY);
  if (saved === "en" || saved === "zh-CN") return saved;
  return languageFor(navigator.languages ?? [navigator.language]);
}

interface I18n {
  t: Messages;
  language: Language;
  setLanguage: (language: Language) => void;
}

const I18nContext = createContext<I18n>({ t: en, language: "en", setLanguage: () => {} });

export function I18nProvider({ children }: { children: ReactNode }) {
  // Set before the first render's requests go out: the API client sends the page's language (api/page-language.ts).
  const [language, choose] = useState<Language>(() => {
    const first = initialLanguage();
    document.documentElement.lang = first;
    return first;
  });
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const value = useMemo(
    () => ({
      t: LANGUAGES[language],
      language,
      setLanguage: (next: Language) => {
        localStorage.setItem(STORAGE_KEY, next);
        choose(next);
      },
    }),
    [language],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  return useContext(I18nContext);
}

/** The words of the page in the chosen language. */
export function useT(): Messages {
  return useContext(I18nContext).t;
}
