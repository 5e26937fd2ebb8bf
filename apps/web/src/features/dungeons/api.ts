import type { Dungeon } from "@repgate/contracts/dungeons";
import { dungeonEndpoints } from "@repgate/contracts/endpoints/dungeons";
import { POLL_MS } from "@repgate/contracts/polling";
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { call, isApiStatus } from "../../lib/api-client.ts";
import { queryKeyOf } from "../../lib/query-keys.ts";
import { expectEchoes } from "../../lib/reply-echoes.ts";
import {
  activeBattleQueryKey,
  activeBattleQueryOptions,
  isBattleLive,
  pendingNextQueryKey,
} from "../battles/api.ts";
import { activeRunQueryKey, activeRunQueryOptions } from "../movement/api.ts";

const dungeonsQueryKey = queryKeyOf(dungeonEndpoints.list);

/** The dungeon screen refreshes the list every second (docs/game-rules/screens.md). */
const DUNGEON_POLL_MS = POLL_MS.dungeons;

/**
 * The live dungeons. `cache: "no-cache"` makes the browser revalidate its stored copy with
 * If-None-Match on every poll, so an unchanged list costs the server a 304 and no body.
 */
export const dungeonsQueryOptions = queryOptions({
  queryKey: dungeonsQueryKey,
  queryFn: () => call(dungeonEndpoints.list, {}, { cache: "no-cache" }),
});

export function useDungeons({ poll = false }: { poll?: boolean } = {}) {
  return useQuery({
    ...dungeonsQueryOptions,
    ...(poll ? { refetchInterval: DUNGEON_POLL_MS, staleTime: 0 } : {}),
  });
}

/** Enters a dungeon: a combat dungeon starts a battle, a movement dungeon starts a run. */
export function useEnterDungeon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dungeon: Pick<Dungeon, "id">) =>
      call(dungeonEndpoints.enter, { params: { id: dungeon.id } }),
    // The reply carries the battle or the run, stored here, so the entry's runChanged reads
    // none of them again; its hunterChanged reads the hunter (in a gate now).
    onMutate: () =>
      expectEchoes(queryClient, [
        ["runChanged", activeBattleQueryKey],
        ["runChanged", activeRunQueryKey],
        ["runChanged", pendingNextQueryKey],
      ]),
    onSuccess: (reply) => {
      queryClient.setQueryData(activeBattleQueryKey, reply.battle ?? null);
      queryClient.setQueryData(activeRunQueryKey, reply.movementRun ?? null);
      // Entering abandons a won run whose next monster was waiting.
      queryClient.setQueryData(pendingNextQueryKey, null);
    },
    onSettled: (_reply, error, _dungeon, echo) => echo?.settled(error === null),
  });
}

/**
 * After an entry failed with 409: when the hunter is already inside `dungeon` (an earlier
 * request of theirs entered it, say a tap whose reply was lost), where that run is shown;
 * otherwise null and the 409 is a real refusal.
 */
export async function whereAlreadyEntered(
  queryClient: QueryClient,
  error: unknown,
  dungeon: Pick<Dungeon, "id">,
): Promise<string | null> {
  if (!isApiStatus(error, 409)) return null;
  const [battle, run] = await Promise.all([
    queryClient.fetchQuery({ ...activeBattleQueryOptions, staleTime: 0 }).catch(() => null),
    queryClient.fetchQuery({ ...activeRunQueryOptions, staleTime: 0 }).catch(() => null),
  ]);
  if (isBattleLive(battle) && battle.dungeonId === dungeon.id) return "/battle";
  if (run?.status === "active" && run.dungeonId === dungeon.id) {
    return `/dungeon/${encodeURIComponent(run.dungeonId)}`;
  }
  return null;
}
