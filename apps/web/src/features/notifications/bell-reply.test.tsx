import type { Notification } from "@repgate/contracts/notifications";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { mockFetch, renderWithProviders } from "../../test/render.tsx";
import { NotificationBell } from "./notification-bell.tsx";

const SENDER = "0b6a3c1e-2f4d-4a5b-9c8d-7e6f5a4b3c2d";

const message: Notification = {
  id: "n-1",
  type: "direct_message",
  title: "Message from Cha Haein",
  message: "Raid at nine?",
  isRead: false,
  createdAt: new Date().toISOString(),
  data: { senderId: SENDER, senderName: "Cha Haein" },
  resolution: null,
  resolvedAt: null,
};

describe("a direct message in the bell", () => {
  it("Reply opens the conversation with its sender and closes the bell", async () => {
    mockFetch(({ method, path }) =>
      path === "/api/notifications" && method === "GET" ? { body: [message] } : undefined,
    );
    const user = userEvent.setup();
    const location = memoryLocation({ path: "/", record: true });
    renderWithProviders(
      <Router hook={location.hook}>
        <NotificationBell />
      </Router>,
    );
    await user.click(await screen.findByRole("button", { name: "Notifications, 1 unread" }));
    await user.click(await screen.findByRole("link", { name: "Reply" }));
    expect(location.history.at(-1)).toBe(`/messages/${SENDER}`);
    await waitFor(() => expect(screen.queryByText("Raid at nine?")).toBeNull());
  });
});
