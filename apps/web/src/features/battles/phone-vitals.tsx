import type { Battle } from "@repgate/contracts/battles";
import { Heart, HeartPulse, Skull } from "lucide-react";
import { Progress } from "../../components/ui/progress.tsx";
import { formatNumber } from "../../lib/format.ts";
import { readHeartRateSettings, zoneMaxOf } from "../../lib/heart-rate-settings.ts";
import { useTableText } from "../../lib/i18n/content-text.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { HeartRateReading } from "./heart-rate/heart-rate-panel.tsx";
import { useStrap } from "./heart-rate/strap.ts";

/**
 * The monster's and the hunter's HP in two thin lines, shown only on a phone while reps are
 * counted: the status card is then above the fold. Hidden from screen readers, which read
 * the status card (the same numbers) where it stands.
 */
export function PhoneVitals({ battle }: { battle: Battle }) {
  const strap = useStrap();
  const t = useT();
  const tt = useTableText();
  return (
    <div aria-hidden="true" data-phone-vitals="" className="flex flex-col gap-1 text-xs sm:hidden">
      {/* Two lines, so every counting mode keeps its picture and '+1 Rep' on one screen. */}
      <div className="flex items-center gap-2">
        <Skull className="size-3.5 shrink-0 text-red-300" />
        <span className="min-w-0 flex-1 truncate font-semibold text-slate-100">
          {tt(battle.monsterName)}
        </span>
        <span className="text-slate-200 tabular-nums">
          {formatNumber(battle.monsterCurrentHP)} / {formatNumber(battle.monsterMaxHP)}
        </span>
        <Heart className="ml-1 size-3.5 shrink-0 text-emerald-300" />
        <span className="text-slate-200 tabular-nums">
          {formatNumber(battle.playerCurrentHP)} / {formatNumber(battle.playerMaxHP)}
        </span>
      </div>
      <div className="flex items-center gap-2">
        <Progress
          label={t("battle.hpOf", { name: tt(battle.monsterName) })}
          value={battle.monsterCurrentHP}
          max={battle.monsterMaxHP}
          className="h-2 flex-[2]"
          barClassName="bg-red-500"
        />
        <Progress
          label={t("battle.yourHp")}
          value={battle.playerCurrentHP}
          max={battle.playerMaxHP}
          className="h-2 flex-1"
          barClassName="bg-emerald-400"
        />
      </div>
      {strap.status === "idle" ? null : (
        <div className="flex items-center gap-2">
          <HeartPulse className="size-3.5 shrink-0 text-red-300" />
          <HeartRateReading strap={strap} zoneMax={zoneMaxOf(readHeartRateSettings())} />
        </div>
      )}
    </div>
  );
}
