import { Trophy, X } from "lucide-react";
import { useEffect } from "react";
import type { CompletionReply } from "./quest-card.tsx";
import { RewardList } from "./quest-rewards.tsx";

/** The completion banner closes by itself after 8 seconds (docs/game-rules/screens.md). */
const BANNER_MS = 8000;

interface CompletionBannerProps {
  completion: CompletionReply & { rewards: NonNullable<CompletionReply["rewards"]> };
  onClose: () => void;
}

/** 'Quest Complete!' with what was paid and any level-ups. */
export function CompletionBanner({ completion, onClose }: CompletionBannerProps) {
  useEffect(() => {
    const timer = setTimeout(onClose, BANNER_MS);
    return () => clearTimeout(timer);
  }, [onClose]);

  const { quest, rewards, levelsGained } = completion;
  return (
    <div
      role="status"
      aria-label="Quest complete"
      className="system-panel relative flex items-start gap-3 border-amber-300/70 p-4 pr-11 shadow-[0_0_24px_rgb(251_191_36/0.35)]"
    >
      <Trophy aria-hidden="true" className="mt-0.5 size-7 shrink-0 text-amber-300" />
      <div className="flex min-w-0 flex-col gap-2">
        <p className="glow-text text-lg font-bold text-amber-100">Quest Complete!</p>
        <p className="text-sm text-slate-200">{quest.name || quest.title}</p>
        <RewardList rewards={rewards} label="Rewards earned" />
        {levelsGained > 0 ? (
          <p className="text-sm font-semibold text-sky-200">
            Level Up! +{levelsGained} {levelsGained === 1 ? "level" : "levels"}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label="Close"
        className="absolute top-3 right-3 rounded p-1.5 text-slate-300 hover:text-sky-200"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
