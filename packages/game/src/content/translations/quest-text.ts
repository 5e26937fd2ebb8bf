import { type ContentCatalogue, registeredCatalogue } from "./content-text.ts";

/**
 * Quest and task texts (rules/quests.ts) in the reader's language. Quests are stored as the
 * English their plan wrote, numbers in it ("Do 20 push-ups."), so besides exact entries the
 * content catalogue keeps templates ("Do {count} push-ups."): a placeholder holds a number,
 * except `{description}`, which holds another quest text (a custom task's "40 reps: {description}")
 * and is translated too. A text no entry matches stays as it is.
 */
export function questText(english: string, language: string): string {
  const catalogue = registeredCatalogue(language);
  if (!catalogue) return english;
  const match = matchQuestText(english, catalogue);
  if (!match) return english;
  const translated = catalogue[match.key] as string;
  if (match.values.size === 0) return translated;
  return translated.replace(PLACEHOLDER, (whole, name: string) => {
    const value = match.values.get(name);
    return value === undefined ? whole : valueIn(name, value, language);
  });
}

/** The catalogue entry a quest text is read through, and the values its placeholders held. */
export interface QuestTextMatch {
  key: string;
  values: ReadonlyMap<string, string>;
}

/** `english`'s own entry, else the first template it fits; undefined when none does. */
export function matchQuestText(
  english: string,
  catalogue: ContentCatalogue,
): QuestTextMatch | undefined {
  if (Object.hasOwn(catalogue, english)) return { key: english, values: new Map() };
  for (const pattern of patternsOf(catalogue)) {
    const match = pattern.regex.exec(english);
    if (!match) continue;
    const values = new Map(pattern.names.map((name, i) => [name, match[i + 1] as string]));
    return { key: pattern.template, values };
  }
  return undefined;
}

interface Pattern {
  template: string;
  names: string[];
  regex: RegExp;
}

const PLACEHOLDER = /\{([A-Za-z]+)\}/g;
const TEXT_PLACEHOLDER = "description";
const NUMBER = "(\\d+(?:\\.\\d+)?)";

const patterns = new WeakMap<ContentCatalogue, Pattern[]>();

/** The catalogue's templates as patterns, built on first use (a catalogue never changes). */
function patternsOf(catalogue: ContentCatalogue): Pattern[] {
  const known = patterns.get(catalogue);
  if (known) return known;
  const built = Object.keys(catalogue)
    .filter((key) => key.includes("{"))
    .map((template) => {
      const names = [...template.matchAll(PLACEHOLDER)].map((m) => m[1] as string);
      const source = template
        .split(PLACEHOLDER)
        .map((part, i) =>
          i % 2 === 0 ? escapeRegExp(part) : part === TEXT_PLACEHOLDER ? "([\\s\\S]+)" : NUMBER,
        )
        .join("");
      return { template, names, regex: new RegExp(`^${source}$`) };
    });
  patterns.set(catalogue, built);
  return built;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number reads as the language writes it ("2,5" km in Spanish); a text is translated. */
function valueIn(name: string, value: string, language: string): string {
  if (name === TEXT_PLACEHOLDER) return questText(value, language);
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
    numberFormats.set(language, format);
  }
  return format.format(Number(value));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
