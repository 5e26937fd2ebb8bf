import {
  Box,
  Crown,
  FlaskConical,
  Footprints,
  Gem,
  Hand,
  HardHat,
  type LucideIcon,
  Package,
  ScrollText,
  Shield,
  Shirt,
  Swords,
} from "lucide-react";
import { useState } from "react";
import { cx } from "../lib/cx.ts";

const TYPE_GLYPHS: Record<string, LucideIcon> = {
  weapon: Swords,
  helmet: HardHat,
  chest: Shirt,
  arms: Hand,
  legs: Shield,
  feet: Footprints,
  necklace: Crown,
  ring: Gem,
  potion: FlaskConical,
  item: Package,
  quest: ScrollText,
};

/**
 * Where an icon lives. The server sends either a path or URL, or a bare name drawn by us under
 * /items/{name}.svg.
 */
function itemIconSrc(icon: string | null | undefined): string | null {
  if (!icon) return null;
  if (/^(\/|https?:|data:)/.test(icon)) return icon;
  return `/items/${icon}.svg`;
}

/** An item's picture; if it is missing or fails to load it is hidden and a glyph of its type shows. */
export function ItemIcon({
  icon,
  type,
  className,
}: {
  icon: string | null | undefined;
  type: string;
  className?: string;
}) {
  const src = itemIconSrc(icon);
  const [failed, setFailed] = useState<string | null>(null);
  const Glyph = TYPE_GLYPHS[type] ?? (type === "chest" ? Box : Package);
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt=""
        aria-hidden="true"
        draggable={false}
        onError={() => setFailed(src)}
        className={cx("object-contain", className)}
      />
    );
  }
  return <Glyph aria-hidden="true" className={cx("text-sky-200", className)} />;
}
