import { MATCH_LABELS, MATCH_TONES } from "@repgate/game/rules/match";
import { badgeClasses, MATCH_TONE_CLASSES } from "../../components/match-badge.tsx";
import { Panel, PanelHeading } from "../../components/ui/panel.tsx";
import { cx } from "../../lib/cx.ts";
import { useTableText } from "../../lib/i18n/content-text.ts";
import { type MessageId, useT } from "../../lib/i18n/i18n.ts";

/** What each label means, as a share of the dungeon's recommended Combat Power. */
const MATCH_MEANINGS: Record<(typeof MATCH_LABELS)[number], MessageId> = {
  "Too Dangerous": "dungeons.guide.tooDangerous",
  Challenging: "dungeons.guide.challenging",
  "Perfect Match!": "dungeons.guide.perfect",
  Comfortable: "dungeons.guide.comfortable",
  "Easy Clear": "dungeons.guide.easy",
};

/** The Dungeon Guide: match labels, dungeon types and how a fight works. */
export function DungeonGuide() {
  const t = useT();
  const tt = useTableText();
  return (
    <Panel aria-labelledby="dungeon-guide-title" className="flex flex-col gap-4">
      <PanelHeading id="dungeon-guide-title">{t("dungeons.guide.title")}</PanelHeading>
      <div>
        <h3 className="text-sm font-semibold text-slate-100">{t("dungeons.guide.matchLabels")}</h3>
        <p className="mt-1 text-xs text-slate-400">{t("dungeons.guide.matchIntro")}</p>
        <dl className="mt-2 flex flex-col gap-2">
          {MATCH_LABELS.map((label) => (
            <div key={label} className="flex flex-col gap-1">
              <dt>
                <span className={cx(badgeClasses, MATCH_TONE_CLASSES[MATCH_TONES[label]])}>
                  {tt(label)}
                </span>
              </dt>
              <dd className="text-xs text-slate-300">{t(MATCH_MEANINGS[label])}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div>
        <h3 className="text-sm font-semibold text-slate-100">{t("dungeons.guide.types")}</h3>
        <dl className="mt-2 flex flex-col gap-2 text-xs">
          <div>
            <dt className="font-semibold text-slate-200">{t("dungeons.card.combat")}</dt>
            <dd className="text-slate-300">{t("dungeons.guide.combatText")}</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-200">{t("dungeons.card.movement")}</dt>
            <dd className="text-slate-300">{t("dungeons.guide.movementText")}</dd>
          </div>
        </dl>
      </div>
      <p className="text-xs text-slate-400">{t("dungeons.guide.ranks")}</p>
    </Panel>
  );
}
