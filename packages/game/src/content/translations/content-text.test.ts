import { describe, expect, it } from "vitest";
import { ACHIEVEMENTS, TITLE_RULES } from "../../rules/achievements.ts";
import { attackSetFor, WEAPON_SUB_TYPES } from "../../rules/combat.ts";
import { CLASS_SKILLS } from "../../rules/magic.ts";
import { MATCH_LABELS } from "../../rules/match.ts";
import {
  customQuestPlan,
  dailyQuestPlan,
  type QuestPlan,
  weeklyQuestPlan,
} from "../../rules/quests.ts";
import { RANKS } from "../../rules/ranks.ts";
import { STAT_NAMES } from "../../rules/stats.ts";
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
import { matchQuestText, questText } from "./quest-text.ts";

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
    ...EXERCISE_GUIDES.flatMap((g) => [
      g.name,
      g.easier.name,
      g.harder.name,
      ...g.formCues,
      ...g.steps,
      ...g.muscles,
      g.easier.how,
      g.harder.how,
    ]),
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

/** Every text a quest plan writes: dailies and weeklies of every rank and level, every custom quest. */
function questTexts(): Set<string> {
  const plans: QuestPlan[] = [];
  for (const rank of RANKS) {
    for (let level = 1; level <= 100; level++) {
      plans.push(dailyQuestPlan({ rank, level }), weeklyQuestPlan({ rank, level }));
    }
  }
  for (const stat of STAT_NAMES) {
    for (const difficulty of ["easy", "medium", "hard"] as const) {
      plans.push(customQuestPlan(stat, difficulty));
    }
  }
  return new Set(
    plans.flatMap((plan) => [
      plan.name,
      plan.description,
      ...plan.sections.flatMap((section) => [
        section.name,
        ...section.tasks.flatMap((task) => [task.name, task.description]),
      ]),
    ]),
  );
}

/** The entries a quest text is read through (a template's inner text's too), or null if one is missing. */
function questEntriesOf(text: string, catalogue: ContentCatalogue): string[] | null {
  const match = matchQuestText(text, catalogue);
  if (!match) return null;
  const inner = match.values.get("description");
  if (inner === undefined) return [match.key];
  const innerEntries = questEntriesOf(inner, catalogue);
  return innerEntries && [match.key, ...innerEntries];
}

describe("the content catalogues", () => {
  const texts = tableTexts();
  const quests = questTexts();

  it.each(CONTENT_LANGUAGES)(
    "translate every name and description of the tables in %s",
    (language) => {
      const catalogue = CATALOGUES[language];
      const missing = [...texts].filter((text) => !Object.hasOwn(catalogue, text));
      expect(missing).toEqual([]);
    },
  );

  it.each(CONTENT_LANGUAGES)("translate every quest and task text in %s", (language) => {
    const catalogue = CATALOGUES[language];
    const missing = [...quests].filter((text) => questEntriesOf(text, catalogue) === null);
    expect(missing).toEqual([]);
  });

  it.each(CONTENT_LANGUAGES)("keep no entry the tables no longer have in %s", (language) => {
    const catalogue = CATALOGUES[language];
    const questEntries = new Set(
      [...quests].flatMap((text) => questEntriesOf(text, catalogue) ?? []),
    );
    const stale = Object.keys(catalogue).filter((key) => !texts.has(key) && !questEntries.has(key));
    expect(stale).toEqual([]);
  });

  it.each(CONTENT_LANGUAGES)(
    "keep a template's placeholders in its translation in %s",
    (language) => {
      const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort();
      const changed = Object.entries(CATALOGUES[language]).filter(
        ([english, text]) => placeholders(english).join() !== placeholders(text).join(),
      );
      expect(changed).toEqual([]);
    },
  );

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

  it("reads a stored quest in the reader's language, its numbers as the language writes them", () => {
    registerContentCatalogue("ko", ko);
    registerContentCatalogue("es", es);
    const daily = dailyQuestPlan({ rank: "E", level: 1 });
    expect(questText(daily.name, "ko")).toBe("일일 퀘스트: 근력 훈련");
    expect(questText("Do 20 push-ups.", "ko")).toBe("팔굽혀펴기 20회를 하세요.");
    expect(questText("Run 2.5 km this week.", "es")).toBe("Corre 2,5 km esta semana.");
    expect(questText("Run 2.5 km this week.", "en")).toBe("Run 2.5 km this week.");
    const custom = customQuestPlan("agility", "hard");
    expect(questText(custom.name, "ko")).toBe("민첩 훈련 (어려움)");
    expect(questText(custom.sections[0]?.tasks[1]?.description ?? "", "ko")).toBe(
      "90회: 무릎을 가슴으로, 빠르고 일정하게.",
    );
    // A hunter's own words that only look like a quest's stay as written.
    expect(questText("Do many push-ups.", "ko")).toBe("Do many push-ups.");
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
