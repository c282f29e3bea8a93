/**
 * The page's languages: English and Chinese. The choice follows the browser's
 * language until the user picks one (kept in localStorage). Components read
 * their words with `useT()`; all of them live in en.ts and zh-CN.ts.
 */
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from "react";
import { en, type Messages } from "./en.ts";
import { zhCN } from "./zh-CN.ts";

export const LANGUAGES = { en, "zh-CN": zhCN } satisfies Record<string, Messages>;
export type Language = keyof typeof LANGUAGES;

const STORAGE_KEY = "teaching-agent.language";

/** The first of the browser's languages the page speaks; English otherwise. */
export function languageFor(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const lower = tag.toLowerCase();
    if (lower.startsWith("zh")) return "zh-CN";
    if (lower.startsWith("en")) return "en";
  }
  return "en";
}

function initialLanguage(): Language {
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
  const [language, choose] = useState<Language>(initialLanguage);
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
