import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { userQueryKey } from "../../features/auth/api.ts";
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

  it("refreshes the hunter's gold and energy when the wallet changed", () => {
    const client = seeded();
    applyServerMessage(client, { type: "walletChanged", userId: "1", currency: "gold" });
    expect(isStale(client, userQueryKey)).toBe(true);
    expect(isStale(client, notificationsQueryKey)).toBe(false);
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
