import type { ContentCatalogue } from "../content-text.ts";

/** The attacks' names (rules/combat.ts) in Portuguese (Brazil), per weapon: light, heavy, combo. */
export const ptBRAttacks: ContentCatalogue = {
  Slash: "Corte",
  Cleave: "Fendente",
  "Blade Dance": "Dança das lâminas",
  "Quick Shot": "Tiro rápido",
  "Power Shot": "Tiro potente",
  "Arrow Rain": "Chuva de flechas",
  "Staff Strike": "Golpe de cajado",
  "Arcane Bolt": "Raio arcano",
  "Mana Burst": "Explosão de mana",
  Stab: "Estocada",
  Backstab: "Punhalada pelas costas",
  "Shadow Flurry": "Rajada sombria",
  Bash: "Pancada",
  Crush: "Esmagamento",
  Earthshaker: "Abalo sísmico",
  Jab: "Jab",
  Haymaker: "Cruzado selvagem",
  "Fist Flurry": "Rajada de socos",
};
