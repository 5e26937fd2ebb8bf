import type { Battle } from "@repgate/contracts/battles";
import { ArrowLeft, Sparkles } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { useTableText } from "../../lib/i18n/content-text.ts";
import { useT } from "../../lib/i18n/i18n.ts";

export type BattleSkill = NonNullable<Battle["skill"]>;

interface MagicMenuProps {
  /** The hunter's class skill, or null without a class. */
  skill: BattleSkill | null;
  /** The server's word: one cast per battle. */
  used: boolean;
  onCast: (skill: BattleSkill) => void;
  onBack: () => void;
}

/** The Magic menu: the class skill, cast with reps, once per battle. */
export function MagicMenu({ skill, used, onCast, onBack }: MagicMenuProps) {
  const t = useT();
  const tt = useTableText();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-lg font-bold text-slate-50">{t("battle.menu.magic")}</h3>
        <Button variant="secondary" size="sm" onClick={onBack} data-autofocus>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("common.back")}
        </Button>
      </div>
      {skill === null ? (
        <p className="text-sm text-slate-300">{t("battle.magic.noClass")}</p>
      ) : (
        <div className="rounded-md border border-violet-300/60 bg-violet-500/10 p-3">
          <p className="flex items-center gap-2 font-bold text-violet-100">
            <Sparkles aria-hidden="true" className="size-5" />
            {tt(skill.name)}
          </p>
          <p className="mt-1 text-sm text-slate-200">{skill.description}</p>
          <p className="mt-1 text-xs text-slate-300">
            {t("battle.magic.repsToCast", { count: skill.reps })}
          </p>
          <Button
            size="lg"
            className="mt-3 w-full border-violet-300 bg-violet-500/20 hover:bg-violet-500/30"
            disabled={used}
            onClick={() => onCast(skill)}
          >
            {used ? t("battle.magic.used") : t("battle.magic.cast", { skill: tt(skill.name) })}
          </Button>
        </div>
      )}
    </div>
  );
}
