import { findCatalogItem, ITEM_CATALOG } from "./item-catalog.ts";
import { pictureOfItemType } from "./item-type-pictures.ts";

const BY_NAME = new Map(ITEM_CATALOG.map((item) => [item.name, item]));

/**
 * The picture an inventory row shows: its catalogue item's glyph, so server and web agree and a
 * row keeps up with the catalogue (found by its id, or by its name where a row was granted
 * without one, as the starter potions are); any other row gets its type's glyph.
 */
export function pictureOfItem(row: {
  catalogId: string | null;
  name: string;
  type: string;
  subType: string | null;
}): string {
  const fromCatalog =
    (row.catalogId ? findCatalogItem(row.catalogId) : null) ?? BY_NAME.get(row.name) ?? null;
  return fromCatalog ? fromCatalog.icon : pictureOfItemType(row.type, row.subType);
}
