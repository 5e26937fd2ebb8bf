import { questEndpoints } from "@repgate/contracts/endpoints/quests";
import type {
  CustomQuestRequest,
  DailyQuestReply,
  Quest,
  TaskUpdateReply,
  TaskUpdateRequest,
} from "@repgate/contracts/quests";
import type { TrainingSetReply, TrainingSetRequest } from "@repgate/contracts/training";
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { toast } from "../../components/ui/toast-store.ts";
import { call } from "../../lib/api-client.ts";
import { t } from "../../lib/i18n/i18n.ts";
import { queryKeyOf } from "../../lib/query-keys.ts";
import { withTask } from "../../lib/quest-time.ts";
import { expectEcho, expectEchoes } from "../../lib/reply-echoes.ts";
import { userQueryKey } from "../auth/api.ts";
import { trainingRecordsQueryKey } from "../training/api.ts";

export const questsQueryKey = queryKeyOf(questEndpoints.list);
export const dailyQuestQueryKey = queryKeyOf(questEndpoints.daily);
export const energyQueryKey = queryKeyOf(questEndpoints.energy);

/** Active quests and up to 6 completed ones. */
export const questsQueryOptions = queryOptions({
  queryKey: questsQueryKey,
  queryFn: () => call(questEndpoints.list),
});

/** Today's daily quest; reading it is what makes the server generate it and settle a missed day. */
export const dailyQuestQueryOptions = queryOptions({
  queryKey: dailyQuestQueryKey,
  queryFn: () => call(questEndpoints.daily),
});

const energyQueryOptions = queryOptions({
  queryKey: energyQueryKey,
  queryFn: () => call(questEndpoints.energy),
});

export function useQuests<T = Quest[]>({ select }: { select?: (quests: Quest[]) => T } = {}) {
  return useQuery({ ...questsQueryOptions, select });
}

export function useDailyQuest() {
  return useQuery(dailyQuestQueryOptions);
}

export function useEnergy() {
  return useQuery(energyQueryOptions);
}

function replaceQuest(list: Quest[] | undefined, quest: Quest): Quest[] | undefined {
  return list?.map((q) => (q.id === quest.id ? quest : q));
}

/** Puts a quest the server sent into every cache entry that holds it. */
function storeQuest(queryClient: QueryClient, quest: Quest) {
  queryClient.setQueryData<Quest[]>(questsQueryKey, (list) => replaceQuest(list, quest));
  queryClient.setQueryData<DailyQuestReply>(dailyQuestQueryKey, (daily) =>
    daily?.quest?.id === quest.id ? { ...daily, quest } : daily,
  );
}

export interface TaskTick extends TaskUpdateRequest {
  questId: string;
}

interface TickContext {
  quests: Quest[] | undefined;
  daily: DailyQuestReply | undefined;
  echo: { settled(succeeded: boolean): void };
}

/**
 * A tick's or a completion's reply carries the quest, stored in the list and the daily: the
 * questsChanged of its own transaction reads neither again (the one refresh rule).
 */
const expectQuestEcho = (queryClient: QueryClient) =>
  expectEchoes(queryClient, [
    ["questsChanged", questsQueryKey],
    ["questsChanged", dailyQuestQueryKey],
  ]);

/**
 * Ticks or unticks one task. The box changes at once (optimistic); a failure puts the cache back
 * as it was and says 'Error' / 'Failed to update task'. `onSettledQuest` hears of the tick that
 * completed the quest (rewards or cheating penalty).
 */
export function useUpdateTask(onSettledQuest?: (reply: TaskUpdateReply) => void) {
  const queryClient = useQueryClient();
  return useMutation<TaskUpdateReply, Error, TaskTick, TickContext>({
    mutationFn: ({ questId, ...body }) =>
      call(questEndpoints.updateTask, { params: { id: questId }, body }),
    onMutate: async ({ questId, sectionIndex, taskIndex, completed }) => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: questsQueryKey }),
        queryClient.cancelQueries({ queryKey: dailyQuestQueryKey }),
      ]);
      const context: TickContext = {
        quests: queryClient.getQueryData<Quest[]>(questsQueryKey),
        daily: queryClient.getQueryData<DailyQuestReply>(dailyQuestQueryKey),
        echo: expectQuestEcho(queryClient),
      };
      const quest = context.quests?.find((q) => q.id === questId) ?? context.daily?.quest;
      if (quest?.id === questId) {
        storeQuest(queryClient, withTask(quest, sectionIndex, taskIndex, completed));
      }
      return context;
    },
    onSettled: (_reply, error, _tick, context) => context?.echo.settled(error === null),
    onError: (_error, _tick, context) => {
      toast({
        title: t("questSync.error"),
        description: t("questSync.tickFailed"),
        variant: "destructive",
      });
      if (!context) return;
      queryClient.setQueryData(questsQueryKey, context.quests);
      queryClient.setQueryData(dailyQuestQueryKey, context.daily);
    },
    // Here rather than in mutate()'s own callbacks: a completed quest moves to the completed
    // list, its card remounts, and per-call callbacks of an unmounted observer never run.
    onSuccess: (reply) => {
      storeQuest(queryClient, reply.quest);
      // The rest of a completion (the hunter's XP, gold and stats, the bell) arrives by its
      // events, hunterChanged, walletChanged and notificationCreated.
      if (reply.isCompleted) onSettledQuest?.(reply);
    },
  });
}

export interface TrainingSet extends TrainingSetRequest {
  questId: string;
}

/**
 * Sends one set of reps for a task that names a count. The reply's quest (its progress, and
 * the tick at the task's count) goes into the caches; `onSent` hears every reply, for the
 * records and a completion's System windows. The records are read again after each set.
 */
export function useAddSet(onSent?: (reply: TrainingSetReply) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questId, ...body }: TrainingSet) =>
      call(questEndpoints.addSet, { params: { id: questId }, body }),
    onMutate: () => expectQuestEcho(queryClient),
    onSuccess: (reply) => {
      storeQuest(queryClient, reply.quest);
      void queryClient.invalidateQueries({ queryKey: trainingRecordsQueryKey });
      onSent?.(reply);
    },
    onSettled: (_reply, error, _set, echo) => echo?.settled(error === null),
  });
}

/**
 * Completes a quest whose tasks are all ticked; the reply is a task-update reply, from which
 * the caller shows the banner or the penalty.
 */
export function useCompleteQuest(onCompleted?: (reply: TaskUpdateReply) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (questId: string) => call(questEndpoints.complete, { params: { id: questId } }),
    onMutate: () => expectQuestEcho(queryClient),
    onSuccess: (reply) => {
      // The hunter (XP, gold, stats) arrives by the completion's hunterChanged and walletChanged.
      storeQuest(queryClient, reply.quest);
      onCompleted?.(reply);
    },
    onSettled: (_reply, error, _questId, echo) => echo?.settled(error === null),
    onError: () =>
      toast({
        title: t("questSync.completeFailed"),
        description: t("common.somethingWentWrong"),
        variant: "destructive",
      }),
  });
}

/**
 * Generates a custom quest, paid with energy. The reply's quest goes into the list; the energy
 * and the hunter arrive by walletChanged, the list's own questsChanged is its echo.
 */
export function useGenerateQuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomQuestRequest) => call(questEndpoints.createCustom, { body }),
    onMutate: () => expectEcho(queryClient, "questsChanged", questsQueryKey),
    onSuccess: (quest) => {
      queryClient.setQueryData<Quest[]>(questsQueryKey, (list) =>
        list && !list.some((q) => q.id === quest.id) ? [quest, ...list] : list,
      );
    },
    onError: () => {
      // A refusal (too little energy) announces nothing and may mean the energy shown was stale.
      void queryClient.invalidateQueries({ queryKey: energyQueryKey });
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
    onSettled: (_quest, error, _body, echo) => echo?.settled(error === null),
  });
}

/**
 * Acknowledges the missed-daily penalty; the server remembers, so a reload does not ask again.
 * The answer is the penalty gone from the daily, stored here; the acknowledgement changes
 * nothing of the hunter, and its questsChanged reads the daily no more.
 */
export function useAcknowledgePenalty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(questEndpoints.acknowledgePenalty),
    onMutate: () => expectEcho(queryClient, "questsChanged", dailyQuestQueryKey),
    onSuccess: () => {
      queryClient.setQueryData<DailyQuestReply>(dailyQuestQueryKey, (daily) =>
        daily ? { ...daily, penaltyApplied: false } : daily,
      );
    },
    onSettled: (_reply, error, _none, echo) => echo?.settled(error === null),
  });
}
