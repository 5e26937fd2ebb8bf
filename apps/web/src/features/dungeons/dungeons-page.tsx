import type { EnterDungeonReply } from "@repgate/contracts/battles";
import type { Dungeon } from "@repgate/contracts/dungeons";
import { RANKS, type Rank } from "@repgate/game/rules/ranks";
import { useQueryClient } from "@tanstack/react-query";
import { Swords } from "lucide-react";
import { useId, useState } from "react";
import { Link, useLocation } from "wouter";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { Panel } from "../../components/ui/panel.tsx";
import { inputClasses } from "../../components/ui/text-field.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { formatNumber } from "../../lib/format.ts";
import { useTableText } from "../../lib/i18n/content-text.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { richText } from "../../lib/i18n/rich-text.tsx";
import { locationHelp, requestFirstFix } from "../../lib/location.ts";
import { useNow } from "../../lib/use-now.ts";
import { useOneAtATime } from "../../lib/use-one-at-a-time.ts";
import { useUser } from "../auth/api.ts";
import { isBattleLive, useActiveBattle } from "../battles/api.ts";
import { usePreloadBattle } from "../battles/use-preload-battle.ts";
import { useParty, useRequestPartyDungeon } from "../parties/api.ts";
import { useDungeons, useEnterDungeon, whereAlreadyEntered } from "./api.ts";
import { DungeonCard } from "./dungeon-card.tsx";
import { DungeonGuide } from "./dungeon-guide.tsx";
import { gateDanger, matchesRankFilter, nearRanks, type RankFilter } from "./gate-danger.ts";

/** Where a hunter goes once inside: the battle, or the movement run's own screen. */
function destinationOf(reply: EnterDungeonReply): string {
  const runDungeonId = reply.movementRun?.dungeonId ?? reply.dungeon.id;
  return reply.battle || reply.dungeon.type !== "movement"
    ? "/battle"
    : `/dungeon/${encodeURIComponent(runDungeonId)}`;
}

function ActiveBattleNotice() {
  const { data: battle } = useActiveBattle();
  const t = useT();
  const tt = useTableText();
  if (!isBattleLive(battle)) return null;
  return (
    <Panel
      aria-label={t("dungeons.battleInProgress")}
      className="flex flex-wrap items-center gap-3 border-red-400/60"
    >
      <Swords aria-hidden="true" className="size-6 shrink-0 text-red-300" />
      <p className="min-w-0 flex-1 text-sm text-slate-200">
        {richText("dungeons.fighting", {
          monster: <strong className="text-slate-50">{battle.monsterName}</strong>,
          dungeon: tt(battle.dungeonName),
        })}
      </p>
      <Link href="/battle" className={buttonClasses("primary", "sm")}>
        {t("dungeons.continue")}
      </Link>
    </Panel>
  );
}

/**
 * The gates a hunter sees: their own rank's to start with (five or so cards, not the fourteen
 * of every rank, 9,000 px of phone), those near it, all of them, or another rank's.
 */
function RankFilterSelect({
  value,
  hunterRank,
  onChange,
}: {
  value: RankFilter;
  hunterRank: Rank;
  onChange: (value: RankFilter) => void;
}) {
  const id = useId();
  const t = useT();
  return (
    <div className="flex flex-col gap-1 sm:w-64">
      <label htmlFor={id} className="text-xs font-semibold tracking-wider text-slate-300 uppercase">
        {t("dungeons.filter.label")}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as RankFilter)}
        className={inputClasses}
      >
        <option value="near">
          {t("dungeons.filter.near", { ranks: nearRanks(hunterRank).join(", ") })}
        </option>
        <option value="all">{t("dungeons.filter.all")}</option>
        {RANKS.map((rank) => (
          <option key={rank} value={rank}>
            {rank === hunterRank
              ? t("dungeons.filter.yourRank", { rank })
              : t("dungeons.filter.rank", { rank })}
          </option>
        ))}
      </select>
    </div>
  );
}

function DungeonList({ hunter }: { hunter: { rank: Rank; combatPower: number } }) {
  const hunterCP = hunter.combatPower;
  const dungeons = useDungeons({ poll: true });
  const enter = useEnterDungeon();
  const [, navigate] = useLocation();
  const { data: user } = useUser();
  const party = useParty(Boolean(user?.partyId));
  const requestParty = useRequestPartyDungeon();
  // A leader of two or more asks the party to confirm instead of entering (docs/game-rules/screens.md).
  const leadsParty =
    party.data != null && party.data.leaderId === user?.id && party.data.members.length > 1;
  const now = useNow(1000);
  const queryClient = useQueryClient();
  const oneAtATime = useOneAtATime();
  const t = useT();
  const tt = useTableText();
  /** The movement dungeon waiting for its first position before entry. */
  const [locating, setLocating] = useState<string | null>(null);
  const [rankFilter, setRankFilter] = useState<RankFilter>(hunter.rank);
  /** A gate above the hunter (or Too Dangerous) waiting for "Enter Anyway". */
  const [risky, setRisky] = useState<{ dungeon: Dungeon; danger: string } | null>(null);

  /** A dangerous gate asks first; any other is entered at once. */
  function chooseDungeon(dungeon: Dungeon) {
    const danger = gateDanger(hunter, dungeon);
    if (danger) setRisky({ dungeon, danger });
    else oneAtATime(() => enterDungeon(dungeon));
  }

  /**
   * A movement run's 30 minutes start at entry, so location comes first: the permission
   * prompt, then one position. Only when positions can arrive is the dungeon entered.
   */
  async function enterDungeon(dungeon: Dungeon) {
    if (leadsParty && dungeon.type === "combat") {
      await requestParty.mutateAsync(dungeon.id).then(
        () =>
          toast({
            title: t("dungeons.party.sent"),
            description: t("dungeons.party.sentText"),
          }),
        (error: unknown) =>
          toastFailure(t("dungeons.party.failed"), error, t("dungeons.party.failedText")),
      );
      return;
    }
    if (dungeon.type === "movement") {
      setLocating(dungeon.id);
      const status = await requestFirstFix();
      setLocating(null);
      if (status !== "tracking") {
        toast({
          title: t("dungeons.location.title"),
          description: t("dungeons.location.notStarted", {
            help: locationHelp(status) ?? "",
          }).trim(),
          variant: "destructive",
          duration: 10_000,
        });
        return;
      }
    }
    try {
      const reply = await enter.mutateAsync(dungeon);
      toast({ title: t("dungeons.entered"), description: reply.message });
      navigate(destinationOf(reply));
    } catch (error) {
      // A 409 because this very dungeon's run has begun (an earlier request entered it) is
      // the entry done, not a failure: go where that request would have gone.
      const already = await whereAlreadyEntered(queryClient, error, dungeon);
      if (already) navigate(already);
      else toastFailure(t("dungeons.enterFailed"), error, t("dungeons.enterFailedText"));
    }
  }

  if (dungeons.isPending) {
    return (
      <p role="status" className="py-12 text-center text-slate-300">
        {t("dungeons.loading")}
      </p>
    );
  }
  if (dungeons.isError) {
    return (
      <Panel className="text-center">
        <p className="text-slate-200">{t("dungeons.loadError")}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void dungeons.refetch()}>
          {t("dungeons.tryAgain")}
        </Button>
      </Panel>
    );
  }
  if (dungeons.data.length === 0) {
    return (
      <Panel aria-labelledby="no-dungeons-title" className="py-10 text-center">
        <h2 id="no-dungeons-title" className="glow-text text-xl font-bold text-sky-50">
          {t("dungeons.none.title")}
        </h2>
        <p className="mt-2 text-slate-300">{t("dungeons.none.text")}</p>
      </Panel>
    );
  }
  const shown = dungeons.data.filter((dungeon) =>
    matchesRankFilter(rankFilter, hunter.rank, dungeon.rank),
  );
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <RankFilterSelect value={rankFilter} hunterRank={hunter.rank} onChange={setRankFilter} />
        <p role="status" className="pb-2 text-xs text-slate-400">
          {t("dungeons.shown", { shown: shown.length, total: dungeons.data.length })}
        </p>
      </div>
      {shown.length === 0 ? (
        <Panel className="flex flex-col items-center gap-3 py-8 text-center">
          <p className="text-slate-200">{t("dungeons.noneOfRanks")}</p>
          <Button variant="secondary" onClick={() => setRankFilter("all")}>
            {t("dungeons.showAll")}
          </Button>
        </Panel>
      ) : (
        <ul aria-label={t("dungeons.list")} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((dungeon) => (
            <li key={dungeon.id}>
              <DungeonCard
                dungeon={dungeon}
                hunterCP={hunterCP}
                now={now}
                entering={enter.isPending && enter.variables?.id === dungeon.id}
                locating={locating === dungeon.id}
                busy={enter.isPending || requestParty.isPending || locating !== null}
                onEnter={chooseDungeon}
              />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={risky !== null}
        onOpenChange={(open) => {
          if (!open) setRisky(null);
        }}
        title={
          risky
            ? t("dungeons.confirm.title", { name: tt(risky.dungeon.name) })
            : t("dungeons.confirm.titleThis")
        }
        description={risky?.danger ?? ""}
        confirmLabel={t("dungeons.confirm.anyway")}
        pendingLabel={t("dungeons.card.entering")}
        pending={false}
        confirmVariant="destructive"
        onConfirm={() => {
          const chosen = risky?.dungeon;
          setRisky(null);
          if (chosen) oneAtATime(() => enterDungeon(chosen));
        }}
      />
    </div>
  );
}

/** /dungeons: the live gates, refreshed every second, and the guide to reading them. */
export function DungeonsPage() {
  const { data: user } = useUser();
  // Battles start here: their code is in before the first '+1 Rep'.
  usePreloadBattle(true);
  const t = useT();
  if (!user) return null;
  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="glow-text text-2xl font-bold tracking-wide text-sky-50 sm:text-3xl">
            {t("dungeons.title")}
          </h1>
          <p className="mt-1 text-sm text-slate-300">{t("dungeons.subtitle")}</p>
        </div>
        <p className="system-panel flex items-baseline gap-2 px-3 py-2">
          <span className="text-xs font-semibold tracking-wider text-slate-300 uppercase">
            {t("dungeons.yourCp")}
          </span>
          <span className="text-xl font-bold text-sky-100 tabular-nums">
            {formatNumber(user.combatPower)}
          </span>
        </p>
      </header>
      <ActiveBattleNotice />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <DungeonList hunter={user} />
        <div className="lg:sticky lg:top-20 lg:self-start">
          <DungeonGuide />
        </div>
      </div>
    </div>
  );
}
