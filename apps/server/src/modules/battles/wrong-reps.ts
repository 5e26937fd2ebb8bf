/**
 * An attack's or a skill's reps were not its own. `skill` is the move's table name, which each
 * language names (docs/i18n.md); `reps2` the count that was sent.
 */
export function wrongReps(skill: string, reps: number, reps2: number): string {
  return `${skill} takes ${reps} reps, not ${reps2}.`;
}
