import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";
import { firstScreenMessageIds, homeMessageIds } from "./first-screen-messages.ts";
import { pseudoText } from "./pseudo-locale.ts";

/**
 * The web app's message catalogues (src/locales/<language>.json, ICU MessageFormat), imported
 * as `virtual:catalog/<language>` and compiled here, so the browser gets Lingui's ready-made
 * token arrays and no ICU parser ships. `virtual:catalog/en-XA` is the pseudo-locale: every
 * English string accented and 40% longer, to find text that overflows or was never made
 * translatable (docs/i18n.md).
 *
 * With `firstScreen` (the build), `virtual:catalog/en` holds only the English messages the entry's
 * own modules use, `virtual:catalog/en-home` those the modules of `home` (the signed-in frame,
 * the home screen, the socket) add, and `virtual:catalog/en-app` the rest, which the other
 * lazily loaded screens bring with them: the landing page does not download the whole app's
 * English, nor the home the other screens' (decision 050). Without it (component tests, which
 * render screens directly), `en` is whole and the other two empty.
 */
const PREFIX = "virtual:catalog/";
const RESOLVED = "\0catalog:";
const PSEUDO = "en-XA";
/** Found when a catalogue is loaded, not at import: a test in jsdom imports this module too. */
const localesDir = () => fileURLToPath(new URL("../src/locales/", import.meta.url));

interface Parts {
  firstScreen?: string;
  home?: readonly string[];
  /** The other screens' modules, whose English is not the home's. */
  otherScreens?: readonly string[];
}

export function compileCatalogs(options: Parts = {}): Plugin {
  return {
    name: "repgate:compile-catalogs",
    resolveId(id) {
      return id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length) : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const name = id.slice(RESOLVED.length);
      const language = name === PSEUDO || ENGLISH_PARTS.includes(name) ? "en" : name;
      const file = path.join(localesDir(), `${language}.json`);
      this.addWatchFile(file);
      // "_glossary" and other underscore keys are notes for translators, not messages.
      let entries = Object.entries(
        JSON.parse(readFileSync(file, "utf8")) as Record<string, string>,
      ).filter(([key]) => !key.startsWith("_"));
      if (ENGLISH_PARTS.includes(name)) entries = englishPart(entries, name, options);
      const mapText = name === PSEUDO ? pseudoText : undefined;
      const messages = Object.fromEntries(
        entries.map(([key, text]) => [key, compileMessage(text, mapText)]),
      );
      const json = JSON.stringify(JSON.stringify(messages));
      return { code: `export const messages = JSON.parse(${json});`, map: null };
    },
  };
}

const APP_ENGLISH = "en-app";
const HOME_ENGLISH = "en-home";
const ENGLISH_PARTS = ["en", HOME_ENGLISH, APP_ENGLISH];
/** The module id of the English beyond the first screen, as the bundle names it. */
export const APP_ENGLISH_MODULE = `${RESOLVED}${APP_ENGLISH}`;
/** The module id of the English the home adds to the first screen's. */
export const HOME_ENGLISH_MODULE = `${RESOLVED}${HOME_ENGLISH}`;

/** The first screen's English (`en`), what the home adds (`en-home`) or the rest (`en-app`). */
function englishPart(
  entries: [string, string][],
  name: string,
  { firstScreen, home = [], otherScreens = [] }: Parts,
): [string, string][] {
  if (!firstScreen) return name === "en" ? entries : [];
  const keys = entries.map(([key]) => key);
  const first = firstScreenMessageIds(firstScreen, keys);
  const homes = homeMessageIds(firstScreen, home, otherScreens, keys);
  const partOf = (key: string) =>
    first.has(key) ? "en" : homes.has(key) ? HOME_ENGLISH : APP_ENGLISH;
  return entries.filter(([key]) => partOf(key) === name);
}
