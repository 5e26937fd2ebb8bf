import type { Battle } from "@repgate/contracts/battles";
import { Crown, Heart } from "lucide-react";
import type { ReactNode } from "react";
import { Progress } from "../../components/ui/progress.tsx";
import { formatNumber } from "../../lib/format.ts";
import { useTableText } from "../../lib/i18n/content-text.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { HpTrail } from "./hit-effects.tsx";
import { MonsterPortrait } from "./monster-portrait.tsx";

interface HpLineProps {
  label: string;
  current: number;
  max: number;
  icon?: ReactNode;
  /** Names the figures for tests that read them. */
  testId?: string;
}

function HpLine({ label, current, max, icon, testId }: HpLineProps) {
  return (
    <div className="mb-1 flex items-baseline justify-between gap-2 text-sm">
      <span className="flex items-center gap-1.5 font-semibold text-slate-200">
        {icon}
        {label}
      </span>
      <span className="text-slate-200 tabular-nums" data-testid={testId}>
        {formatNumber(current)} / {formatNumber(max)}
      </span>
    </div>
  );
}

/** The monster's HP as figures and a bar that drains with a trail: the battle and the watch page. */
export function MonsterHpBar({
  name,
  label,
  current,
  max,
  testId,
}: {
  name: string;
  label: string;
  current: number;
  max: number;
  testId?: string;
}) {
  const t = useT();
  return (
    <div className="mt-2">
      <HpLine label={label} current={current} max={max} testId={testId} />
      <div className="relative overflow-hidden rounded-full bg-slate-800">
        <HpTrail current={current} max={max} />
        <Progress
          label={t("battle.hpOf", { name })}
          value={current}
          max={max}
          className="h-3 bg-transparent!"
          barClassName="bg-red-500 shadow-[0_0_10px_rgb(239_68_68/0.7)]"
        />
      </div>
    </div>
  );
}

/** The monster: its picture, name, level, combat power, boss marker and HP bar. */
export function MonsterStatus({ battle }: { battle: Battle }) {
  const t = useT();
  const tt = useTableText();
  const level = battle.monsterLevel;
  const cp = formatNumber(battle.monsterCombatPower);
  return (
    <div className="flex items-center gap-3">
      <MonsterPortrait name={battle.monsterName} isBoss={battle.isBoss} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h2 className="min-w-0 text-lg font-bold text-slate-50 sm:text-xl">
            {tt(battle.monsterName)}
          </h2>
          {battle.isBoss ? (
            <span className="inline-flex items-center gap-1 rounded border border-amber-300/80 bg-amber-400/15 px-1.5 py-0.5 text-xs font-bold tracking-wider text-amber-200 uppercase">
              <Crown aria-hidden="true" className="size-3.5" />
              {t("battle.monster.boss")}
            </span>
          ) : null}
        </div>
        <p className="mt-0.5 text-xs text-slate-300">
          {battle.enemyCount > 1
            ? t("battle.monster.levelCpEnemy", {
                level,
                cp,
                index: battle.enemyIndex + 1,
                count: battle.enemyCount,
              })
            : t("battle.monster.levelCp", { level, cp })}
        </p>
        <MonsterHpBar
          name={tt(battle.monsterName)}
          label={battle.partyEncounterId ? t("battle.monster.partyHp") : t("battle.monster.hp")}
          current={battle.monsterCurrentHP}
          max={battle.monsterMaxHP}
        />
      </div>
    </div>
  );
}

/** The hunter's HP in this battle. */
export function PlayerStatus({ battle }: { battle: Battle }) {
  const t = useT();
  return (
    <div>
      <HpLine
        label={t("battle.yourHp")}
        current={battle.playerCurrentHP}
        max={battle.playerMaxHP}
        icon={<Heart aria-hidden="true" className="size-4 text-emerald-300" />}
      />
      <Progress
        label={t("battle.yourHp")}
        value={battle.playerCurrentHP}
        max={battle.playerMaxHP}
        className="h-3"
        barClassName="bg-emerald-400 shadow-[0_0_10px_rgb(52_211_153/0.6)]"
      />
    </div>
  );
}
