import type { Notification } from "@repgate/contracts/notifications";
import type { Party } from "@repgate/contracts/parties";
import { type Hunter, signUpPlayer } from "./factories.ts";
import { asHunter } from "./hunter-call.ts";
import type { TestApp } from "./test-app.ts";

export function partyCall(
  t: TestApp,
  hunter: Hunter,
  method: "GET" | "POST" | "DELETE",
  url: string,
  payload?: unknown,
) {
  return asHunter(t, hunter, method, url, payload);
}

export async function partyOf(t: TestApp, hunter: Hunter): Promise<Party | null> {
  const response = await partyCall(t, hunter, "GET", "/api/party");
  if (response.statusCode !== 200) throw new Error(`party read failed: ${response.body}`);
  return response.json();
}

export async function notificationsOf(t: TestApp, hunter: Hunter): Promise<Notification[]> {
  const response = await partyCall(t, hunter, "GET", "/api/notifications");
  return response.json();
}

/** Sends an invitation from `leader` to `invitee`; returns the invitation id. */
export async function invite(t: TestApp, leader: Hunter, invitee: Hunter): Promise<string> {
  const response = await partyCall(t, leader, "POST", "/api/party/invite", {
    inviteeId: invitee.user.id,
  });
  if (response.statusCode !== 200) throw new Error(`invite failed: ${response.body}`);
  return response.json().invitationId;
}

export function respondInvite(t: TestApp, hunter: Hunter, id: string, status = "accepted") {
  return partyCall(t, hunter, "POST", `/api/party/invitations/${id}/respond`, { status });
}

/** Up to four hunters of one party, typed so that tests destructure what they formed. */
export type PartyHunters = [Hunter, Hunter, Hunter, Hunter];

/** A leader and `size - 1` members who joined in order, a second apart. */
export async function formParty(t: TestApp, size: number): Promise<PartyHunters> {
  const leader = await signUpPlayer(t);
  const created = await partyCall(t, leader, "POST", "/api/party", { name: "Shadow Army" });
  if (created.statusCode !== 201) throw new Error(`create failed: ${created.body}`);
  const hunters = [leader];
  for (let i = 1; i < size; i++) {
    const member = await signUpPlayer(t);
    const response = await respondInvite(t, member, await invite(t, leader, member));
    if (response.statusCode !== 200) throw new Error(`accept failed: ${response.body}`);
    t.clock.advance(1000);
    hunters.push(member);
  }
  return hunters as PartyHunters;
}

/** The leader asks to enter `dungeonId` and the member confirms: the party is in, together. */
export async function enterTogether(
  t: TestApp,
  leader: Hunter,
  member: Hunter,
  dungeonId: string,
): Promise<void> {
  const asked = await partyCall(t, leader, "POST", "/api/party/dungeon-confirmation", {
    dungeonId,
  });
  const { confirmationId } = asked.json();
  const path = `/api/party/dungeon-confirmation/${confirmationId}/respond`;
  await partyCall(t, member, "POST", path, { confirmed: true });
}
