import { restDayEndpoints } from "@repgate/contracts/endpoints/rest-days";
import type { RestDay, RestDayList } from "@repgate/contracts/rest-days";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { queryKeyOf } from "../../lib/query-keys.ts";

export const restDaysQueryKey = queryKeyOf(restDayEndpoints.list);
export const streakQueryKey = queryKeyOf(restDayEndpoints.streak);

const restDaysQueryOptions = queryOptions({
  queryKey: restDaysQueryKey,
  queryFn: () => call(restDayEndpoints.list),
});

export const streakQueryOptions = queryOptions({
  queryKey: streakQueryKey,
  queryFn: () => call(restDayEndpoints.streak),
});

/** The hunter's rest days and time away that have not ended, earliest first. */
export function useRestDays() {
  return useQuery(restDaysQueryOptions);
}

/** The current streak and the calendar of the last five weeks. */
export function useStreak() {
  return useQuery(streakQueryOptions);
}

export type PlanBreak = { kind: "rest"; date: string } | { kind: "away"; from: string; to: string };

function byStart(a: RestDay, b: RestDay) {
  return a.from.localeCompare(b.from);
}

/** Plans a rest day or time away; the reply goes into the list, the streak is read again. */
export function usePlanBreak() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: PlanBreak) =>
      plan.kind === "rest"
        ? call(restDayEndpoints.planRestDay, { body: { date: plan.date } })
        : call(restDayEndpoints.planTimeAway, { body: { from: plan.from, to: plan.to } }),
    onSuccess: (planned) => {
      queryClient.setQueryData<RestDayList>(restDaysQueryKey, (list) =>
        list ? { ...list, restDays: [...list.restDays, planned].sort(byStart) } : list,
      );
      void queryClient.invalidateQueries({ queryKey: streakQueryKey });
    },
  });
}

/** Cancels a rest day or time away before its first day begins. */
export function useCancelBreak() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: RestDay) =>
      plan.kind === "rest"
        ? call(restDayEndpoints.cancelRestDay, { params: { date: plan.from } })
        : call(restDayEndpoints.cancelTimeAway, { params: { from: plan.from } }),
    onSuccess: (_none, plan) => {
      queryClient.setQueryData<RestDayList>(restDaysQueryKey, (list) =>
        list
          ? {
              ...list,
              restDays: list.restDays.filter(
                (r) => !(r.kind === plan.kind && r.from === plan.from),
              ),
            }
          : list,
      );
      void queryClient.invalidateQueries({ queryKey: streakQueryKey });
    },
  });
}
