import type { Achievement } from "@repgate/contracts/profiles";
import { ACHIEVEMENTS } from "@repgate/game/rules/achievements";
import { Lock } from "lucide-react";
import { GamePicture } from "../../components/game-picture.tsx";
import { cx } from "../../lib/cx.ts";
import { useTableText } from "../../lib/i18n/content-text.ts";
import { currentLanguage, useT } from "../../lib/i18n/i18n.ts";
import { richText } from "../../lib/i18n/rich-text.tsx";
import { STAT_LABELS } from "../../lib/stat-labels.ts";

type StatSource = Record<(typeof STAT_LABELS)[number]["key"], number> & { combatPower: number };

export function StatGrid({ hunter }: { hunter: StatSource }) {
  useT(); // richText reads the catalogue: re-render when the language changes.
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {STAT_LABELS.map((s) => (
          <div key={s.key} className="rounded-md border border-slate-700 bg-slate-950/50 p-2">
            <dt className="text-xs text-slate-400">{s.name}</dt>
            <dd className="text-lg font-bold text-sky-50 tabular-nums">{hunter[s.key]}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-300">
        {richText("profile.combatPower", {
          power: <strong className="text-sky-100">{hunter.combatPower}</strong>,
        })}
      </p>
    </div>
  );
}

const ACHIEVEMENT_PICTURES = new Map<string, string>(ACHIEVEMENTS.map((a) => [a.id, a.picture]));

export function AchievementList({ achievements }: { achievements: Achievement[] }) {
  const t = useT();
  const tt = useTableText();
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {achievements.map((a) => (
        <li
          key={a.id}
          className={cx(
            "flex items-start gap-3 rounded-md border p-3",
            a.unlockedAt ? "border-amber-300/60 bg-amber-400/10" : "border-slate-700 opacity-80",
          )}
        >
          <span className="relative shrink-0">
            <GamePicture
              glyph={ACHIEVEMENT_PICTURES.get(a.id) ?? "trophy"}
              className={cx("size-10", a.unlockedAt ? "text-amber-300" : "text-slate-500")}
            />
            {a.unlockedAt ? null : (
              <Lock
                aria-hidden="true"
                className="absolute -right-1 -bottom-1 size-4 rounded-full bg-slate-900 text-slate-300"
              />
            )}
          </span>
          <div>
            <p className="font-semibold text-slate-50">
              {tt(a.name)}
              <span className="sr-only">
                {" "}
                {t(a.unlockedAt ? "profile.achievement.unlocked" : "profile.achievement.locked")}
              </span>
            </p>
            <p className="text-sm text-slate-300">{tt(a.description)}</p>
            {a.unlockedAt ? (
              <p className="mt-1 text-xs text-slate-400">
                {richText("profile.achievement.unlockedOn", {
                  date: (
                    <time dateTime={a.unlockedAt}>
                      {new Date(a.unlockedAt).toLocaleDateString(currentLanguage())}
                    </time>
                  ),
                })}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
