import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { sessionsQueryKey } from "../../features/accounts/api.ts";
import { userQueryKey } from "../../features/auth/api.ts";
import { guildPermissionsQueryKey, myGuildQueryKey } from "../../features/guilds/api.ts";
import {
  boardQueryOptions,
  leaderboardQueryOptions,
  monthlyStatisticsQueryOptions,
} from "../../features/leaderboard/api.ts";
import { notificationsQueryKey } from "../../features/notifications/api.ts";
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
