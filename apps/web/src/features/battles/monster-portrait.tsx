import { MONSTERS, UNKNOWN_MONSTER_PICTURE } from "@repgate/game/content/monsters";
import { GamePicture } from "../../components/game-picture.tsx";
import { cx } from "../../lib/cx.ts";
import { useTableText } from "../../lib/i18n/content-text.ts";

const PICTURE_BY_NAME = new Map(MONSTERS.map((m) => [m.name, m.picture]));

/**
 * The monster as the hunter sees it: its own picture, 96 px on a phone; a boss larger, in a
 * gold frame that glows. The name is its text alternative.
 */
export function MonsterPortrait({
  name,
  isBoss,
  className,
}: {
  name: string;
  isBoss: boolean;
  className?: string;
}) {
  const tt = useTableText();
  const glyph = PICTURE_BY_NAME.get(name) ?? UNKNOWN_MONSTER_PICTURE;
  return (
    <div
      data-boss={isBoss || undefined}
      className={cx(
        "grid shrink-0 place-items-center rounded-xl border bg-gradient-to-b",
        isBoss
          ? "size-28 border-2 border-amber-300/90 from-amber-500/20 to-slate-950 text-amber-100 shadow-[0_0_18px_rgb(252_211_77/0.55)] sm:size-32"
          : "size-24 border-sky-400/50 from-sky-500/15 to-slate-950 text-sky-100 shadow-[0_0_12px_rgb(56_189_248/0.35)] sm:size-28",
        className,
      )}
    >
      <GamePicture
        glyph={glyph}
        label={tt(name)}
        className="size-4/5 drop-shadow-[0_0_6px_rgb(125_211_252/0.6)]"
      />
    </div>
  );
}
