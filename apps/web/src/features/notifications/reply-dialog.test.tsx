import type { Notification } from "@repgate/contracts/notifications";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Toaster } from "../../components/ui/toaster.tsx";
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

async function openReply() {
  const calls = mockFetch(({ method, path }) => {
    if (path === "/api/notifications" && method === "GET") return { body: [message] };
    if (path === "/api/friends/message") return { body: { message: "Message sent." } };
    return undefined;
  });
  const user = userEvent.setup();
  renderWithProviders(
    <Toaster>
      <NotificationBell />
    </Toaster>,
  );
  await user.click(await screen.findByRole("button", { name: "Notifications, 1 unread" }));
  await user.click(await screen.findByRole("button", { name: "Reply" }));
  const field = await screen.findByRole("textbox", { name: "Message" });
  return { calls, user, field };
}

describe("the direct message reply dialog", () => {
  it("names the recipient, counts n/500, keeps Shift+Enter as a new line and sends on Enter", async () => {
    const { calls, user, field } = await openReply();
    expect(screen.getByText("Cha Haein")).toBeTruthy();
    expect(screen.getByText("0/500")).toBeTruthy();
    await user.type(field, "On my way{Shift>}{Enter}{/Shift}see you");
    expect((field as HTMLTextAreaElement).value).toBe("On my way\nsee you");
    expect(screen.getByText("17/500")).toBeTruthy();
    await user.keyboard("{Enter}");
    await waitFor(() =>
      expect(calls.find((c) => c.path === "/api/friends/message")?.body).toEqual({
        friendId: SENDER,
        message: "On my way\nsee you",
      }),
    );
    await waitFor(() => expect(screen.queryByRole("textbox", { name: "Message" })).toBeNull());
  });

  it("refuses a blank reply with 'Invalid Input'", async () => {
    const { calls, user } = await openReply();
    await user.keyboard("   {Enter}");
    expect((await screen.findAllByText("Invalid Input")).length).toBeGreaterThan(0);
    expect(screen.getAllByText("Please enter a reply message.").length).toBeGreaterThan(0);
    expect(calls.some((c) => c.path === "/api/friends/message")).toBe(false);
  });
});
