import type { DirectMessage, MessageThread } from "@repgate/contracts/messages";
import type { Notification } from "@repgate/contracts/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { mockFetch, renderWithProviders } from "../../test/render.tsx";
import { MessagesView } from "./messages-view.tsx";
import { UnreadMessagesBadge } from "./unread-messages-badge.tsx";

const ME = "0b9f4c1e-5d55-4a51-9d42-8f3c1f2b7a10";
const PEER = "7c1e6c52-8f7a-4a55-9d0e-2b3f4a5b6c7d";

function message(n: number, from: string, readAt: string | null = null): DirectMessage {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    senderId: from,
    recipientId: from === ME ? PEER : ME,
    body: `Message number ${n}`,
    createdAt: new Date(Date.UTC(2026, 10, 28, 12, n)).toISOString(),
    readAt,
  };
}

const THREAD: MessageThread = {
  peerId: PEER,
  peerName: "Cha Hae-In",
  lastMessage: message(4, PEER),
  unreadCount: 2,
};

/** The server's pages: the newest two, then (before message 3) the two before them. */
function serve(extra: (request: { method: string; path: string }) => unknown = () => undefined) {
  return mockFetch((request) => {
    const { method, path } = request;
    const answer = extra(request);
    if (answer !== undefined) return { body: answer };
    if (path === "/api/messages/threads") return { body: [THREAD] };
    if (path === "/api/friends") return { body: [] };
    if (path === `/api/messages/threads/${PEER}`) {
      return {
        body: { messages: [message(3, ME), message(4, PEER)], nextBefore: message(3, ME).id },
      };
    }
    if (path.startsWith(`/api/messages/threads/${PEER}?before=`)) {
      return { body: { messages: [message(1, PEER, "x"), message(2, ME)], nextBefore: null } };
    }
    if (method === "POST" && path === `/api/messages/threads/${PEER}/read`) {
      return { body: { message: "Thread read." } };
    }
    if (method === "POST" && path === "/api/friends/message") {
      return { body: { message: "Message sent" } };
    }
    return undefined;
  });
}

function renderAt(path: string, ui = <MessagesView peerId={path.split("/")[2]} />) {
  const location = memoryLocation({ path });
  return renderWithProviders(
    <Router hook={location.hook} searchHook={location.searchHook}>
      {ui}
    </Router>,
  );
}

describe("MessagesView", () => {
  it("lists each conversation with its last message and unread count", async () => {
    serve();
    renderAt("/messages");
    const row = await screen.findByRole("link", { name: /Cha Hae-In/ });
    expect(row.getAttribute("href")).toBe(`/messages/${PEER}`);
    expect(row.textContent).toContain("Message number 4");
    expect(within(row).getByText(", 2 unread")).toBeTruthy();
  });

  it("shows both hunters' messages in order, reads the thread once, and pages older ones in above", async () => {
    const user = userEvent.setup();
    const calls = serve();
    renderAt(`/messages/${PEER}`);
    const log = await screen.findByRole("log", { name: "Conversation with Cha Hae-In" });
    await within(log).findByText("Message number 4");
    const texts = () =>
      within(log)
        .getAllByRole("listitem")
        .map((li) => li.textContent ?? "");
    expect(texts()[0]).toContain("You: Message number 3");
    expect(texts()[1]).toContain("Cha Hae-In: Message number 4");

    // The peer's unread message is on screen: the thread is read (a POST), once.
    await waitFor(() =>
      expect(calls.filter((c) => c.method === "POST").map((c) => c.path)).toEqual([
        `/api/messages/threads/${PEER}/read`,
      ]),
    );

    await user.click(within(log).getByRole("button", { name: "Load older messages" }));
    await within(log).findByText("Message number 1");
    expect(calls.some((c) => c.path.includes(`before=${message(3, ME).id}`))).toBe(true);
    expect(texts().map((t) => t.match(/number (\d)/)?.[1])).toEqual(["1", "2", "3", "4"]);
    // The start of the thread: nothing older to load.
    expect(within(log).queryByRole("button", { name: "Load older messages" })).toBeNull();
  });

  it("waits for a hidden page to come to the front before reading the thread", async () => {
    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    try {
      const calls = serve();
      renderAt(`/messages/${PEER}`);
      await within(await screen.findByRole("log")).findByText("Message number 4");
      const reads = () => calls.filter((c) => c.method === "POST");
      expect(reads()).toHaveLength(0);
      visibility.mockReturnValue("visible");
      document.dispatchEvent(new Event("visibilitychange"));
      await waitFor(() => expect(reads()).toHaveLength(1));
    } finally {
      visibility.mockRestore();
    }
  });

  it("sends with Enter through the spec's call and clears the field", async () => {
    const user = userEvent.setup();
    const calls = serve();
    renderAt(`/messages/${PEER}`);
    const field = await screen.findByRole("textbox", { name: "Message" });
    await user.type(field, "Raid at nine?");
    expect(screen.getByText("13/500")).toBeTruthy();
    await user.keyboard("{Enter}");
    await waitFor(() => expect((field as HTMLTextAreaElement).value).toBe(""));
    expect(calls.find((c) => c.path === "/api/friends/message")?.body).toEqual({
      friendId: PEER,
      message: "Raid at nine?",
    });
  });

  it("keeps the text and says why when the server refuses", async () => {
    const user = userEvent.setup();
    mockFetch(({ method, path }) =>
      method === "POST" && path === "/api/friends/message"
        ? { status: 403, body: { message: "You cannot message this hunter." } }
        : path === "/api/messages/threads"
          ? { body: [] }
          : path === "/api/friends"
            ? { body: [] }
            : path === `/api/messages/threads/${PEER}`
              ? { body: { messages: [], nextBefore: null } }
              : undefined,
    );
    renderAt(`/messages/${PEER}`);
    expect(await screen.findByText(/No messages yet/)).toBeTruthy();
    const field = await screen.findByRole("textbox", { name: "Message" });
    await user.type(field, "hello{Enter}");
    expect(await screen.findByText("You cannot message this hunter.")).toBeTruthy();
    expect((field as HTMLTextAreaElement).value).toBe("hello");
  });
});

describe("UnreadMessagesBadge", () => {
  const dm = (id: string, isRead: boolean): Notification => ({
    id,
    type: "direct_message",
    title: "Message from someone",
    message: "hi",
    isRead,
    createdAt: "2026-11-28T12:00:00.000Z",
    data: { senderId: id, senderName: "someone" },
    resolution: null,
    resolvedAt: null,
  });

  it("counts the conversations whose bell item is unread, and hides at 0", async () => {
    serve(({ path }) =>
      path === "/api/notifications" ? [dm("a", false), dm("b", false), dm("c", true)] : undefined,
    );
    renderAt("/", <UnreadMessagesBadge />);
    const badge = await screen.findByTestId("unread-messages-badge");
    expect(badge.textContent).toBe("2, 2 unread conversations");
  });

  it("shows nothing when every conversation is read", async () => {
    const calls = serve(({ path }) =>
      path === "/api/notifications" ? [dm("a", true)] : undefined,
    );
    renderAt("/", <UnreadMessagesBadge />);
    await waitFor(() => expect(calls.some((c) => c.path === "/api/notifications")).toBe(true));
    expect(screen.queryByTestId("unread-messages-badge")).toBeNull();
  });
});
