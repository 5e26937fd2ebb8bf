import type { ContentCatalogue } from "../content-text.ts";

/** The attacks' names (rules/combat.ts) in Spanish, per weapon: light, heavy, combo. */
export const esAttacks: ContentCatalogue = {
  Slash: "Corte",
  Cleave: "Tajo",
  "Blade Dance": "Danza de espadas",
  "Quick Shot": "Disparo rápido",
  "Power Shot": "Disparo potente",
  "Arrow Rain": "Lluvia de flechas",
  "Staff Strike": "Golpe de bastón",
  "Arcane Bolt": "Descarga arcana",
  "Mana Burst": "Estallido de maná",
  Stab: "Puñalada",
  Backstab: "Puñalada trapera",
  "Shadow Flurry": "Ráfaga de sombras",
  Bash: "Mazazo",
  Crush: "Aplastamiento",
  Earthshaker: "Sacudida sísmica",
  Jab: "Jab",
  Haymaker: "Gancho salvaje",
  "Fist Flurry": "Ráfaga de puños",
};
