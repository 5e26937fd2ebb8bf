/** Every title in the game; a new hunter has only "None" unlocked. */
export const TITLES = [
  { name: "None", description: "No title displayed." },
  { name: "Shadow Hunter", description: "Moves unseen through the gates." },
  { name: "Architect", description: "Builds the system others train in." },
  { name: "Gate Breaker", description: "Among the top hunters who felled a Gate Break's boss." },
] as const;
export type TitleName = (typeof TITLES)[number]["name"];
export const TITLE_NAMES = TITLES.map((t) => t.name) as TitleName[];
