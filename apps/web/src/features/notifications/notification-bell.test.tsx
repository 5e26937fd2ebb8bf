import type { Notification } from "@repgate/contracts/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockFetch, renderWithProviders } from "../../test/render.tsx";
import { unreadBadgeLabel } from "./api.ts";
import { NotificationBell } from "./notification-bell.tsx";

function makeNotifications(count: number, read = false): Notification[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `n-${i}`,
    type: "quest_complete" as const,
    title: `Quest ${i} complete`,
    message: `You finished quest ${i}.`,
    isRead: read,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    data: null,
    resolution: null,
    resolvedAt: null,
  }));
}

describe("unreadBadgeLabel", () => {
  it("shows nothing at 0, the count up to 9, then 9+", () => {
    expect(unreadBadgeLabel(0)).toBeNull();
    expect(unreadBadgeLabel(1)).toBe("1");
    expect(unreadBadgeLabel(9)).toBe("9");
    expect(unreadBadgeLabel(10)).toBe("9+");
    expect(unreadBadgeLabel(250)).toBe("9+");
  });
});

describe("NotificationBell", () => {
  it("shows '9+' above 9 unread", async () => {
    mockFetch(({ path }) =>
      path === "/api/notifications" ? { body: makeNotifications(12) } : undefined,
    );
    renderWithProviders(<NotificationBell />);
    const bell = await screen.findByRole("button", { name: "Notifications, 12 unread" });
    expect(within(bell).getByText("9+")).toBeTruthy();
  });

  it("shows no badge when everything is read", async () => {
    mockFetch(({ path }) =>
      path === "/api/notifications" ? { body: makeNotifications(3, true) } : undefined,
    );
    renderWithProviders(<NotificationBell />);
    await waitFor(() => expect(screen.queryByTestId("notification-badge")).toBeNull());
    expect(screen.getByRole("button", { name: "Notifications" })).toBeTruthy();
  });

  it("lists notifications and marks one read, all read, or deletes one", async () => {
    const calls = mockFetch(({ method, path }) => {
      if (path === "/api/notifications" && method === "GET") return { body: makeNotifications(3) };
      if (method === "PATCH" || method === "DELETE") return { body: { message: "ok" } };
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(<NotificationBell />);
    await user.click(await screen.findByRole("button", { name: "Notifications, 3 unread" }));

    expect(await screen.findByText("Quest 0 complete")).toBeTruthy();
    expect(screen.getByText("You finished quest 1.")).toBeTruthy();
    expect(screen.getAllByText("5 minutes ago")).toHaveLength(3);
    const listReads = () =>
      calls.filter((c) => c.method === "GET" && c.path === "/api/notifications").length;
    const readsBefore = listReads();

    // Each answer is stored at once (the one refresh rule): read, gone, then all read.
    await user.click(screen.getByRole("button", { name: "Mark as read: Quest 0 complete" }));
    expect(await screen.findByRole("button", { name: "Notifications, 2 unread" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Delete notification: Quest 1 complete" }));
    await waitFor(() => expect(screen.queryByText("Quest 1 complete")).toBeNull());
    await user.click(screen.getByRole("button", { name: "Mark all read" }));
    expect(await screen.findByRole("button", { name: "Notifications" })).toBeTruthy();
    expect(listReads()).toBe(readsBefore);

    await waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(
        expect.arrayContaining([
          "PATCH /api/notifications/n-0/read",
          "DELETE /api/notifications/n-1",
          "PATCH /api/notifications/read-all",
        ]),
      ),
    );
  });
});
