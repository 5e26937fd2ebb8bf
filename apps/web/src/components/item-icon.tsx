import { GLYPH_NAMES } from "virtual:game-glyphs";
import { pictureOfItemType } from "@repgate/game/content/item-type-pictures";
import { cx } from "../lib/cx.ts";
import { GamePicture } from "./game-picture.tsx";

const BUNDLED = new Set(GLYPH_NAMES);

/**
 * An item's picture: the glyph its catalogue entry names (the server sends it as `icon`), or
 * its type's for an icon the bundle lacks. Decoration by default, as the item's name stands
 * beside it; `label` makes it an image.
 */
export function ItemIcon({
  icon,
  type,
  subType = null,
  label,
  className,
}: {
  icon: string | null | undefined;
  type: string;
  subType?: string | null;
  label?: string;
  className?: string;
}) {
  const glyph = icon && BUNDLED.has(icon) ? icon : pictureOfItemType(type, subType);
  return <GamePicture glyph={glyph} label={label} className={cx("text-sky-100", className)} />;
}
