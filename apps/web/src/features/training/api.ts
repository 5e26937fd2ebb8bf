import { trainingEndpoints } from "@repgate/contracts/endpoints/training";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { queryKeyOf } from "../../lib/query-keys.ts";

export const trainingRecordsQueryKey = queryKeyOf(trainingEndpoints.records);

/** The hunter's records per exercise (docs/game-rules/exercises.md), read from their sets. */
const trainingRecordsQueryOptions = queryOptions({
  queryKey: trainingRecordsQueryKey,
  queryFn: () => call(trainingEndpoints.records),
});

export function useTrainingRecords() {
  return useQuery(trainingRecordsQueryOptions);
}
