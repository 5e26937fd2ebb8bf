import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { formatClock } from "../../lib/format.ts";
import { useTableText } from "../../lib/i18n/content-text.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { useServerCountdown } from "../../lib/use-now.ts";
import { useAnswerPartyDungeon } from "./api.ts";

export interface PendingEntry {
  id: string;
  dungeonName: string;
  /** The server's seconds left to answer when it sent the party. */
  secondsLeft: number;
  leaderName: string;
}

/**
 * The leader asked the party into a dungeon: a member sees it at once, on any screen, with the
 * time left to answer (the server's expiry). "Later" leaves the answer to the bell.
 */
export function PartyConfirmationDialog({
  entry,
  onLater,
}: {
  entry: PendingEntry;
  onLater: () => void;
}) {
  const { answer, pending } = useAnswerPartyDungeon();
  const secondsLeft = useServerCountdown(entry.secondsLeft);
  const t = useT();
  const tt = useTableText();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !pending && onLater()}
      title={t("party.confirm.title", { dungeon: tt(entry.dungeonName) })}
      description={t("party.confirm.text", {
        leader: entry.leaderName,
        dungeon: tt(entry.dungeonName),
      })}
      className="max-w-md"
    >
      <p className="text-center text-sm text-slate-300">
        {t("party.confirm.timeLeft")}
        <span
          className="mt-1 block font-mono text-3xl font-bold text-sky-100 tabular-nums"
          // Announced when it opens, not every second.
          aria-live="off"
        >
          {secondsLeft > 0 ? formatClock(secondsLeft) : t("party.confirm.expired")}
        </span>
      </p>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" disabled={pending} onClick={onLater}>
          {t("party.confirm.later")}
        </Button>
        <Button
          variant="secondary"
          disabled={pending || secondsLeft === 0}
          onClick={() => answer(entry.id, false)}
        >
          {t("party.confirm.decline")}
        </Button>
        <Button disabled={pending || secondsLeft === 0} onClick={() => answer(entry.id, true)}>
          {t("party.confirm.accept")}
        </Button>
      </div>
    </Dialog>
  );
}
