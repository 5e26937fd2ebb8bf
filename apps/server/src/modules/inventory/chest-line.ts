import type { Language } from "@repgate/contracts/languages";
import { contentText } from "@repgate/game/content/translations/content-text";
import { translate } from "../../lib/i18n/translate.ts";

export interface ChestFinds {
  /** The chest's table name. */
  item: string;
  gold: number;
  /** What else it held, table names with their quantities. */
  found: readonly { name: string; quantity: number }[];
}

/** "{gold} gold" in each language, the first of the list a chest's line gives. */
const GOLD_IN: Record<Exclude<Language, "en">, (gold: number) => string> = {
  ko: (gold) => `${gold} 골드`,
  es: (gold) => `${gold} de oro`,
  "pt-BR": (gold) => `${gold} de ouro`,
  ja: (gold) => `${gold}ゴールド`,
};

/** One list joiner per language, made on first need. */
const joiners = new Map<Language, Intl.ListFormat>();

function joinerFor(language: Language): Intl.ListFormat {
  let joiner = joiners.get(language);
  if (!joiner) {
    joiner = new Intl.ListFormat(language, { type: "conjunction" });
    joiners.set(language, joiner);
  }
  return joiner;
}

/**
 * What opening a chest found, in the reader's language. The finds are a list, which a sentence
 * pattern cannot take back apart, so the line is said here, where the reader is known: English
 * as the spec words it ("You opened Gate Chest and found 50 gold, 2 × Minor Healing Potion.");
 * any other language names each item through the content catalogue, says the gold in its own
 * words and joins the list the way it joins lists (Intl.ListFormat: "50 골드, 2 × ... 및 ...").
 */
export function chestLine({ item, gold, found }: ChestFinds, language: Language): string {
  if (language === "en") {
    const names = found.map(({ name, quantity }) =>
      quantity > 1 ? `${quantity} × ${name}` : name,
    );
    return `You opened ${item} and found ${[`${gold} gold`, ...names].join(", ")}.`;
  }
  const names = found.map(({ name, quantity }) => {
    const inLanguage = contentText(name, language);
    return quantity > 1 ? `${quantity} × ${inLanguage}` : inLanguage;
  });
  const join = joinerFor(language).format([GOLD_IN[language](gold), ...names]);
  // The same catalogue entry, "{item}" said in the language through the content catalogue.
  return translate(`You opened ${item} and found ${join}.`, language);
}
