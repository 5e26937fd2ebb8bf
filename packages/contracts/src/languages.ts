/**
 * The languages RepGate ships, in one place: the server's catalogues, the account's `language`
 * and the web app's picker all read this list. English is the spec's own wording.
 */
export const supportedLanguages = ["en", "ko", "es", "pt-BR", "ja"] as const;
export type Language = (typeof supportedLanguages)[number];

export const defaultLanguage: Language = "en";

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === "string" && (supportedLanguages as readonly string[]).includes(value);
}
