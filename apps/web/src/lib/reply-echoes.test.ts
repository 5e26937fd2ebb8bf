import { authEndpoints } from "@repgate/contracts/endpoints/auth";
import { battleEndpoints } from "@repgate/contracts/endpoints/battles";
import type { ServerMessage } from "@repgate/contracts/events";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { applyServerMessage } from "../app/realtime/apply-server-message.ts";
import { queryKeyOf } from "./query-keys.ts";
import { expectEcho } from "./reply-echoes.ts";

// Through the realtime entry point: what a hunter's own move announces reads nothing again.
const battleKey = queryKeyOf(battleEndpoints.active);
const runChanged: ServerMessage = { type: "runChanged", userId: "hunter-1" };

function clientWithBattle() {
  const client = new QueryClient();
  client.setQueryData(battleKey, { id: "b1" });
  return client;
}

const isStale = (client: QueryClient) => client.getQueryState(battleKey)?.isInvalidated === true;

describe("a stored reply's own event", () => {
  it("reads nothing again, heard before or after the reply", () => {
    const early = clientWithBattle();
    const echo = expectEcho(early, "runChanged", battleKey);
    applyServerMessage(early, runChanged);
    echo.settled(true);
    expect(isStale(early)).toBe(false);

    const late = clientWithBattle();
    expectEcho(late, "runChanged", battleKey).settled(true);
    applyServerMessage(late, runChanged);
    expect(isStale(late)).toBe(false);
    // Only one event is ours: the next one is someone else's news.
    applyServerMessage(late, runChanged);
    expect(isStale(late)).toBe(true);
  });

  it("reads again when the request failed: the event heard meanwhile was not ours", () => {
    const client = clientWithBattle();
    const echo = expectEcho(client, "runChanged", battleKey);
    applyServerMessage(client, runChanged);
    expect(isStale(client)).toBe(false);
    echo.settled(false);
    expect(isStale(client)).toBe(true);
  });

  it("leaves other events and other reads alone", () => {
    const client = clientWithBattle();
    expectEcho(client, "walletChanged", queryKeyOf(authEndpoints.currentUser));
    applyServerMessage(client, runChanged);
    expect(isStale(client)).toBe(true);
  });
});
