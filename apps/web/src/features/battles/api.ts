import type {
  AttackRequest,
  Battle,
  NextBattle,
  PendingNextReply,
} from "@repgate/contracts/battles";
import { battleEndpoints } from "@repgate/contracts/endpoints/battles";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, call, isApiStatus } from "../../lib/api-client.ts";
import { LIVE_STATE_REUSE_MS } from "../../lib/query-client.ts";
import { queryKeyOf } from "../../lib/query-keys.ts";
import { expectEcho } from "../../lib/reply-echoes.ts";
import { userQueryKey } from "../auth/api.ts";
import { useUseItem } from "../inventory/api.ts";

export const activeBattleQueryKey = queryKeyOf(battleEndpoints.active);
export const pendingNextQueryKey = queryKeyOf(battleEndpoints.pendingNext);

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
 * Every reply that carries the battle puts the server's copy in the cache; the hunter's XP and
 * HP changed too, so the user is marked stale (refetched when a screen next needs it).
 */
function useBattleCache() {
  const queryClient = useQueryClient();
  return {
    async put(battle: Battle) {
      // A read of the active battle still in flight (started by an earlier settle) would land
      // after this and overwrite the newer battle with its older answer: cancel it first.
      await queryClient.cancelQueries({ queryKey: activeBattleQueryKey });
      queryClient.setQueryData(activeBattleQueryKey, battle);
      void queryClient.invalidateQueries({ queryKey: userQueryKey, refetchType: "none" });
    },
    /** After the battle ends: refetch everything it touched. */
    settle() {
      void queryClient.invalidateQueries({ queryKey: activeBattleQueryKey });
      void queryClient.invalidateQueries({ queryKey: pendingNextQueryKey });
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
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

export function useCompleteBattle() {
  const cache = useBattleCache();
  return useMutation({
    mutationFn: (battle: Battle) => call(battleEndpoints.complete, { params: { id: battle.id } }),
    retry: shouldRetryClaim,
    retryDelay: 1000,
    onSuccess: () => cache.settle(),
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
        cache.settle();
      }
    },
  });
}

export function useRunAway() {
  const cache = useBattleCache();
  return useMutation({
    mutationFn: (battle: Battle) => call(battleEndpoints.runAway, { params: { id: battle.id } }),
    onSettled: () => cache.settle(),
  });
}

/**
 * An item used in battle (inventory's use-item): the reply's HP goes straight into the battle;
 * the battle is refetched for its log line.
 */
export function useUseBattleItem() {
  const queryClient = useQueryClient();
  return useUseItem((reply) => {
    queryClient.setQueryData<Battle | null>(activeBattleQueryKey, (battle) =>
      battle
        ? { ...battle, playerCurrentHP: reply.newHealth, playerMaxHP: reply.maxHealth }
        : battle,
    );
    void queryClient.invalidateQueries({ queryKey: activeBattleQueryKey });
  });
}
