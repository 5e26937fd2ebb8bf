import { exerciseEndpoints } from "@repgate/contracts/endpoints/exercises";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { queryKeyOf } from "../../lib/query-keys.ts";

/** The guide never changes while the app runs (it is fixed at build): read once, kept. */
const exercisesQueryOptions = queryOptions({
  queryKey: queryKeyOf(exerciseEndpoints.list),
  queryFn: () => call(exerciseEndpoints.list),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useExercises() {
  return useQuery(exercisesQueryOptions);
}

/** Where the guide of one exercise is (quest tasks and the battle's counter link to it). */
export function exerciseGuidePath(id: string): string {
  return `/exercises/${id}`;
}
