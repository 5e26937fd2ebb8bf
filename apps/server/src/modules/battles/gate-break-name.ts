import type { Language } from "@repgate/contracts/languages";
import { translate } from "../../lib/i18n/translate.ts";

/**
 * A Gate Break's name, built from its boss's table name: "Gate Break: Igris". The event's row
 * keeps it in English (data, as the battle log's lines name it); every read builds it again from
 * the boss and says it in the reader's language ("{boss}" is a table word), so a hunter who
 * changes language reads the new one.
 */
export function gateBreakName(boss: string, language: Language = "en"): string {
  const event = { name: `Gate Break: ${boss}` };
  return translate(event.name, language);
}
