import {
  type AttackRequest,
  attackReplySchema,
  type Battle,
  battleSchema,
  completeReplySchema,
  createNextReplySchema,
  type NextBattle,
  runAwayReplySchema,
  skillReplySchema,
} from "@repgate/contracts/battles";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, sendJson } from "../../lib/api-client.ts";
import { userQueryKey } from "../auth/api.ts";

export const activeBattleQueryKey = ["/api/battles/active"] as const;

const battlePath = (battle: Pick<Battle, "id">, action?: string) =>
  `/api/battles/${encodeURIComponent(battle.id)}${action ? `/${action}` : ""}`;

/** The battle in progress, or null. Neither the browser nor the query cache ever reuses it. */
export const activeBattleQueryOptions = queryOptions({
  queryKey: activeBattleQueryKey,
  queryFn: async (): Promise<Battle | null> => {
    const reply = await apiRequest("GET", "/api/battles/active", undefined, { cache: "no-store" });
    return reply === null ? null : battleSchema.parse(reply);
  },
  staleTime: 0,
  refetchOnMount: "always",
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
 * Every reply that carries the battle puts the server's copy in the cache; the hunter's XP and
 * HP changed too, so the user is marked stale (refetched when a screen next needs it).
 */
function useBattleCache() {
  const queryClient = useQueryClient();
  return {
    put(battle: Battle) {
      queryClient.setQueryData(activeBattleQueryKey, battle);
      void queryClient.invalidateQueries({ queryKey: userQueryKey, refetchType: "none" });
    },
    /** After the battle ends: refetch everything it touched. */
    settle() {
      void queryClient.invalidateQueries({ queryKey: activeBattleQueryKey });
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
  };
}

export interface AttackIntent {
  battle: Battle;
  attack: AttackRequest["attack"];
  reps: number;
}

/**
 * PATCH /api/battles/{id}: the intent (attack and reps). The spec's client-side fields ride
 * along for compatibility, carrying the server's own last numbers; the server ignores them.
 */
export function useAttack() {
  const cache = useBattleCache();
  return useMutation({
    mutationFn: ({ battle, attack, reps }: AttackIntent) =>
      sendJson("PATCH", battlePath(battle), attackReplySchema, {
        attack,
        reps,
        monsterCurrentHP: battle.monsterCurrentHP,
        damageDealt: battle.damageDealt,
        exercisesCompleted: battle.exercisesCompleted + reps,
        xpGained: battle.xpGained,
        duration: battle.duration,
      } satisfies AttackRequest),
    onSuccess: (reply) => cache.put(reply.battle),
  });
}

/** POST /api/battles/{id}/skill: the class skill, cast with its reps; answered like an attack. */
export function useCastSkill() {
  const cache = useBattleCache();
  return useMutation({
    mutationFn: ({ battle, reps }: { battle: Battle; reps: number }) =>
      sendJson("POST", battlePath(battle, "skill"), skillReplySchema, { reps }),
    onSuccess: (reply) => cache.put(reply.battle),
  });
}

export function useCompleteBattle() {
  const cache = useBattleCache();
  return useMutation({
    mutationFn: (battle: Battle) =>
      sendJson("POST", battlePath(battle, "complete"), completeReplySchema),
    onSuccess: () => cache.settle(),
  });
}

/** After the 'Next Enemy Approaching' countdown: the next monster of the run. */
export function useCreateNextBattle() {
  const cache = useBattleCache();
  return useMutation({
    mutationFn: (next: NextBattle) =>
      sendJson("POST", "/api/battles/create-next", createNextReplySchema, next),
    onSuccess: (reply) => cache.put(reply.battle),
  });
}

export function useRunAway() {
  const cache = useBattleCache();
  return useMutation({
    mutationFn: (battle: Battle) =>
      sendJson("POST", battlePath(battle, "run-away"), runAwayReplySchema),
    onSettled: () => cache.settle(),
  });
}
