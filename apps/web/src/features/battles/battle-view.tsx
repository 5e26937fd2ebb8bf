import type { AttackReply, Battle } from "@repgate/contracts/battles";
import { useQueryClient } from "@tanstack/react-query";
import { Trophy } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation } from "wouter";
import { Button } from "../../components/ui/button.tsx";
import { Panel } from "../../components/ui/panel.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { isApiStatus } from "../../lib/api-client.ts";
import { useTableText } from "../../lib/i18n/content-text.ts";
import { type MessageId, t, useT } from "../../lib/i18n/i18n.ts";
import { announceBattleClaim } from "../../lib/reward-windows.ts";
import { playSfx, vibrate } from "../../lib/sfx.ts";
import {
  activeBattleQueryKey,
  useAttack,
  useCastSkill,
  useCompleteBattle,
  usePartyRoster,
  useRunAway,
} from "./api.ts";
import { BattleLog, withTeammateHits } from "./battle-log.tsx";
import { nextEnemyDeadline, type Outcome } from "./battle-outcome.tsx";
import { MonsterStatus, PlayerStatus } from "./battle-status.tsx";
import { BattleTimer } from "./battle-timer.tsx";
import { BattleTotals } from "./battle-totals.tsx";
import { type BattleAttack, CombatPanel, type Menu, type Move } from "./combat-panel.tsx";
import { HeartRatePanel } from "./heart-rate/heart-rate-panel.tsx";
import { CRITICAL_BUZZ, type Hit, HunterFrame, MonsterFigure } from "./hit-effects.tsx";
import { failureResult, type MoveResult } from "./move-result.ts";
import { PartyRoster } from "./party-roster.tsx";
import { PairPhonePanel } from "./phone-controller/pair-phone-panel.tsx";
import { usePhoneHits } from "./phone-controller/use-phone-hits.ts";
import { countsHandsFree } from "./rep-counter.tsx";
import { recordSlainMonster } from "./run-totals.ts";
import { ShareWatchLink } from "./share-watch-link.tsx";
import { useTeammateBlows } from "./use-teammate-blows.ts";

interface BattleViewProps {
  battle: Battle;
  onOutcome: (outcome: Outcome) => void;
}

const BUFF_LABELS: Record<NonNullable<Battle["buff"]>, MessageId> = {
  berserk: "battle.buff.berserk",
  "iron-wall": "battle.buff.ironWall",
};

/**
 * The body under the title 'Failed to Escape!': the server's message starts with the same
 * words, which would read twice, so they are dropped from the body.
 */
function escapeFailureText(message: string): string {
  const title = t("battle.escape.failedTitle");
  const body = message.startsWith(title) ? message.slice(title.length).trim() : message;
  return body || t("battle.escape.failedFallback");
}

/** The monster is down: the victory is being claimed (or the claim failed and can be retried). */
function ClaimingVictory({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-center">
      <Trophy aria-hidden="true" className="size-10 text-amber-300" />
      <p className="text-xl font-bold text-sky-50">{t("battle.victory.title")}</p>
      {failed ? (
        <Button size="lg" onClick={onRetry}>
          {t("battle.victory.claim")}
        </Button>
      ) : (
        <p role="status" className="text-sm text-slate-300">
          {t("battle.victory.claiming")}
        </p>
      )}
    </div>
  );
}

/** A live battle: status, timer, log, totals and the combat menu. Every number is the server's. */
export function BattleView({ battle, onOutcome }: BattleViewProps) {
  const [menu, setMenu] = useState<Menu>({ name: "main" });
  const [result, setResult] = useState<MoveResult | null>(null);
  const [lastAttack, setLastAttack] = useState<BattleAttack | null>(null);
  const [hit, setHit] = useState<Hit | null>(null);
  /** A paired phone is counting: this screen's own +1 rests until it drops. */
  const [phoneCounts, setPhoneCounts] = useState(false);
  const attack = useAttack();
  const cast = useCastSkill();
  const runAway = useRunAway();
  const complete = useCompleteBattle();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const monsterDown = battle.monsterCurrentHP <= 0;
  const claimedFor = useRef<string | null>(null);
  const t = useT();
  const tt = useTableText();
  // A party fight: the teammates, and their blows as they land (read again on each
  // partyBattleChanged the socket hears).
  const roster = usePartyRoster(battle);
  const teammateBlows = useTeammateBlows(roster.data?.hits);
  const latestBlow = teammateBlows.at(-1);
  const log = useMemo(
    () => withTeammateHits(battle.log, roster.data?.hits ?? []),
    [battle.log, roster.data?.hits],
  );

  function refetchBattle(error: unknown) {
    // The battle ended or moved on elsewhere (another tab, the server's timer): reload it.
    if (isApiStatus(error, 404, 409)) {
      void queryClient.invalidateQueries({ queryKey: activeBattleQueryKey });
    }
  }

  function claimVictory() {
    complete.mutate(battle, {
      onSuccess: (reply) => {
        recordSlainMonster(battle, { gold: reply.goldEarned, xp: reply.xpGained });
        announceBattleClaim(battle.id, reply);
        if (reply.nextBattle) {
          onOutcome({
            kind: "next",
            next: reply.nextBattle,
            message: reply.message,
            deadline: nextEnemyDeadline(reply.nextBattle),
          });
        } else if (reply.dungeonComplete) {
          onOutcome({ kind: "cleared", reward: reply.dungeonComplete, message: reply.message });
        } else {
          toast({ title: t("battle.victory.title"), description: reply.message });
          navigate("/");
        }
      },
      onError: (error) => {
        setResult(failureResult(t("battle.victory.failed"), error, t("battle.victory.failedText")));
        // The battle ended otherwise (fled, lost, another hunter's): show what the server has.
        // A lost reply is not an error here: the claim is resent and answered again (api.ts).
        refetchBattle(error);
      },
    });
  }

  // When the monster's HP reaches 0 (after a hit, or on arrival) the battle is completed. The
  // monster falls meanwhile (hit-effects.tsx): the claim is not held back for it, so no timer
  // stands between a slain monster and its rewards.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per battle.
  useEffect(() => {
    if (!monsterDown || claimedFor.current === battle.id) return;
    claimedFor.current = battle.id;
    claimVictory();
  }, [monsterDown, battle.id]);

  /** Attacks and casts answer alike: show what happened, then end the battle or go on. */
  function afterMove(
    title: string,
    reply: AttackReply,
    kind: Hit["kind"],
    next: Menu = { name: "main" },
  ) {
    showHit(reply, kind);
    setResult({
      title,
      message: reply.message,
      counter: reply.monsterCounterAttack
        ? t("battle.counter.strikesBack", {
            monster: tt(reply.monsterName),
            damage: reply.monsterDamage,
          })
        : null,
    });
    if (reply.timeUp) onOutcome({ kind: "time-up" });
    else if (reply.playerDefeated) onOutcome({ kind: "defeat", message: reply.message });
    else setMenu(next);
  }

  // The phone's strikes reach this screen as the server's events: they land here all the same.
  const playPhoneHit = useCallback((landed: Hit) => {
    setHit(landed);
    if (landed.damage > 0) playSfx(landed.kind === "skill" ? "skill" : "hit");
    if (landed.counter) playSfx("counter");
  }, []);
  usePhoneHits(battle, phoneCounts, playPhoneHit);

  /** The hit lands on screen, in the ears and in the hand: the server's figures only. */
  function showHit(reply: AttackReply, kind: Hit["kind"]) {
    const counter = reply.monsterCounterAttack ? reply.monsterDamage : null;
    setHit({ id: Date.now(), damage: reply.damage, kind, counter, critical: reply.critical });
    if (reply.monsterCurrentHP <= 0) {
      playSfx("defeat");
      vibrate([60, 40, 120]);
    } else if (reply.critical) {
      playSfx("critical");
      vibrate(CRITICAL_BUZZ);
    } else if (reply.damage > 0) {
      playSfx(kind === "skill" ? "skill" : "hit");
      vibrate(60);
    }
    if (counter) {
      playSfx("counter");
      vibrate([0, 250, 120]);
    }
  }

  function sendMove(move: Move) {
    if (move.kind === "attack") {
      const chosen = move.attack;
      attack.mutate(
        { battle, attack: chosen.kind, reps: chosen.reps },
        {
          onSuccess: (reply) => {
            setLastAttack(chosen);
            // Counted by the camera or the phone, the same attack's counter opens again.
            const again: Menu = { name: "reps", move, round: Date.now() };
            afterMove(
              t("battle.result.attack", { name: tt(chosen.name), damage: reply.damage }),
              reply,
              "attack",
              countsHandsFree() ? again : undefined,
            );
          },
          onError: (error) => {
            setResult(
              failureResult(t("battle.attack.failed"), error, t("battle.attack.failedText")),
            );
            refetchBattle(error);
          },
        },
      );
      return;
    }
    cast.mutate(
      { battle, reps: move.skill.reps },
      {
        onSuccess: (reply) => {
          const name = tt(reply.skillName);
          const title =
            reply.healing > 0
              ? t("battle.result.skillHeal", { name, healing: reply.healing })
              : reply.damage > 0
                ? t("battle.result.skillDamage", { name, damage: reply.damage })
                : name;
          afterMove(title, reply, "skill");
        },
        onError: (error) => {
          setResult(failureResult(t("battle.skill.failed"), error, t("battle.skill.failedText")));
          refetchBattle(error);
        },
      },
    );
  }

  function tryToEscape() {
    runAway.mutate(battle, {
      onSuccess: (reply) => {
        if (reply.timeUp) {
          onOutcome({ kind: "time-up" });
          return;
        }
        if (reply.success) {
          toast({ title: t("battle.escape.escaped"), description: reply.message });
          navigate("/");
          return;
        }
        if (reply.playerDefeated) {
          onOutcome({ kind: "defeat", message: reply.message });
          return;
        }
        setHit({ id: Date.now(), damage: 0, kind: "attack", counter: reply.monsterDamage });
        playSfx("counter");
        vibrate([0, 250, 120]);
        setResult({
          title: t("battle.escape.failedTitle"),
          message: escapeFailureText(reply.message),
          counter: t("battle.counter.strikes", {
            monster: tt(battle.monsterName),
            damage: reply.monsterDamage,
          }),
        });
      },
      onError: () =>
        setResult({
          title: t("battle.escape.error"),
          message: t("battle.escape.errorText"),
          counter: null,
          failed: true,
        }),
    });
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
      <Panel aria-labelledby="battle-title" className="flex flex-col gap-3 lg:col-start-1">
        <div className="flex items-center justify-between gap-3">
          <h1 id="battle-title" className="system-heading min-w-0 truncate">
            {tt(battle.dungeonName)}
          </h1>
          <BattleTimer
            secondsLeft={battle.secondsLeft}
            onExpire={() => {
              // A monster already down is a win being claimed, not a loss.
              if (!monsterDown) onOutcome({ kind: "time-up" });
            }}
          />
        </div>
        <MonsterFigure hit={hit} down={monsterDown} teammateBlows={teammateBlows}>
          <MonsterStatus battle={battle} />
        </MonsterFigure>
        <HunterFrame hit={hit}>
          <PlayerStatus battle={battle} />
        </HunterFrame>
        {roster.data ? <PartyRoster members={roster.data.members} /> : null}
        {battle.partyEncounterId ? (
          // A teammate's number is hidden from screen readers: its figure is said here, once.
          <p role="status" className="sr-only">
            {latestBlow
              ? t("battle.teammateHit", {
                  hunter: latestBlow.hunterName,
                  damage: latestBlow.damage,
                })
              : ""}
          </p>
        ) : null}
        <HeartRatePanel battleId={battle.id} />
        {battle.buff ? (
          <p className="self-start rounded border border-violet-300/70 bg-violet-500/15 px-2 py-0.5 text-xs font-semibold text-violet-100">
            {t(BUFF_LABELS[battle.buff])}
          </p>
        ) : null}
      </Panel>
      <CombatPanel
        className="lg:sticky lg:top-20 lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:self-start"
        battle={battle}
        menu={menu}
        onMenu={setMenu}
        onMove={sendMove}
        onRunAway={tryToEscape}
        sending={attack.isPending || cast.isPending}
        running={runAway.isPending}
        lastAttack={lastAttack}
        result={result}
        onResult={setResult}
      >
        {monsterDown ? (
          <ClaimingVictory failed={complete.isError} onRetry={claimVictory} />
        ) : phoneCounts ? (
          <p className="py-6 text-center text-slate-200">{t("battle.phoneCounting")}</p>
        ) : null}
      </CombatPanel>
      {/* Below the fight, not in it: on a 360 x 640 phone the HP, the count and the next move
          come first, with no scroll (docs/game-rules/screens.md). */}
      <Panel aria-label={t("battle.otherScreens")} className="flex flex-col gap-3 lg:col-start-1">
        <PairPhonePanel onConnected={setPhoneCounts} />
        {monsterDown ? null : <ShareWatchLink battleId={battle.id} />}
      </Panel>
      <BattleLog entries={log} className="lg:col-start-1" />
      <BattleTotals battle={battle} className="lg:col-start-1" />
    </div>
  );
}
