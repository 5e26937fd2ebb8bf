import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { MessageList } from "./message-list.tsx";

const MESSAGE = {
  id: "m1",
  content: "Anyone for the C-rank gate?",
  createdAt: "2026-11-28T20:00:00.000Z",
  user: {
    id: "u-aria",
    hunterName: "Aria",
    firstName: null,
    lastName: null,
    rank: "C" as const,
    profileImageUrl: null,
  },
};

describe("MessageList", () => {
  it("opens an author's profile inside the app, without reloading the page", async () => {
    const location = memoryLocation({ path: "/social", record: true });
    render(
      <Router hook={location.hook}>
        <MessageList label="Global messages" messages={[MESSAGE]} />
      </Router>,
    );
    const author = screen.getByRole("link", { name: "Aria" });
    expect(author.getAttribute("href")).toBe("/user/u-aria");
    await userEvent.click(author);
    // The router moved (a plain link would have left it at /social and reloaded the page).
    expect(location.history).toEqual(["/social", "/user/u-aria"]);
  });
});
