import type { Language } from "@repgate/contracts/languages";
import { translate } from "./translate.ts";

interface LogLine {
  text: string;
}

/**
 * The lines the server already put into a reader's language, per language. A battle's log is
 * sent whole with every blow (up to 100 lines, all but one the same as the reply before), so
 * each stored English line is matched against the catalogues once, not once per reply. The
 * lines carry names and numbers, so there are many: the memory is dropped when it fills up.
 */
const known = new Map<Language, Map<string, string>>();
const KNOWN_LINES_PER_LANGUAGE = 5_000;

/** One stored English line in `language` (docs/i18n.md, "The battle log"). */
function logTextIn(english: string, language: Language): string {
  if (language === "en") return english;
  let lines = known.get(language);
  if (!lines) {
    lines = new Map();
    known.set(language, lines);
  }
  const found = lines.get(english);
  if (found !== undefined) return found;
  const translated = translate(english, language);
  if (lines.size >= KNOWN_LINES_PER_LANGUAGE) lines.clear();
  lines.set(english, translated);
  return translated;
}

/**
 * A battle log as the reader reads it. The log is stored in English (the server's words, with
 * the values in them) and put into each reader's language where it leaves the server; English
 * is sent as it is stored, the same objects.
 */
export function logIn<L extends LogLine>(log: L[], language: Language): L[] {
  if (language === "en") return log;
  return log.map((line) => ({ ...line, text: logTextIn(line.text, language) }));
}

/** A battle (a reply's, the active read's, a phone's) with its log in the reader's language. */
export function battleIn<B extends { log: LogLine[] }>(battle: B, language: Language): B {
  if (language === "en") return battle;
  return { ...battle, log: logIn(battle.log, language) };
}
