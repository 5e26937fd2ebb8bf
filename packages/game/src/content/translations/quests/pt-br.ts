import type { ContentCatalogue } from "../content-text.ts";
import { customQuestEntries } from "./custom-quest-words.ts";

/** Quest and task texts in Brazilian Portuguese; `{count}`, `{km}`, `{plank}`, `{target}` are numbers. */
export const questsPtBR: ContentCatalogue = {
  "Daily Quest: Strength Training": "Missão diária: Treino de força",
  "Preparations to become powerful. Complete every task before midnight.":
    "Preparativos para se tornar poderoso. Conclua todas as tarefas antes da meia-noite.",
  Cardio: "Cardio",
  Run: "Corrida",
  "Do {count} push-ups.": "Faça {count} flexões.",
  "Do {count} sit-ups.": "Faça {count} abdominais.",
  "Do {count} squats.": "Faça {count} agachamentos.",
  "Run {km} km.": "Corra {km} km.",

  "Weekly Quest: Hunter's Trial": "Missão semanal: A provação do caçador",
  "A week of training in one trial. Finish it before Monday.":
    "Uma semana de treino em uma só provação. Termine antes de segunda-feira.",
  Strength: "Força",
  Endurance: "Resistência",
  "Do {count} push-ups this week.": "Faça {count} flexões nesta semana.",
  "Do {count} sit-ups this week.": "Faça {count} abdominais nesta semana.",
  "Do {count} squats this week.": "Faça {count} agachamentos nesta semana.",
  "Run {km} km this week.": "Corra {km} km nesta semana.",
  "Hold a plank for {plank} s.": "Segure a prancha por {plank} s.",

  // Custom quests
  Burpees: "Burpees",
  "Mountain climbers": "Escaladores",
  "Wall sit": "Agachamento na parede",
  "Focused breathing": "Respiração concentrada",
  "Cross crawls": "Toques cruzados",
  "Jumping jacks": "Polichinelos",
  "Single-leg balance": "Equilíbrio em uma perna",
  "Shadow-boxing punches": "Socos de boxe de sombra",
  "Chest to the floor, arms locked at the top.": "Peito até o chão, braços estendidos no alto.",
  "Thighs parallel to the floor.": "Coxas paralelas ao chão.",
  "Chest down, jump up, clap overhead.": "Peito no chão, salte e bata palmas acima da cabeça.",
  "Knees to chest, fast and steady.": "Joelhos ao peito, rápido e constante.",
  "Straight line, head to heels.": "Linha reta da cabeça aos calcanhares.",
  "Back flat, knees at 90 degrees.": "Costas coladas na parede, joelhos a 90 graus.",
  "Breathe in 4 s, hold 4 s, out 4 s.": "Inspire 4 s, segure 4 s, expire 4 s.",
  "Opposite elbow to knee, with control.": "Cotovelo oposto ao joelho, com controle.",
  "Any pace you can hold.": "Qualquer ritmo que você consiga manter.",
  "Arms fully overhead each rep.": "Braços totalmente acima da cabeça a cada repetição.",
  "Eyes closed if you can; switch legs halfway.":
    "Olhos fechados se conseguir; troque de perna na metade.",
  "Track an imaginary opponent.": "Acompanhe um oponente imaginário.",
  "{target} reps: {description}": "{target} repetições: {description}",
  "{target} s: {description}": "{target} s: {description}",
  "{target} km: {description}": "{target} km: {description}",
  ...customQuestEntries({
    stats: {
      strength: "força",
      agility: "agilidade",
      vitality: "vitalidade",
      intelligence: "inteligência",
      endurance: "resistência",
      perception: "percepção",
    },
    difficulties: { easy: "Fácil", medium: "Média", hard: "Difícil" },
    name: (stat, difficulty) => `Treino de ${stat} (${difficulty})`,
    section: (stat) => `Treino de ${stat}`,
    // Every stat word is feminine (a força, a agilidade...), so "sua".
    description: (stat) =>
      `Uma missão personalizada para treinar sua ${stat}. Termine em até 5 horas.`,
  }),
};
