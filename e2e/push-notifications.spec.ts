import type { CDPSession, Page } from "@playwright/test";
import { expect, seedReadyHunter, test } from "./fixtures.ts";

/** The service worker's registration id, as the DevTools protocol names it. */
async function registrationIdOf(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const mine = registrations.find(
        (r: { scopeURL: string; isDeleted: boolean }) =>
          r.scopeURL.startsWith(origin) && !r.isDeleted,
      );
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  return found;
}

async function notificationsShown(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const shown = await registration.getNotifications();
    return shown.map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      data: n.data,
      actions: (n as unknown as { actions: { action: string }[] }).actions.map((a) => a.action),
    }));
  });
}

test("a push delivered to the service worker shows its notification, with actions for a party confirmation", async ({
  page,
  context,
  baseURL,
}) => {
  const origin = new URL(String(baseURL)).origin;
  await context.grantPermissions(["notifications"], { origin });
  await seedReadyHunter(page);
  await page.goto("/");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const cdp = await context.newCDPSession(page);
  const registrationId = await registrationIdOf(cdp, origin);

  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin,
    registrationId,
    data: JSON.stringify({
      kind: "friendRequest",
      title: "New Friend Request",
      body: "Someone wants to be your friend.",
      url: "/social",
    }),
  });
  await expect
    .poll(() => notificationsShown(page))
    .toEqual([
      {
        title: "New Friend Request",
        body: "Someone wants to be your friend.",
        tag: "",
        data: { url: "/social", kind: "friendRequest", confirmationId: null },
        actions: [],
      },
    ]);

  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin,
    registrationId,
    data: JSON.stringify({
      kind: "partyConfirmation",
      title: "Party Dungeon Confirmation",
      body: "Your leader wants to enter a dungeon.",
      url: "/social",
      confirmationId: "c0ffee00-0000-4000-8000-000000000000",
      tag: "party:c0ffee00-0000-4000-8000-000000000000",
    }),
  });
  await expect
    .poll(async () => (await notificationsShown(page)).find((n) => n.tag.startsWith("party:")))
    .toMatchObject({ title: "Party Dungeon Confirmation", actions: ["confirm", "decline"] });
});
