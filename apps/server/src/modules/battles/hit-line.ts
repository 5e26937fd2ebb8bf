/**
 * A blow's line in the battle log and the reply's message. One whole sentence for each case
 * (critical or not, under Berserk or not) rather than English pieces glued together, so every
 * language words each one (docs/i18n.md).
 */
export function hitLine({
  name,
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
    return `Critical hit! ${name} hits ${monster} for ${damage} damage (Berserk x2).`;
  }
  if (critical) return `Critical hit! ${name} hits ${monster} for ${damage} damage.`;
  if (berserk) return `${name} hits ${monster} for ${damage} damage (Berserk x2).`;
  return `${name} hits ${monster} for ${damage} damage.`;
}
