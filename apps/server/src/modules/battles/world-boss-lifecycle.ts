import { isRank, type Rank } from "@repgate/game/rules/ranks";
import {
  GATE_BREAKER_TITLE,
  WORLD_BOSS_MAX_HP,
  worldBossOf,
  worldBossRewards,
} from "@repgate/game/rules/world-boss";
import type { Db, Queryable, Tx } from "../../db/connect.ts";
import type { WorldEventRow } from "../../db/schema/world-events.ts";
import { type Emit, inTransaction } from "../../db/unit-of-work.ts";
import { scheduleJob } from "../../jobs/repo.ts";
import { AppError } from "../../lib/http/errors.ts";
import { payHunter } from "../rewards/pay.ts";
import { addTitles, lockUser } from "../users/repo.ts";
import { logLine, withLines } from "./battle-log.ts";
import { gateBreakName } from "./gate-break-name.ts";
import { leaveGate } from "./leave.ts";
import {
  findBattleOf,
  findWorldEvent,
  insertWorldEvent,
  listActiveGateBattles,
  listDamageDealers,
  listUnpaidWonEvents,
  markLost,
  markOpen,
  markPaid,
  updateBattle,
} from "./repo.ts";
import { payJobKey } from "./world-boss-fight.ts";

/** The longest Gate Break an operator may schedule. */
const MAX_HOURS = 7 * 24;

export interface GateBreakPlan {
  rank: Rank;
  startsAt: Date;
  hours: number;
  /** The event's own gate (dungeons' insertHiddenGate): its hunters' battles are in it. */
  dungeonId: string;
  /** The weekend schedule's key: a second instance planning the same weekend adds nothing. */
  scheduleKey?: string;
}

/**
 * Schedules a Gate Break: its row (state scheduled, full HP) and its gate, and the jobs that
 * open it at `startsAt` and close it `hours` later. Null when `scheduleKey` was planned already.
 */
export async function scheduleGateBreak(
  tx: Tx,
  plan: GateBreakPlan,
): Promise<WorldEventRow | null> {
  if (!isRank(plan.rank))
    throw new AppError("bad_request", "Rank must be one of S, A, B, C, D, E.");
  if (!(plan.hours > 0 && plan.hours <= MAX_HOURS)) {
    throw new AppError(
      "bad_request",
      `A Gate Break lasts more than 0 and at most ${MAX_HOURS} hours.`,
    );
  }
  const boss = worldBossOf(plan.rank);
  const endsAt = new Date(plan.startsAt.getTime() + plan.hours * 3600_000);
  const event = await insertWorldEvent(tx, {
    name: gateBreakName(boss.name),
    bossId: boss.id,
    rank: plan.rank,
    maxHP: WORLD_BOSS_MAX_HP[plan.rank],
    dungeonId: plan.dungeonId,
    startsAt: plan.startsAt,
    endsAt,
    scheduleKey: plan.scheduleKey ?? null,
  });
  if (!event) return null;
  await scheduleJob(
    tx,
    "openWorldEvent",
    { eventId: event.id },
    {
      runAt: event.startsAt,
      key: `world-event-open:${event.id}`,
    },
  );
  await scheduleJob(
    tx,
    "closeWorldEvent",
    { eventId: event.id },
    {
      runAt: event.endsAt,
      key: `world-event-close:${event.id}`,
    },
  );
  return event;
}

/** The job at a Gate Break's start: it opens, and every open app hears so. */
export function openWorldEvent(db: Db, { eventId, now }: { eventId: string; now: Date }) {
  return inTransaction(db, async (tx, emit) => {
    const opened = await markOpen(tx, eventId, now);
    if (!opened) {
      const event = await findWorldEvent(tx, eventId);
      // This instance's clock is behind the database's: come back at the start itself.
      if (event?.state === "scheduled") {
        await scheduleJob(
          tx,
          "openWorldEvent",
          { eventId },
          {
            runAt: event.startsAt,
            key: `world-event-open:${eventId}`,
          },
        );
      }
      return;
    }
    emit({ type: "worldEventChanged", eventId, state: "open", paid: false });
  });
}

/**
 * The job at a Gate Break's end: a boss still standing means the event is lost (nothing is
 * paid); the battles still in its gate end either way. A boss that fell is paid by its own job.
 *
 * Two transactions, so that the event's row is never held while a hunter's is awaited: a hit
 * locks its hunter first and the event's row last (when it empties a shard), so a close that
 * locked the event and then the hunters could deadlock with it. The state is settled first;
 * the battles end after it commits, each under its hunter's lock as every fight takes it. A
 * close cut short between the two is run again by its job, and ends the battles then.
 */
export async function closeWorldEvent(db: Db, { eventId, now }: { eventId: string; now: Date }) {
  const ended = await inTransaction(db, async (tx, emit) => {
    const event = await findWorldEvent(tx, eventId);
    if (!event) return null;
    if (now < event.endsAt) {
      await scheduleJob(
        tx,
        "closeWorldEvent",
        { eventId },
        {
          runAt: event.endsAt,
          key: `world-event-close:${eventId}`,
        },
      );
      return null;
    }
    const lost = await markLost(tx, eventId);
    if (lost) emit({ type: "worldEventChanged", eventId, state: "lost", paid: false });
    return lost ?? event;
  });
  if (!ended) return;
  // Read again: a killing blow that committed while the close waited for the row counts.
  const event = ended.state === "open" ? await findWorldEvent(db, eventId) : ended;
  if (event) await inTransaction(db, (tx, emit) => endGateBattles(tx, emit, event, now));
}

/**
 * The job after the killing blow: every hunter who dealt damage is paid XP and gold by share
 * (docs/game-rules/world-boss.md), the top contributors unlock the title, through the wallet and
 * its ledger, in one transaction that first marks the event paid. A second run (the job
 * retried after an instance died, or run twice) finds it paid and pays nothing.
 */
export function payWorldEvent(db: Db, { eventId, now }: { eventId: string; now: Date }) {
  return inTransaction(db, async (tx, emit) => {
    const event = await findWorldEvent(tx, eventId);
    if (!event || !(await markPaid(tx, eventId, now))) return;
    const dealers = await listDamageDealers(tx, eventId);
    const rewards = worldBossRewards(
      event.rank as Rank,
      dealers.map((d) => ({ hunterId: d.userId, damage: d.damage })),
    );
    // Hunters locked in id order (listDamageDealers sorts): two payments never cross.
    for (const reward of rewards) {
      const user = await lockUser(tx, reward.hunterId);
      if (!user) continue;
      await payHunter(tx, emit, user, {
        xp: reward.xp,
        gold: reward.gold,
        magicalBeastsKilled: 0,
        dungeonsCleared: 0,
        countInWorld: false,
        reason: "world_boss_reward",
        reference: eventId,
        now,
      });
      if (reward.title) await addTitles(tx, user.id, [GATE_BREAKER_TITLE]);
      // The hunter's reward window shows what was credited.
      emit({
        type: "worldBossRewarded",
        userId: user.id,
        eventId,
        xp: reward.xp,
        gold: reward.gold,
        title: reward.title,
      });
    }
    await endGateBattles(tx, emit, event, now);
    emit({ type: "worldEventChanged", eventId, state: "won", paid: true });
  });
}

/**
 * At every instance's start: a fallen boss whose rewards are not paid gets its payment job
 * again, due now. The job of an instance that died while paying stays locked by it for four
 * hours (graphile-worker's lock); queued again under its key, a new job takes its place at
 * once, and payWorldEvent pays once whoever runs it, however often.
 */
export async function queueUnpaidWorldEvents(db: Db, now: Date): Promise<number> {
  const unpaid = await listUnpaidWonEvents(db);
  for (const eventId of unpaid) {
    await inTransaction(db, (tx) =>
      scheduleJob(tx, "payWorldEvent", { eventId }, { runAt: now, key: payJobKey(eventId) }),
    );
  }
  return unpaid.length;
}

/** Every battle still in the event's gate ends (won with the boss, else expired). */
async function endGateBattles(tx: Queryable, emit: Emit, row: WorldEventRow, now: Date) {
  const won = row.state === "won";
  // The stored English name, as {event}: each reader's log says it in their language.
  const event = row.name;
  const text = won
    ? `${event}: the boss has fallen. Rewards go to every hunter who dealt damage.`
    : `${event} is over. The boss still stands.`;
  for (const { id, userId } of await listActiveGateBattles(tx, row.dungeonId)) {
    // The hunter, then their battle: the lock order of every fight.
    await lockUser(tx, userId);
    const battle = await findBattleOf(tx, userId, id);
    if (battle?.status !== "active") continue;
    await updateBattle(tx, id, {
      status: won ? "won" : "expired",
      completedAt: now,
      log: withLines(battle.log, [logLine(won ? "victory" : "info", text, now)]),
    });
    await leaveGate(tx, emit, userId);
  }
}
