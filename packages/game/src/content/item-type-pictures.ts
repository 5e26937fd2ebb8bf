/** A glyph for each item type: for rows made before the catalogue named a picture per item. */
const TYPE_PICTURES: Record<string, string> = {
  sword: "broadsword",
  bow: "bow-arrow",
  staff: "wizard-staff",
  dagger: "plain-dagger",
  hammer: "warhammer",
  weapon: "broadsword",
  helmet: "visored-helm",
  chest: "breastplate",
  arms: "gauntlet",
  legs: "greaves",
  feet: "boots",
  necklace: "gem-pendant",
  ring: "ring",
  potion: "health-potion",
  item: "swap-bag",
  quest: "scroll-unfurled",
  treasure: "chest",
};

/** Every glyph the fallback can name (the web bundles these with the catalogue's). */
export const ITEM_TYPE_PICTURES: readonly string[] = [...new Set(Object.values(TYPE_PICTURES))];

/** The glyph of an item's sub-type or type. */
export function pictureOfItemType(type: string, subType: string | null): string {
  return TYPE_PICTURES[subType ?? ""] ?? TYPE_PICTURES[type] ?? "swap-bag";
}
