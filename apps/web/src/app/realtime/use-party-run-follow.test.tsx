import { act, render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { publishServerMessage } from "../../lib/realtime-channel.ts";
import { usePartyRunFollow } from "./use-party-run-follow.ts";

function Follower() {
  usePartyRunFollow();
  return null;
}

describe("usePartyRunFollow", () => {
  it("goes to the battle from any screen when the party's run starts, and on nothing else", () => {
    const location = memoryLocation({ path: "/inventory", record: true });
    render(
      <Router hook={location.hook}>
        <Follower />
      </Router>,
    );
    act(() => publishServerMessage({ type: "partyChanged", userId: crypto.randomUUID() }));
    expect(location.history.at(-1)).toBe("/inventory");
    act(() =>
      publishServerMessage({
        type: "partyRunStarted",
        userId: crypto.randomUUID(),
        encounterId: crypto.randomUUID(),
      }),
    );
    expect(location.history.at(-1)).toBe("/battle");
  });
});
