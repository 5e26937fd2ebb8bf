import { contentText } from "@repgate/game/content/translations/content-text";
import { questText as translateQuestText } from "@repgate/game/content/translations/quest-text";
import { currentLanguage, useT } from "./i18n.ts";

/**
 * The game tables' words (monster, item, dungeon, exercise, skill, class, title, achievement
 * names and descriptions, match labels, form cues) in the app's language. The tables are
 * English; each language's content catalogue loads with that language's messages
 * (activateLanguage), so this reads it at once. What a hunter wrote has no entry and stays as
 * written.
 */
export function tableText(english: string): string {
  return contentText(english, currentLanguage());
}

/** `tableText`, re-rendering the component when the language changes. */
export function useTableText(): typeof tableText {
  useT();
  return tableText;
}

/**
 * A quest's or task's text (stored as its plan's English, numbers in it: "Do 20 push-ups.") in
 * the app's language, from the same content catalogue.
 */
export function questText(english: string): string {
  return translateQuestText(english, currentLanguage());
}

/** `questText`, re-rendering the component when the language changes. */
export function useQuestText(): typeof questText {
  useT();
  return questText;
}
