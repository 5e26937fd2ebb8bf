import { MATCH_LABELS, MATCH_TONES } from "@repgate/game/rules/match";
import { badgeClasses, MATCH_TONE_CLASSES } from "../../components/match-badge.tsx";
import { Panel, PanelHeading } from "../../components/ui/panel.tsx";
import { cx } from "../../lib/cx.ts";

/** What each label means, as a share of the dungeon's recommended Combat Power. */
const MATCH_MEANINGS: Record<(typeof MATCH_LABELS)[number], string> = {
  "Too Dangerous": "Your Combat Power is under 60% of the recommended CP. Expect to lose HP fast.",
  Challenging: "60% to 80% of the recommended CP. Winnable with combos and potions.",
  "Perfect Match!": "80% to 150% of the recommended CP. The fight this gate was made for.",
  Comfortable: "150% to 200% of the recommended CP. A steady clear.",
  "Easy Clear": "Over twice the recommended CP. Quick rewards, little risk.",
};

/** The Dungeon Guide: match labels, dungeon types and how a fight works. */
export function DungeonGuide() {
  return (
    <Panel aria-labelledby="dungeon-guide-title" className="flex flex-col gap-4">
      <PanelHeading id="dungeon-guide-title">Dungeon Guide</PanelHeading>
      <div>
        <h3 className="text-sm font-semibold text-slate-100">Match labels</h3>
        <p className="mt-1 text-xs text-slate-400">
          Each card compares your Combat Power (the sum of your six stats) with the dungeon's
          recommended CP.
        </p>
        <dl className="mt-2 flex flex-col gap-2">
          {MATCH_LABELS.map((label) => (
            <div key={label} className="flex flex-col gap-1">
              <dt>
                <span className={cx(badgeClasses, MATCH_TONE_CLASSES[MATCH_TONES[label]])}>
                  {label}
                </span>
              </dt>
              <dd className="text-xs text-slate-300">{MATCH_MEANINGS[label]}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div>
        <h3 className="text-sm font-semibold text-slate-100">Dungeon types</h3>
        <dl className="mt-2 flex flex-col gap-2 text-xs">
          <div>
            <dt className="font-semibold text-slate-200">Combat</dt>
            <dd className="text-slate-300">
              Fight a line of monsters that ends with a boss. Pick an attack, do its reps (push-ups,
              squats or burpees) and tap '+1 Rep' for each one. One 30-minute timer runs for the
              whole dungeon, from entry to its boss: every monster shares it.
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-200">Movement</dt>
            <dd className="text-slate-300">
              Walk, run or cycle the required distance before the time runs out. Your phone's
              location measures it, so keep the screen open while you move.
            </dd>
          </div>
        </dl>
      </div>
      <p className="text-xs text-slate-400">
        Ranks go from E (weakest) to S. New dungeons spawn daily and each one closes when its
        countdown ends.
      </p>
    </Panel>
  );
}
