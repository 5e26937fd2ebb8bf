import type { Battle } from "@repgate/contracts/battles";
import type { BattleStrike } from "@repgate/contracts/events";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { sessionsQueryKey } from "../../features/accounts/api.ts";
import { userQueryKey } from "../../features/auth/api.ts";
import { activeBattleQueryKey } from "../../features/battles/api.ts";
import { guildPermissionsQueryKey, myGuildQueryKey } from "../../features/guilds/api.ts";
import {
  boardQueryOptions,
  leaderboardQueryOptions,
  monthlyStatisticsQueryOptions,
} from "../../features/leaderboard/api.ts";
import { notificationsQueryKey } from "../../features/notifications/api.ts";
import { makeBattle } from "../../test/fixtures.ts";
import { applyServerMessage } from "./apply-server-message.ts";

function seeded(): QueryClient {
  const client = new QueryClient();
  client.setQueryData(notificationsQueryKey, []);
  client.setQueryData(userQueryKey, { id: "1" });
  return client;
}

const isStale = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryState(key)?.isInvalidated ?? false;

describe("applyServerMessage", () => {
  it("makes only what the event concerns stale", () => {
    const client = seeded();
    applyServerMessage(client, { type: "notificationCreated", userId: "1", notificationId: "2" });
    expect(isStale(client, notificationsQueryKey)).toBe(true);
    expect(isStale(client, userQueryKey)).toBe(false);
  });

  it("reads the sessions list again when a session of the hunter ended", () => {
    const client = seeded();
    client.setQueryData(sessionsQueryKey, []);
    applyServerMessage(client, { type: "sessionsChanged", userId: "1" });
    expect(isStale(client, sessionsQueryKey)).toBe(true);
    expect(isStale(client, userQueryKey)).toBe(false);
  });

  it("refreshes the hunter's gold and energy when the wallet changed", () => {
    const client = seeded();
    applyServerMessage(client, { type: "walletChanged", userId: "1", currency: "gold" });
    expect(isStale(client, userQueryKey)).toBe(true);
    expect(isStale(client, notificationsQueryKey)).toBe(false);
  });

  it("refreshes the guild screen of every member on guild-wide news", () => {
    const client = seeded();
    client.setQueryData(myGuildQueryKey, { guild: null });
    client.setQueryData(guildPermissionsQueryKey, {});
    const guildId = "4f1b2c3d-0000-4000-8000-000000000001";
    applyServerMessage(client, { type: "guildAnnouncementSent", userId: "1", guildId });
    expect(isStale(client, myGuildQueryKey)).toBe(true);
    expect(isStale(client, guildPermissionsQueryKey)).toBe(false);
    expect(isStale(client, userQueryKey)).toBe(false);
    // A member's new rank changes what their screen may offer them.
    applyServerMessage(client, { type: "guildMembersChanged", userId: "1", guildId });
    expect(isStale(client, guildPermissionsQueryKey)).toBe(true);
  });

  it("refreshes that period's boards, any filter, and the month's statistics when a period begins", () => {
    const client = seeded();
    const weeklyS = boardQueryOptions({ period: "weekly", rank: "S" }).queryKey;
    const monthly = boardQueryOptions({ period: "monthly" }).queryKey;
    for (const key of [weeklyS, monthly, leaderboardQueryOptions.queryKey]) {
      client.setQueryData(key, {
        period: "weekly",
        hunters: [],
        total: 0,
        myPosition: null,
        nextCursor: null,
      });
    }
    client.setQueryData(monthlyStatisticsQueryOptions.queryKey, {
      hunterDeaths: 3,
      magicalBeastsKilled: 9,
      dungeonsCleared: 2,
    });
    applyServerMessage(client, {
      type: "leaderboardRolledOver",
      period: "weekly",
      periodStart: "2026-11-30",
    });
    expect(isStale(client, weeklyS)).toBe(true);
    // The all-time board, on home and the Social screen's first tab, does not start over.
    expect(isStale(client, leaderboardQueryOptions.queryKey)).toBe(false);
    expect(isStale(client, userQueryKey)).toBe(false);
    applyServerMessage(client, {
      type: "leaderboardRolledOver",
      period: "monthly",
      periodStart: "2026-12-01",
    });
    expect(isStale(client, monthly)).toBe(true);
    expect(isStale(client, monthlyStatisticsQueryOptions.queryKey)).toBe(true);
    expect(isStale(client, leaderboardQueryOptions.queryKey)).toBe(false);
  });

  it("paints a strike's figures into the battle at once, without reading it again", () => {
    const client = seeded();
    const battle = makeBattle({ monsterCurrentHP: 100, playerCurrentHP: 80, log: [] });
    client.setQueryData(activeBattleQueryKey, battle);
    const struck: BattleStrike = {
      battleId: battle.id,
      monsterCurrentHP: 88,
      playerCurrentHP: 75,
      damageDealt: 12,
      exercisesCompleted: 3,
      xpGained: 6,
      skillUsed: false,
      buff: null,
      lines: [
        { at: "2026-11-29T10:00:00.000Z", kind: "attack", text: "Jab hits for 12.", damage: 12 },
        { at: "2026-11-29T10:00:00.000Z", kind: "counter", text: "It strikes back for 5!" },
      ],
    };
    applyServerMessage(client, { type: "runChanged", userId: "1", struck });
    const painted = client.getQueryData<Battle>(activeBattleQueryKey);
    expect(painted).toMatchObject({ monsterCurrentHP: 88, playerCurrentHP: 75, xpGained: 6 });
    expect(painted?.log.map((line) => line.text)).toEqual([
      "Jab hits for 12.",
      "It strikes back for 5!",
    ]);
    expect(isStale(client, activeBattleQueryKey)).toBe(false);
    // The same strike heard again (its reply stored it first) adds no line twice.
    applyServerMessage(client, { type: "runChanged", userId: "1", struck });
    expect(client.getQueryData<Battle>(activeBattleQueryKey)?.log).toHaveLength(2);
    // A strike on another battle than the one shown: that screen reads its battle again.
    applyServerMessage(client, {
      type: "runChanged",
      userId: "1",
      struck: { ...struck, battleId: "another" },
    });
    expect(isStale(client, activeBattleQueryKey)).toBe(true);
    expect(client.getQueryData<Battle>(activeBattleQueryKey)?.monsterCurrentHP).toBe(88);
  });

  it("reads the battle again on a runChanged that carries no strike", () => {
    const client = seeded();
    client.setQueryData(activeBattleQueryKey, makeBattle());
    applyServerMessage(client, { type: "runChanged", userId: "1" });
    expect(isStale(client, activeBattleQueryKey)).toBe(true);
  });

  it("makes everything stale on resync, and nothing on control messages", () => {
    const client = seeded();
    applyServerMessage(client, { type: "welcome", rooms: [] });
    applyServerMessage(client, { type: "pong" });
    expect(isStale(client, userQueryKey)).toBe(false);
    applyServerMessage(client, { type: "resync" });
    expect(isStale(client, userQueryKey)).toBe(true);
    expect(isStale(client, notificationsQueryKey)).toBe(true);
  });
});
