import { HUNTER_CLASSES } from "@repgate/game/content/classes";
import { cx } from "../lib/cx.ts";
import { GamePicture } from "./game-picture.tsx";

const PICTURE_BY_CLASS = new Map<string, string>(HUNTER_CLASSES.map((c) => [c.name, c.picture]));

/** A hunter class's picture; decoration, as the class's name stands beside it. */
export function ClassPicture({ className, name }: { name: string; className?: string }) {
  const glyph = PICTURE_BY_CLASS.get(name);
  if (!glyph) return null;
  return <GamePicture glyph={glyph} className={cx("text-sky-200", className)} />;
}
