/**
 * The words of the game's tables (monster, item, dungeon, exercise, skill, class, title and
 * achievement names and descriptions, match labels, form cues) in the languages RepGate ships.
 * The tables stay English, the spec's wording; a catalogue per language maps that English to
 * its translation. Each catalogue is its own module (translations/<language>.ts): the server
 * registers all of them at start, the web app registers one when a hunter's language loads, so
 * no screen carries a language it does not show.
 */

/** The languages with a content catalogue; English needs none (the tables are English). */
export const CONTENT_LANGUAGES = ["ko", "es", "pt-BR", "ja"] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** English table text → its translation. */
export type ContentCatalogue = Readonly<Record<string, string>>;

const catalogues = new Map<string, ContentCatalogue>();

/** Makes `language`'s catalogue available to contentText. */
export function registerContentCatalogue(language: ContentLanguage, catalogue: ContentCatalogue) {
  catalogues.set(language, catalogue);
}

/** `language`'s registered catalogue, if it is loaded. */
export function registeredCatalogue(language: string): ContentCatalogue | undefined {
  return catalogues.get(language);
}

/**
 * A table's English name or description in `language`: the catalogue's entry, or the English
 * itself when the language is English, its catalogue is not loaded (yet), or it has no entry
 * (a name a hunter wrote, a monster from before a release).
 */
export function contentText(english: string, language: string): string {
  const catalogue = catalogues.get(language);
  if (!catalogue || !Object.hasOwn(catalogue, english)) return english;
  return catalogue[english] as string;
}
