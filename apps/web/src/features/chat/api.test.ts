import type { ChatHistory, ChatMessage } from "@repgate/contracts/chat";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { chatQueryKey, chatTime, dropDeletedAuthorMessages } from "./api.ts";

describe("chatTime", () => {
  const now = Date.parse("2026-03-01T12:00:00Z");
  it("says now, Nm ago, Nh ago, then a date", () => {
    expect(chatTime("2026-03-01T11:59:30Z", now)).toBe("now");
    expect(chatTime("2026-03-01T11:55:00Z", now)).toBe("5m ago");
    expect(chatTime("2026-03-01T09:00:00Z", now)).toBe("3h ago");
    expect(chatTime("2026-02-20T12:00:00Z", now)).toBe(
      new Date("2026-02-20T12:00:00Z").toLocaleDateString(),
    );
  });
});

describe("dropDeletedAuthorMessages", () => {
  it("drops a deleted author's held messages from every chat, and leaves the others", () => {
    const client = new QueryClient();
    const message = (id: string, authorId: string, hunterName: string): ChatMessage => ({
      id,
      content: `from ${hunterName}`,
      createdAt: "2026-03-01T12:00:00Z",
      user: {
        id: authorId,
        hunterName,
        firstName: null,
        lastName: null,
        rank: "C",
        profileImageUrl: "/uploads/a.webp",
      },
    });
    client.setQueryData(chatQueryKey("regional"), [
      message("m1", "gone", "Jinho"),
      message("m2", "stays", "Jinwoo"),
    ]);
    client.setQueryData(chatQueryKey("guild"), [message("m3", "gone", "Jinho")]);
    dropDeletedAuthorMessages(client, "gone");
    const regional = client.getQueryData<ChatHistory>(chatQueryKey("regional"));
    expect(regional?.map((m) => m.id)).toEqual(["m2"]);
    expect(client.getQueryData<ChatHistory>(chatQueryKey("guild"))).toEqual([]);
    expect(client.getQueryData(chatQueryKey("party"))).toBeUndefined();
  });
});
