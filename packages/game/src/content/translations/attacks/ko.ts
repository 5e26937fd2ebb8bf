import type { ContentCatalogue } from "../content-text.ts";

/** The attacks' names (rules/combat.ts) in Korean, per weapon: light, heavy, combo. */
export const koAttacks: ContentCatalogue = {
  Slash: "베기",
  Cleave: "가르기",
  "Blade Dance": "검무",
  "Quick Shot": "속사",
  "Power Shot": "강력 사격",
  "Arrow Rain": "화살비",
  "Staff Strike": "지팡이 타격",
  "Arcane Bolt": "비전 화살",
  "Mana Burst": "마나 폭발",
  Stab: "찌르기",
  Backstab: "배후 찌르기",
  "Shadow Flurry": "그림자 난무",
  Bash: "강타",
  Crush: "분쇄",
  Earthshaker: "대지 진동",
  Jab: "잽",
  Haymaker: "혼신의 훅",
  "Fist Flurry": "주먹 난타",
};
