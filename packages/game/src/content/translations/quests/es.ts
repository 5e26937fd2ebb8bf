import type { ContentCatalogue } from "../content-text.ts";
import { customQuestEntries } from "./custom-quest-words.ts";

/** Quest and task texts in Spanish; `{count}`, `{km}`, `{plank}`, `{target}` are numbers. */
export const questsEs: ContentCatalogue = {
  "Daily Quest: Strength Training": "Misión diaria: Entrenamiento de fuerza",
  "Preparations to become powerful. Complete every task before midnight.":
    "Preparativos para volverte poderoso. Completa todas las tareas antes de medianoche.",
  Cardio: "Cardio",
  Run: "Correr",
  "Do {count} push-ups.": "Haz {count} flexiones.",
  "Do {count} sit-ups.": "Haz {count} abdominales.",
  "Do {count} squats.": "Haz {count} sentadillas.",
  "Run {km} km.": "Corre {km} km.",

  "Weekly Quest: Hunter's Trial": "Misión semanal: La prueba del cazador",
  "A week of training in one trial. Finish it before Monday.":
    "Una semana de entrenamiento en una sola prueba. Termínala antes del lunes.",
  Strength: "Fuerza",
  Endurance: "Resistencia",
  "Do {count} push-ups this week.": "Haz {count} flexiones esta semana.",
  "Do {count} sit-ups this week.": "Haz {count} abdominales esta semana.",
  "Do {count} squats this week.": "Haz {count} sentadillas esta semana.",
  "Run {km} km this week.": "Corre {km} km esta semana.",
  "Hold a plank for {plank} s.": "Mantén la plancha {plank} s.",

  // Custom quests
  Burpees: "Burpees",
  "Mountain climbers": "Escaladores",
  "Wall sit": "Sentadilla en la pared",
  "Focused breathing": "Respiración concentrada",
  "Cross crawls": "Toques cruzados",
  "Jumping jacks": "Saltos de tijera",
  "Single-leg balance": "Equilibrio sobre una pierna",
  "Shadow-boxing punches": "Golpes de boxeo de sombra",
  "Chest to the floor, arms locked at the top.": "Pecho al suelo, brazos estirados arriba.",
  "Thighs parallel to the floor.": "Muslos paralelos al suelo.",
  "Chest down, jump up, clap overhead.": "Pecho al suelo, salta y da una palmada sobre la cabeza.",
  "Knees to chest, fast and steady.": "Rodillas al pecho, rápido y constante.",
  "Straight line, head to heels.": "Línea recta de la cabeza a los talones.",
  "Back flat, knees at 90 degrees.": "Espalda pegada a la pared, rodillas a 90 grados.",
  "Breathe in 4 s, hold 4 s, out 4 s.": "Inspira 4 s, aguanta 4 s, espira 4 s.",
  "Opposite elbow to knee, with control.": "Codo contrario a la rodilla, con control.",
  "Any pace you can hold.": "Al ritmo que puedas mantener.",
  "Arms fully overhead each rep.": "Brazos bien arriba en cada repetición.",
  "Eyes closed if you can; switch legs halfway.":
    "Con los ojos cerrados si puedes; cambia de pierna a la mitad.",
  "Track an imaginary opponent.": "Sigue a un oponente imaginario.",
  "{target} reps: {description}": "{target} repeticiones: {description}",
  "{target} s: {description}": "{target} s: {description}",
  "{target} km: {description}": "{target} km: {description}",
  ...customQuestEntries({
    stats: {
      strength: "fuerza",
      agility: "agilidad",
      vitality: "vitalidad",
      intelligence: "inteligencia",
      endurance: "resistencia",
      perception: "percepción",
    },
    difficulties: { easy: "Fácil", medium: "Media", hard: "Difícil" },
    name: (stat, difficulty) => `Entrenamiento de ${stat} (${difficulty})`,
    section: (stat) => `Entrenamiento de ${stat}`,
    description: (stat) =>
      `Una misión personalizada para entrenar tu ${stat}. Termínala en 5 horas.`,
  }),
};
