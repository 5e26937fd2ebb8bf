import type { Notification } from "@repgate/contracts/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Toaster } from "../../components/ui/toaster.tsx";
import { mockFetch, renderWithProviders } from "../../test/render.tsx";
import { notificationsQueryKey } from "./api.ts";
import { NotificationBell } from "./notification-bell.tsx";

const INVITATION = "4f1c2b7e-9a1d-4c3e-8b2a-6d5e4f3a2b1c";

function partyInvite(overrides: Partial<Notification> = {}): Notification {
  return {
    id: "n-party",
    type: "party_invite",
    title: "Party Invitation",
    message: "Cha Haein invited you to join the party Hunters.",
    isRead: false,
    createdAt: new Date().toISOString(),
    data: { invitationId: INVITATION, senderName: "Cha Haein" },
    resolution: null,
    resolvedAt: null,
    ...overrides,
  };
}

const declinedRequest: Notification = {
  id: "n-friend",
  type: "friend_request",
  title: "Friend Request",
  message: "Yoo Jinho wants to be your friend.",
  // Resolved is never unread, even should a row say so.
  isRead: false,
  createdAt: new Date().toISOString(),
  data: { friendshipId: "f-1", senderName: "Yoo Jinho" },
  resolution: "declined",
  resolvedAt: new Date().toISOString(),
};

describe("a resolved notification in the bell", () => {
  it("shows what became of it instead of its buttons, and does not count as unread", async () => {
    mockFetch(({ path }) =>
      path === "/api/notifications" ? { body: [partyInvite(), declinedRequest] } : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<NotificationBell />);
    await user.click(await screen.findByRole("button", { name: "Notifications, 1 unread" }));

    const request = (await screen.findByText("Friend Request")).closest("li") as HTMLElement;
    expect(within(request).getByText("Declined")).toBeTruthy();
    expect(within(request).queryByRole("button", { name: "Accept" })).toBeNull();
    expect(within(request).queryByRole("button", { name: "Decline" })).toBeNull();
    expect(within(request).queryByText("(unread)")).toBeNull();
    expect(within(request).queryByRole("button", { name: /Mark as read/ })).toBeNull();

    const invite = screen.getByText("Party Invitation").closest("li") as HTMLElement;
    expect(within(invite).getByRole("button", { name: "Accept" })).toBeTruthy();
  });

  it("loses its buttons live when it was answered elsewhere and the list reads again", async () => {
    let answered = false;
    mockFetch(({ path }) =>
      path === "/api/notifications"
        ? {
            body: [
              answered
                ? partyInvite({ isRead: true, resolution: "accepted", resolvedAt: "2026-11-28" })
                : partyInvite(),
            ],
          }
        : undefined,
    );
    const user = userEvent.setup();
    const { client } = renderWithProviders(<NotificationBell />);
    await user.click(await screen.findByRole("button", { name: "Notifications, 1 unread" }));
    expect(await screen.findByRole("button", { name: "Accept" })).toBeTruthy();

    // Another device accepted: its notificationsChanged makes the list stale (event-query-keys).
    answered = true;
    await client.invalidateQueries({ queryKey: notificationsQueryKey });

    expect(await screen.findByText("Accepted")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Accept" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Decline" })).toBeNull();
    expect(screen.getByRole("button", { name: "Notifications" })).toBeTruthy();
    expect(screen.queryByTestId("notification-badge")).toBeNull();
  });

  it("answered too late from a stale bell: the refusal is shown and the item reads again", async () => {
    let answered = false;
    mockFetch(({ method, path }) => {
      if (path === "/api/notifications") {
        return {
          body: [answered ? partyInvite({ isRead: true, resolution: "accepted" }) : partyInvite()],
        };
      }
      if (method === "POST" && path === `/api/party/invitations/${INVITATION}/respond`) {
        answered = true;
        return { status: 409, body: { message: "You have already answered this invitation." } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(
      <Toaster>
        <NotificationBell />
      </Toaster>,
    );
    await user.click(await screen.findByRole("button", { name: "Notifications, 1 unread" }));
    await user.click(await screen.findByRole("button", { name: "Accept" }));
    expect(
      (await screen.findAllByText(/You have already answered this invitation/)).length,
    ).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByText("Accepted")).toBeTruthy());
    expect(screen.queryByRole("button", { name: "Accept" })).toBeNull();
  });
});
