import { type Language, supportedLanguages } from "@repgate/contracts/languages";

/**
 * The languages the web app ships (the same five as the server's catalogues) and the
 * pseudo-locale en-XA, English accented and 40% longer, which development and the e2e tests pick
 * to find text that overflows or was never made translatable (docs/i18n.md).
 */
export const SHIPPED_LANGUAGES = supportedLanguages;
export const PSEUDO_LANGUAGE = "en-XA";
export const PSEUDO_NAME = "Pseudo (en-XA)";

export type ShippedLanguage = Language;
export type WebLanguage = ShippedLanguage | typeof PSEUDO_LANGUAGE;

/** Each language in its own words: a hunter looks for the one they can read. */
export const LANGUAGE_NAMES: Record<ShippedLanguage, string> = {
  en: "English",
  ko: "한국어",
  es: "Español",
  "pt-BR": "Português (Brasil)",
  ja: "日本語",
};

export function isWebLanguage(value: unknown): value is WebLanguage {
  return (
    value === PSEUDO_LANGUAGE ||
    (typeof value === "string" && (SHIPPED_LANGUAGES as readonly string[]).includes(value))
  );
}

/**
 * The first of the browser's languages the app ships, matched exactly ("pt-BR") or by its
 * language alone ("ko-KR" is ko, "pt-PT" reads pt-BR, "es-MX" es); English when none is.
 */
export function languageFromBrowser(wanted: readonly string[]): ShippedLanguage {
  for (const tag of wanted) {
    const exact = SHIPPED_LANGUAGES.find(
      (language) => language.toLowerCase() === tag.toLowerCase(),
    );
    if (exact) return exact;
    const base = tag.split("-")[0]?.toLowerCase();
    const sameLanguage = SHIPPED_LANGUAGES.find((language) => language.split("-")[0] === base);
    if (sameLanguage) return sameLanguage;
  }
  return "en";
}
