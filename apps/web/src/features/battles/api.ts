import type {
  AttackRequest,
  Battle,
  NextBattle,
  PartyRoster,
  PendingNextReply,
} from "@repgate/contracts/battles";
import { battleEndpoints } from "@repgate/contracts/endpoints/battles";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, call, isApiStatus } from "../../lib/api-client.ts";
import { LIVE_STATE_REUSE_MS } from "../../lib/query-client.ts";
import { queryKeyOf } from "../../lib/query-keys.ts";
import { expectEcho, expectEchoes } from "../../lib/reply-echoes.ts";
import { useUseItem } from "../inventory/api.ts";

export const activeBattleQueryKey = queryKeyOf(battleEndpoints.active);
export const pendingNextQueryKey = queryKeyOf(battleEndpoints.pendingNext);
/** Every battle's party roster: what a partyBattleChanged makes stale. */
export const partyRosterQueryKey = queryKeyOf(battleEndpoints.partyRoster);

/** The battle in progress, or null. The browser never reuses it; the cache only briefly. */
export const activeBattleQueryOptions = queryOptions({
  queryKey: activeBattleQueryKey,
  queryFn: (): Promise<Battle | null> => call(battleEndpoints.active, {}, { cache: "no-store" }),
  staleTime: LIVE_STATE_REUSE_MS,
});

/**
 * A battle the screen should show: one being fought, or one whose monster is down and whose
 * victory has not been claimed yet (the screen claims it).
 */
export function isBattleLive(battle: Battle | null | undefined): battle is Battle {
  return battle?.status === "active" || battle?.status === "won";
}

export function useActiveBattle() {
  return useQuery(activeBattleQueryOptions);
}

/**
 * The party fighting this battle's monster (members' HP and state, teammates' blows), for a
 * party battle only. Read again on each partyBattleChanged (app/realtime/event-query-keys.ts).
 */
export function usePartyRoster(battle: Battle) {
  const id = battle.id;
  return useQuery({
    queryKey: queryKeyOf(battleEndpoints.partyRoster, { id }),
    queryFn: (): Promise<PartyRoster> =>
      call(battleEndpoints.partyRoster, { params: { id } }, { cache: "no-store" }),
    enabled: battle.partyEncounterId !== null,
    staleTime: LIVE_STATE_REUSE_MS,
  });
}

/**
 * Between a claimed victory and the next monster there is no active battle: this is the next
 * monster waiting, with the seconds left of its countdown (the server's count), or null.
 */
export const pendingNextQueryOptions = queryOptions({
  queryKey: pendingNextQueryKey,
  queryFn: (): Promise<PendingNextReply> =>
    call(battleEndpoints.pendingNext, {}, { cache: "no-store" }),
  staleTime: LIVE_STATE_REUSE_MS,
});

/** Asked only when there is no live battle (`enabled`), since only then can one be waiting. */
export function usePendingNext(enabled: boolean) {
  return useQuery({ ...pendingNextQueryOptions, enabled });
}

/**
 * Every reply that carries the battle puts the server's copy in the cache. What else the move
 * changed (the hunter's HP, XP and gold, their items) arrives by the events its transaction
 * announces (hunterChanged, walletChanged, inventoryChanged): the one refresh rule.
 */
function useBattleCache() {
  const queryClient = useQueryClient();
  return {
    async put(battle: Battle | null) {
      // A read of the active battle still in flight (started by an earlier event) would land
      // after this and overwrite the newer battle with its older answer: cancel it first.
      await queryClient.cancelQueries({ queryKey: activeBattleQueryKey });
      queryClient.setQueryData(activeBattleQueryKey, battle);
    },
    /**
     * A refusal (404, 409) means the screen was stale: the battle ended or moved on elsewhere,
     * and no event of ours says so. Read what the server has.
     */
    readAgain() {
      void queryClient.invalidateQueries({ queryKey: activeBattleQueryKey });
      void queryClient.invalidateQueries({ queryKey: pendingNextQueryKey });
    },
    /** The waiting next monster is gone: summoned, or the run ended. */
    forgetPendingNext() {
      queryClient.setQueryData<PendingNextReply>(pendingNextQueryKey, null);
    },
  };
}

export interface AttackIntent {
  battle: Battle;
  attack: AttackRequest["attack"];
  reps: number;
}

/**
 * PATCH /api/battles/{id}: the intent (attack and reps), nothing more. The spec's five
 * client-computed fields are accepted by the server and never read (decision 017), so this
 * client does not send them.
 */
export function useAttack() {
  return useBattleAction(({ battle, attack, reps }: AttackIntent) =>
    call(battleEndpoints.attack, {
      params: { id: battle.id },
      body: { attack, reps },
    }),
  );
}

/** POST /api/battles/{id}/skill: the class skill, cast with its reps; answered like an attack. */
export function useCastSkill() {
  return useBattleAction(({ battle, reps }: { battle: Battle; reps: number }) =>
    call(battleEndpoints.castSkill, { params: { id: battle.id }, body: { reps } }),
  );
}

/**
 * A move in the battle. Its reply carries the battle, which goes into the cache; the run's
 * event announcing that same move reads nothing again (lib/reply-echoes.ts).
 */
function useBattleAction<Intent, Reply extends { battle: Battle }>(
  send: (intent: Intent) => Promise<Reply>,
) {
  const cache = useBattleCache();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: () => expectEcho(queryClient, "runChanged", activeBattleQueryKey),
    onSuccess: (reply) => cache.put(reply.battle),
    onSettled: (_reply, error, _intent, echo) => echo?.settled(error === null),
  });
}

/**
 * A claim whose reply never arrived (no answer, or a 5xx) is sent again, twice at most: the
 * server pays once and answers every repeat with the same reply (`alreadyClaimed: true`).
 */
export function shouldRetryClaim(failureCount: number, error: unknown): boolean {
  const answered = error instanceof ApiError && error.status < 500;
  return !answered && failureCount < 2;
}

/**
 * Claims a slain monster. The reply says what follows: no battle is active any more, and the
 * next monster waits (or none, the gate cleared). Both go into the cache, so the runChanged of
 * the paying transaction reads neither again; the hunter's XP, gold and items arrive by the
 * payment's own events. A repeated claim (`alreadyClaimed`) announced nothing: an event heard
 * meanwhile was the first claim's, or someone else's, and is read.
 */
export function useCompleteBattle() {
  const cache = useBattleCache();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (battle: Battle) => call(battleEndpoints.complete, { params: { id: battle.id } }),
    retry: shouldRetryClaim,
    retryDelay: 1000,
    onMutate: () =>
      expectEchoes(queryClient, [
        ["runChanged", activeBattleQueryKey],
        ["runChanged", pendingNextQueryKey],
      ]),
    onSuccess: async (reply) => {
      queryClient.setQueryData<PendingNextReply>(pendingNextQueryKey, reply.nextBattle);
      await cache.put(null);
    },
    onSettled: (reply, error, _battle, echo) =>
      echo?.settled(error === null && reply?.alreadyClaimed === false),
  });
}

/**
 * After the 'Next Enemy Approaching' countdown: the next monster of the run. The reply's battle
 * goes into the cache, so the runChanged its transaction announces reads no battle again.
 */
export function useCreateNextBattle() {
  const cache = useBattleCache();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (next: NextBattle) => call(battleEndpoints.createNext, { body: next }),
    onMutate: () => expectEcho(queryClient, "runChanged", activeBattleQueryKey),
    onSettled: (_reply, error, _next, echo) => echo?.settled(error === null),
    onSuccess: async (reply) => {
      cache.forgetPendingNext();
      await cache.put(reply.battle);
    },
    onError: (error) => {
      // Nothing waits any more (the run ended, or moved on elsewhere): show what the server has.
      if (isApiStatus(error, 404, 409)) {
        cache.forgetPendingNext();
        cache.readAgain();
      }
    },
  });
}

/**
 * Run Away. An escape's reply says the battle is over: no battle is active, which the cache
 * stores, so the escape's runChanged reads none again (its hunterChanged reads the hunter, out
 * of the gate). A failed escape's reply carries the hunter's HP, stored in the battle; its log
 * line, or the defeat, is read by the runChanged it announces.
 */
export function useRunAway() {
  const cache = useBattleCache();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (battle: Battle) => call(battleEndpoints.runAway, { params: { id: battle.id } }),
    onMutate: () => expectEcho(queryClient, "runChanged", activeBattleQueryKey),
    onSuccess: async (reply) => {
      if (reply.success) {
        await cache.put(null);
        return;
      }
      if (reply.playerDefeated || reply.timeUp) return;
      queryClient.setQueryData<Battle | null>(activeBattleQueryKey, (battle) =>
        battle ? { ...battle, playerCurrentHP: reply.playerCurrentHP } : battle,
      );
    },
    // Only an escape stored all its runChanged would read; otherwise the event reads the battle.
    onSettled: (reply, error, _battle, echo) =>
      echo?.settled(error === null && reply?.success === true),
    onError: (error) => {
      if (isApiStatus(error, 404, 409)) cache.readAgain();
    },
  });
}

/**
 * An item used in battle (inventory's use-item): the reply's HP goes straight into the battle;
 * the log line the use writes arrives by the runChanged it announces.
 */
export function useUseBattleItem() {
  const queryClient = useQueryClient();
  return useUseItem((reply) => {
    queryClient.setQueryData<Battle | null>(activeBattleQueryKey, (battle) =>
      battle
        ? { ...battle, playerCurrentHP: reply.newHealth, playerMaxHP: reply.maxHealth }
        : battle,
    );
  });
}
