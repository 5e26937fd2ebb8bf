/**
 * A blow's line in the battle log and the reply's message. One whole sentence for each case
 * (critical or not, under Berserk or not) rather than English pieces glued together, so every
 * language words each one (docs/i18n.md). `skill` is the attack's or the skill's name, a
 * game-table word each reader reads in their language.
 */
export function hitLine({
  name: skill,
  monster,
  damage,
  critical,
  berserk,
}: {
  name: string;
  monster: string;
  damage: number;
  critical: boolean;
  berserk: boolean;
}): string {
  if (critical && berserk) {
    return `Critical hit! ${skill} hits ${monster} for ${damage} damage (Berserk x2).`;
  }
  if (critical) return `Critical hit! ${skill} hits ${monster} for ${damage} damage.`;
  if (berserk) return `${skill} hits ${monster} for ${damage} damage (Berserk x2).`;
  return `${skill} hits ${monster} for ${damage} damage.`;
}
