import { findCatalogItem } from "./item-catalog.ts";
import { pictureOfItemType } from "./item-type-pictures.ts";

/**
 * The picture an inventory row shows: its catalogue item's glyph, so server and web agree and a
 * row keeps up with the catalogue; a row older than the catalogue gets its type's glyph.
 */
export function pictureOfItem(row: {
  catalogId: string | null;
  type: string;
  subType: string | null;
}): string {
  const fromCatalog = row.catalogId ? findCatalogItem(row.catalogId) : null;
  return fromCatalog ? fromCatalog.icon : pictureOfItemType(row.type, row.subType);
}
