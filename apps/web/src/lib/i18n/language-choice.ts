import type { User } from "@repgate/contracts/user";
import { useEffect } from "react";
import { activateLanguage } from "./i18n.ts";
import { isWebLanguage, languageFromBrowser, type WebLanguage } from "./languages.ts";

/**
 * The language picked in this browser: before signing in, and the pseudo-locale in tests. The
 * account's own `language`, once signed in, comes first (it follows the hunter to other devices).
 */
const STORAGE_KEY = "repgate:language";

export function pickedLanguage(): WebLanguage | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isWebLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function rememberLanguage(language: WebLanguage | null): void {
  try {
    if (language) localStorage.setItem(STORAGE_KEY, language);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage off (a private window): the choice lasts until the page closes.
  }
}

/** The account's language, else the one picked here, else the browser's first we ship. */
export function wantedLanguage(accountLanguage: unknown): WebLanguage {
  if (isWebLanguage(accountLanguage)) return accountLanguage;
  return pickedLanguage() ?? languageFromBrowser(navigator.languages ?? [navigator.language]);
}

/**
 * Keeps the app in the hunter's language as the account loads or changes; an account without
 * one (null) follows the browser.
 */
export function useLanguageSync(user: Pick<User, "language"> | null | undefined): void {
  const accountLanguage = user?.language ?? null;
  useEffect(() => {
    void activateLanguage(wantedLanguage(accountLanguage));
  }, [accountLanguage]);
}
