import type { CompleteReply } from "@repgate/contracts/battles";
import type { ClientEvent } from "@repgate/contracts/events";
import type { AssessmentReply } from "@repgate/contracts/onboarding";
import type { TaskUpdateReply } from "@repgate/contracts/quests";
import type { TrainingSetReply } from "@repgate/contracts/training";
import type { Unlocks } from "@repgate/contracts/unlocks";
import { ACHIEVEMENTS } from "@repgate/game/rules/achievements";
import { useEffect } from "react";
import { onServerMessage } from "./realtime-channel.ts";
import { type QueuedWindow, showSystemWindows } from "./system-windows.ts";

/**
 * An achievement and a title are each shown once, whatever paid them and however the news
 * came (a reply, the socket): the same key for both, so whichever comes second shows nothing.
 */
function unlockWindows(unlocks: Unlocks): QueuedWindow[] {
  return [
    ...unlocks.achievements.map((a) => ({
      key: `achievement:${a.id}`,
      content: { kind: "achievement" as const, name: a.name, description: a.description },
    })),
    ...unlocks.titles.map((title) => ({
      key: `title:${title}`,
      content: { kind: "title" as const, title },
    })),
  ];
}

/**
 * A level-up is keyed by its levels, not by what paid it: the paying reply and the socket's
 * hunterLeveledUp both tell of it, and whichever comes second shows nothing.
 */
function levelWindow(from: number, to: number): QueuedWindow {
  return { key: `level:${from}:${to}`, content: { kind: "level-up", from, to } };
}

function replyLevelWindow(reply: {
  levelsGained: number;
  previousLevel: number;
  newLevel: number;
}): QueuedWindow[] {
  return reply.levelsGained > 0 ? [levelWindow(reply.previousLevel, reply.newLevel)] : [];
}

/**
 * A claimed monster's System windows: the cleared dungeon (its chest), a level-up, and what it
 * unlocked. Keyed by the battle, so a repeated claim's reply (a reload) shows nothing again.
 */
export function announceBattleClaim(battleId: string, reply: CompleteReply): void {
  const key = `battle:${battleId}`;
  const cleared = reply.dungeonComplete;
  showSystemWindows([
    ...(cleared
      ? [
          {
            key: `${key}:cleared`,
            content: {
              kind: "dungeon-cleared" as const,
              dungeonName: cleared.dungeonName,
              xp: cleared.xp,
              gold: cleared.gold,
              item: cleared.itemDropped,
            },
          },
        ]
      : []),
    ...replyLevelWindow(reply),
    ...unlockWindows(reply.unlocks),
  ]);
}

/** A completed quest's System windows: what it paid, a level-up, and what it unlocked. */
export function announceQuestCompletion(reply: TaskUpdateReply): void {
  if (!reply.rewards) return;
  const key = `quest:${reply.quest.id}`;
  showSystemWindows([
    {
      key: `${key}:complete`,
      content: {
        kind: "quest-complete",
        questName: reply.quest.name || reply.quest.title,
        xp: reply.rewards.xp,
        gold: reply.rewards.gold,
        stats: reply.rewards.stats,
      },
    },
    ...replyLevelWindow(reply),
    ...unlockWindows(reply.unlocks),
  ]);
}

/**
 * A set's System windows: the records it beat (keyed by exercise, record and reps, so a repeated
 * reply shows nothing again), then the quest it completed, if it did.
 */
export function announceTrainingSet(reply: TrainingSetReply): void {
  showSystemWindows(
    reply.newRecords.map((record) => ({
      key: `record:${record.exercise}:${record.kind}:${record.reps}`,
      content: {
        kind: "new-record" as const,
        name: record.name,
        record: record.kind,
        reps: record.reps,
        previous: record.previous,
      },
    })),
  );
  if (reply.isCompleted) announceQuestCompletion(reply);
}

/**
 * A finished assessment's System windows: the rank a reawakening raised (old → new, as the
 * server said), then what it unlocked. An assessment's reply arrives once (it is no claim a
 * reload replays), so its rank-up key only has to differ from an earlier reawakening's.
 */
export function announceAssessment(reply: AssessmentReply): void {
  const rankUp = reply.rankUp;
  showSystemWindows([
    ...(rankUp
      ? [
          {
            key: `rank-up:${rankUp.from}:${rankUp.to}:${Date.now()}`,
            content: { kind: "rank-up" as const, from: rankUp.from, to: rankUp.to },
          },
        ]
      : []),
    ...unlockWindows(reply.unlocks),
  ]);
}

/**
 * The socket said the hunter unlocked achievements or titles: the windows of a payment whose
 * reply did not carry them (a movement run reaching its distance, another tab's claim). Names
 * and descriptions come from the game's table, by the ids the server sent.
 */
function announceUnlockEvent(event: Extract<ClientEvent, { type: "hunterUnlocked" }>) {
  const achievements = event.achievementIds.flatMap((id) => {
    const achievement = ACHIEVEMENTS.find((a) => a.id === id);
    return achievement
      ? [{ id, name: achievement.name, description: achievement.description }]
      : [];
  });
  showSystemWindows(unlockWindows({ achievements, titles: event.titles }));
}

/** Opens the unlock and level-up windows the socket announces, while the signed-in app is on screen. */
export function useUnlockWindows(): void {
  useEffect(
    () =>
      onServerMessage((message) => {
        if (message.type === "hunterUnlocked") announceUnlockEvent(message);
        if (message.type === "hunterLeveledUp") {
          showSystemWindows([levelWindow(message.from, message.to)]);
        }
      }),
    [],
  );
}
