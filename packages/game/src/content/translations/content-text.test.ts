import { describe, expect, it } from "vitest";
import { ACHIEVEMENTS, TITLE_RULES } from "../../rules/achievements.ts";
import { attackSetFor, WEAPON_SUB_TYPES } from "../../rules/combat.ts";
import { CLASS_SKILLS } from "../../rules/magic.ts";
import { MATCH_LABELS } from "../../rules/match.ts";
import { HUNTER_CLASSES } from "../classes.ts";
import { DUNGEON_TEMPLATES } from "../dungeons.ts";
import { EXERCISE_GUIDES } from "../exercises.ts";
import { FORM_CUE_TEXT } from "../form-cues.ts";
import { ITEM_CATALOG } from "../item-catalog.ts";
import { MONSTERS } from "../monsters.ts";
import { REGIONS } from "../regions.ts";
import { TITLES } from "../titles.ts";
import {
  CONTENT_LANGUAGES,
  type ContentCatalogue,
  contentText,
  registerContentCatalogue,
} from "./content-text.ts";
import { es } from "./es.ts";
import { ja } from "./ja.ts";
import { ko } from "./ko.ts";
import { ptBR } from "./pt-br.ts";

const CATALOGUES: Record<(typeof CONTENT_LANGUAGES)[number], ContentCatalogue> = {
  ko,
  es,
  "pt-BR": ptBR,
  ja,
};

/** Every name and description a hunter reads in the game's tables, read from the tables. */
function tableTexts(): Set<string> {
  const texts = [
    ...MONSTERS.map((m) => m.name),
    ...ITEM_CATALOG.flatMap((i) => [i.name, i.description, ...(i.setName ? [i.setName] : [])]),
    ...DUNGEON_TEMPLATES.flatMap((d) => [d.name, d.description]),
    ...EXERCISE_GUIDES.flatMap((g) => [g.name, g.easier.name, g.harder.name, ...g.formCues]),
    ...Object.values(FORM_CUE_TEXT).flatMap((cues) => Object.values(cues)),
    ...TITLES.flatMap((t) => [t.name, t.description]),
    ...TITLE_RULES.map((r) => r.requirement),
    ...HUNTER_CLASSES.flatMap((c) => [c.name, c.description]),
    ...REGIONS,
    ...ACHIEVEMENTS.flatMap((a) => [a.name, a.description]),
    ...Object.values(CLASS_SKILLS).flatMap((s) => [s.name, s.description]),
    ...MATCH_LABELS,
    ...[...WEAPON_SUB_TYPES, null].flatMap((set) => attackSetFor(set).map((a) => a.name)),
  ];
  return new Set(texts);
}

describe("the content catalogues", () => {
  const texts = tableTexts();

  it.each(CONTENT_LANGUAGES)(
    "translate every name and description of the tables in %s",
    (language) => {
      const catalogue = CATALOGUES[language];
      const missing = [...texts].filter((text) => !Object.hasOwn(catalogue, text));
      expect(missing).toEqual([]);
    },
  );

  it.each(CONTENT_LANGUAGES)("keep no entry the tables no longer have in %s", (language) => {
    const stale = Object.keys(CATALOGUES[language]).filter((key) => !texts.has(key));
    expect(stale).toEqual([]);
  });

  it.each(CONTENT_LANGUAGES)("give no empty or untranslated-looking entry in %s", (language) => {
    const empty = Object.entries(CATALOGUES[language]).filter(([, text]) => text.trim() === "");
    expect(empty).toEqual([]);
  });

  it("names a monster and an item in the reader's language, and English where none is loaded", () => {
    registerContentCatalogue("ko", ko);
    expect(contentText("Goblin Scout", "ko")).toBe(ko["Goblin Scout"]);
    expect(contentText("Minor Healing Potion", "ko")).toBe(ko["Minor Healing Potion"]);
    expect(contentText("Goblin Scout", "en")).toBe("Goblin Scout");
    expect(contentText("Cha Hae-In", "ko")).toBe("Cha Hae-In");
  });

  it("makes a set's adjective agree with its piece in Spanish and Portuguese", () => {
    expect(es["Mystic Cuirass"]).toBe("Coraza mística");
    expect(es["Divine Boots"]).toBe("Botas divinas");
    expect(es["Legendary Gauntlets"]).toBe("Guanteletes legendarios");
    expect(es["Mystic Helm"]).toBe("Yelmo místico");
    expect(ptBR["Legendary Cuirass"]).toBe("Couraça lendária");
    expect(ptBR["Mystic Gauntlets"]).toBe("Manoplas místicas");
    // The set itself (el conjunto, o conjunto) is masculine.
    expect(es["Cuirass of the A-rank Legendary set."]).toBe(
      "Coraza del conjunto legendario de rango A.",
    );
  });
});
