import { defaultLanguage, isSupportedLanguage, type Language } from "@repgate/contracts/languages";
import { contentText } from "@repgate/game/content/translations/content-text";
import { questText } from "@repgate/game/content/translations/quest-text";
import { es } from "./catalogues/es.ts";
import { ja } from "./catalogues/ja.ts";
import { ko } from "./catalogues/ko.ts";
import { ptBR } from "./catalogues/pt-br.ts";
import "./content-catalogues.ts";

/**
 * A catalogue: the English message (the key, the spec's wording, with `{name}` placeholders for
 * the values a sentence carries) and the same message in another language, with the same
 * placeholders. English needs no catalogue: the key is the text.
 */
export type Catalogue = Readonly<Record<string, string>>;

export const catalogues: Record<Exclude<Language, "en">, Catalogue> = {
  ko,
  es,
  "pt-BR": ptBR,
  ja,
};

interface Pattern {
  template: string;
  names: string[];
  regex: RegExp;
}

const PLACEHOLDER = /\{([A-Za-z0-9_]+)\}/g;
const HAS_PLACEHOLDER = /\{[A-Za-z0-9_]+\}/;

/**
 * The keys with placeholders as patterns over finished English sentences. The more literal
 * text a pattern has, the sooner it is tried, so "Hunter {name} joined." never swallows a
 * longer, more particular sentence.
 */
const patterns: Pattern[] = Object.keys(ko)
  .filter((key) => HAS_PLACEHOLDER.test(key))
  .map((template) => {
    const names = [...template.matchAll(PLACEHOLDER)].map((m) => m[1] as string);
    const source = template
      .split(PLACEHOLDER)
      .map((part, i) => (i % 2 === 1 ? "([\\s\\S]+?)" : escapeRegExp(part)))
      .join("");
    return { template, names, regex: new RegExp(`^${source}$`) };
  })
  .sort((a, b) => literalLength(b.template) - literalLength(a.template));

/**
 * The message in the hunter's language. Messages are written (and thrown, and stored) in
 * English, with names and numbers already in them; this finds the catalogue entry the sentence
 * came from, takes the values back out and puts them into the translation. Values (hunter
 * names, numbers) are never translated. A sentence no catalogue knows stays English.
 */
export function translate(english: string, language: Language): string {
  if (language === "en") return english;
  const catalogue = catalogues[language];
  const exact = catalogue[english];
  if (exact !== undefined) return exact;
  for (const pattern of patterns) {
    const match = pattern.regex.exec(english);
    if (!match) continue;
    const translated = catalogue[pattern.template];
    if (translated === undefined) continue;
    const values = new Map(
      pattern.names.map((name, i) => [name, valueIn(name, match[i + 1] as string, language)]),
    );
    return translated.replace(PLACEHOLDER, (whole, name: string) => values.get(name) ?? whole);
  }
  return english;
}

/**
 * Placeholders that hold a word of the game's tables (an item's, a monster's name...): their
 * value is said in the reader's language through the content catalogue. A value that is no
 * table word (a name a hunter wrote) has no entry there and stays as it is.
 */
const CONTENT_PLACEHOLDERS = new Set([
  "monster",
  "boss",
  "item",
  "skill",
  "exercise",
  "title",
  "class",
  "dungeon",
  "achievement",
]);

/** Placeholders that hold a quest's or task's name, stored as its plan's English (quest-text.ts). */
const QUEST_PLACEHOLDERS = new Set(["quest", "task"]);

/**
 * Placeholders that hold another of the server's sentences or names: `{message}`, `{text}`, and
 * `{event}`, a Gate Break's stored name ("Gate Break: Igris", itself a catalogue entry).
 */
const NESTED_PLACEHOLDERS = new Set(["message", "text", "event"]);

/**
 * A value is kept as it is (a hunter's name, a number), except where a sentence carries
 * another of the server's sentences ("{message} {monster} is defeated!") or a Gate Break's
 * name, which are translated too, and a table word ({monster}, {item}...), which the content
 * catalogue translates.
 */
function valueIn(name: string, value: string, language: Language): string {
  if (NESTED_PLACEHOLDERS.has(name)) return translate(value, language);
  if (CONTENT_PLACEHOLDERS.has(name.replace(/\d+$/, ""))) return contentText(value, language);
  if (QUEST_PLACEHOLDERS.has(name)) return questText(value, language);
  return value;
}

/** A stored language (the account's column), or English when there is none. */
export function languageOrDefault(stored: string | null | undefined): Language {
  return isSupportedLanguage(stored) ? stored : defaultLanguage;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function literalLength(template: string): number {
  return template.replace(PLACEHOLDER, "").length;
}
