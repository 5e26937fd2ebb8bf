import type { ContentCatalogue } from "../content-text.ts";

/** The attacks' names (rules/combat.ts) in Japanese, per weapon: light, heavy, combo. */
export const jaAttacks: ContentCatalogue = {
  Slash: "斬撃",
  Cleave: "両断",
  "Blade Dance": "剣舞",
  "Quick Shot": "速射",
  "Power Shot": "強射",
  "Arrow Rain": "矢の雨",
  "Staff Strike": "杖打ち",
  "Arcane Bolt": "秘術の矢",
  "Mana Burst": "マナバースト",
  Stab: "刺突",
  Backstab: "背面突き",
  "Shadow Flurry": "影の連撃",
  Bash: "殴打",
  Crush: "粉砕",
  Earthshaker: "地砕き",
  Jab: "ジャブ",
  Haymaker: "渾身のフック",
  "Fist Flurry": "連拳",
};
