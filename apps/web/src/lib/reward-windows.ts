import type { CompleteReply } from "@repgate/contracts/battles";
import type { TaskUpdateReply } from "@repgate/contracts/quests";
import type { Unlocks } from "@repgate/contracts/unlocks";
import { type QueuedWindow, showSystemWindows } from "./system-windows.ts";

/** An achievement and a title are each shown once, whatever paid them. */
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

function levelWindow(
  key: string,
  reply: { levelsGained: number; previousLevel: number; newLevel: number },
): QueuedWindow[] {
  if (reply.levelsGained <= 0) return [];
  return [
    {
      key: `${key}:level`,
      content: { kind: "level-up", from: reply.previousLevel, to: reply.newLevel },
    },
  ];
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
    ...levelWindow(key, reply),
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
    ...levelWindow(key, reply),
    ...unlockWindows(reply.unlocks),
  ]);
}
