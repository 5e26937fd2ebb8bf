import AxeBuilder from "@axe-core/playwright";
import type {
  APIRequestContext,
  Browser,
  BrowserContext,
  CDPSession,
  Page,
  Worker,
} from "@playwright/test";
import { PushServiceStandIn } from "../apps/server/src/test/push-service.ts";
import { zoneWhereItIsNow } from "../apps/server/src/test/zone-at-hour.ts";
import { expect, rowsOnTestServer, seedHunter, seedReadyHunter, test, toast } from "./fixtures.ts";

/**
 * The id the DevTools protocol gives the origin's service worker registration, once its worker
 * is activated and running. The protocol hands a push to a registration without saying whether
 * its worker took it, and the page's controller is set while the worker is still activating.
 */
async function activeRegistrationOf(cdp: CDPSession, origin: string): Promise<string> {
  type Version = { registrationId: string; status: string; runningStatus: string };
  const ours = new Set<string>();
  const versions = new Map<string, Version>();
  const found = new Promise<string>((resolve) => {
    const check = () => {
      for (const v of versions.values())
        if (ours.has(v.registrationId) && v.status === "activated" && v.runningStatus === "running")
          resolve(v.registrationId);
    };
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      for (const r of registrations)
        if (r.scopeURL.startsWith(origin) && !r.isDeleted) ours.add(r.registrationId);
      check();
    });
    cdp.on("ServiceWorker.workerVersionUpdated", (event) => {
      for (const v of event.versions as (Version & { versionId: string })[])
        versions.set(v.versionId, v);
      check();
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

/** Waits for the notifications shown to be `expected`; a failure says what the worker logged. */
async function expectShown(page: Page, workerLog: string[], expected: unknown[]) {
  try {
    await expect.poll(() => notificationsShown(page)).toEqual(expected);
  } catch (error) {
    const said = workerLog.join("\n") || "nothing";
    throw new Error(`${(error as Error).message}\nThe service worker logged: ${said}`);
  }
}

/** A signed-in hunter on the dashboard whose page the app's service worker controls. */
async function hunterWithWorker(page: Page, context: BrowserContext, origin: string) {
  await context.grantPermissions(["notifications"], { origin });
  const hunter = await seedReadyHunter(page);
  await page.goto("/");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
  const cdp = await context.newCDPSession(page);
  const registrationId = await activeRegistrationOf(cdp, origin);
  // A round trip through the worker: its script has run (its push listener is in place) and it
  // holds the permission a notification needs, so a push it drops is the worker's fault.
  expect(
    await worker.evaluate(() => ({
      permission: Notification.permission,
      active: (globalThis as unknown as { registration: ServiceWorkerRegistration }).registration
        .active?.state,
    })),
  ).toEqual({ permission: "granted", active: "activated" });
  // What the worker says (a refused showNotification is only in its console): shown on failure.
  const workerLog: string[] = [];
  worker.on("console", (message) => workerLog.push(`${message.type()}: ${message.text()}`));
  /** A push as the push service hands it to the browser: the worker's push handler runs. */
  const deliver = (payload: object) =>
    cdp.send("ServiceWorker.deliverPushMessage", {
      origin,
      registrationId,
      data: JSON.stringify(payload),
    });
  return { hunter, worker, deliver, workerLog };
}

/**
 * Taps the notification titled `title` (`action` "" for its body, or a button's action).
 * Headless Chromium shows no notification to click, and a NotificationEvent made in the worker
 * is untrusted, so its waitUntil throws and clients may not be focused for it. The worker's
 * notificationclick listener only hands the notification's data to handleNotificationClick, a
 * global of the worker script; the test calls that same function, inside the worker, with the
 * data the push handler stored on the shown notification. Only the browser's wiring of a real
 * tap to the listener is left out.
 */
function tapNotification(worker: Worker, title: string, action = ""): Promise<string | null> {
  return worker.evaluate(
    async ({ title, action }) => {
      const sw = globalThis as unknown as {
        registration: {
          getNotifications(): Promise<{ title: string; data: unknown; close(): void }[]>;
        };
        handleNotificationClick(action: string, data: unknown): Promise<string | null>;
      };
      const shown = (await sw.registration.getNotifications()).find((n) => n.title === title);
      if (!shown) throw new Error(`no notification titled ${title}`);
      shown.close();
      return sw.handleNotificationClick(action, shown.data);
    },
    { title, action },
  );
}

/**
 * Chromium subscribes through Google's push service (FCM), over an internet this machine does
 * not have, and refuses any subscription in a Playwright context (it is off the record). This
 * stands in for that one leg, the browser and its push service: `PushManager` hands the app a
 * subscription with a real P-256 key and auth secret made in the page, on an endpoint shaped as
 * FCM's (the server accepts only browsers' push services), and keeps it across reloads. Everything the app and the server do with it is real.
 */
function standInForTheBrowsersPushService(context: BrowserContext) {
  return context.addInitScript(() => {
    const STORE = "e2e-push-subscription";
    type Saved = { endpoint: string; keys: { p256dh: string; auth: string }; serverKey: number[] };
    const b64u = (bytes: ArrayBuffer | Uint8Array) =>
      btoa(String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .replace(/=+$/, "");
    const subscriptionOf = (saved: Saved) => ({
      endpoint: saved.endpoint,
      expirationTime: null,
      options: {
        userVisibleOnly: true,
        applicationServerKey: Uint8Array.from(saved.serverKey).buffer,
      },
      toJSON: () => ({ endpoint: saved.endpoint, expirationTime: null, keys: saved.keys }),
      unsubscribe: async () => {
        localStorage.removeItem(STORE);
        return true;
      },
    });
    PushManager.prototype.getSubscription = async function getSubscription() {
      const saved = localStorage.getItem(STORE);
      return (saved ? subscriptionOf(JSON.parse(saved)) : null) as unknown as PushSubscription;
    };
    PushManager.prototype.subscribe = async function subscribe(options) {
      if (Notification.permission !== "granted") {
        throw new DOMException("Registration failed - permission denied", "NotAllowedError");
      }
      const pair = await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, [
        "deriveBits",
      ]);
      const saved: Saved = {
        endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${crypto.randomUUID()}`,
        keys: {
          p256dh: b64u(await crypto.subtle.exportKey("raw", pair.publicKey)),
          auth: b64u(crypto.getRandomValues(new Uint8Array(16))),
        },
        serverKey: [...new Uint8Array(options?.applicationServerKey as Uint8Array)],
      };
      localStorage.setItem(STORE, JSON.stringify(saved));
      return subscriptionOf(saved) as unknown as PushSubscription;
    };
  });
}

test("the settings screen turns reminders on for this device; the server holds the subscription and the choices", async ({
  page,
  context,
  baseURL,
}) => {
  const origin = new URL(String(baseURL)).origin;
  await standInForTheBrowsersPushService(context);
  const { hunter } = await hunterWithWorker(page, context, origin);
  await page.goto("/settings");
  const panel = page.getByRole("region", { name: "Reminders" });
  await expect(panel.getByText("This device gets no reminders.", { exact: false })).toBeVisible();

  await panel.getByRole("button", { name: "Turn on for this device" }).click();
  await expect(panel.getByText("Reminders are on for this device.")).toBeVisible();
  await expect(toast(page, "Reminders On")).toBeVisible();
  const device = await page.evaluate(() => localStorage.getItem("e2e-push-subscription"));
  const made = JSON.parse(String(device)) as { endpoint: string; keys: { p256dh: string } };
  const serverKey = (await (await page.request.get("/api/push/public-key")).json()).publicKey;
  expect(Buffer.from(JSON.parse(String(device)).serverKey).toString("base64url")).toBe(serverKey);
  expect(
    await rowsOnTestServer("SELECT endpoint, p256dh FROM push_subscriptions WHERE user_id = $1", [
      hunter.id,
    ]),
  ).toEqual([{ endpoint: made.endpoint, p256dh: made.keys.p256dh }]);

  await panel.getByRole("checkbox", { name: "A direct message" }).uncheck();
  await panel.getByLabel("Hours before the daily quest closes").selectOption("4");
  await panel.getByRole("checkbox", { name: /Quiet hours/ }).check();
  await panel.getByLabel("From").fill("23:00");
  await panel.getByRole("button", { name: "Save reminders" }).click();
  await expect(toast(page, "Reminders Saved")).toBeVisible();
  expect(
    await rowsOnTestServer(
      `SELECT direct_message, friend_request, daily_quest_hours_left, quiet_start, quiet_end
       FROM push_settings WHERE user_id = $1`,
      [hunter.id],
    ),
  ).toEqual([
    {
      direct_message: false,
      friend_request: true,
      daily_quest_hours_left: 4,
      quiet_start: "23:00",
      quiet_end: "07:00",
    },
  ]);

  await page.reload();
  await expect(panel.getByText("Reminders are on for this device.")).toBeVisible();
  await expect(panel.getByRole("checkbox", { name: "A direct message" })).not.toBeChecked();

  await panel.getByRole("button", { name: "Turn off on this device" }).click();
  await expect(panel.getByText("This device gets no reminders.", { exact: false })).toBeVisible();
  expect(
    await rowsOnTestServer("SELECT endpoint FROM push_subscriptions WHERE user_id = $1", [
      hunter.id,
    ]),
  ).toEqual([]);
});

test("the settings screen says how to allow notifications the browser blocks", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const origin = new URL(String(baseURL)).origin;
  await seedReadyHunter(page);
  // As if the hunter had answered the browser's prompt with Block (Playwright grants only).
  const { targetInfo } = await (await context.newCDPSession(page)).send("Target.getTargetInfo");
  const cdp = await browser.newBrowserCDPSession();
  await cdp.send("Browser.setPermission", {
    browserContextId: targetInfo.browserContextId,
    origin,
    permission: { name: "notifications" },
    setting: "denied",
  });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/settings");
  const panel = page.getByRole("region", { name: "Reminders" });
  await expect(panel.getByText(/set Notifications to Allow, then reload/)).toBeVisible();
  await expect(panel.getByRole("button", { name: /Turn on/ })).toHaveCount(0);

  // On a phone: every switch is a 44 px target, and the panel passes axe.
  for (const box of await panel.getByRole("checkbox").all()) {
    const row = box.locator("xpath=..");
    expect((await row.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  const axe = await new AxeBuilder({ page }).include("main section").analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual(
    [],
  );
});

test("a push delivered to the service worker shows its notification, and a tap opens its screen", async ({
  page,
  context,
  baseURL,
}) => {
  const origin = new URL(String(baseURL)).origin;
  const { worker, deliver, workerLog } = await hunterWithWorker(page, context, origin);

  await deliver({
    kind: "friendRequest",
    title: "New Friend Request",
    body: "Someone wants to be your friend.",
    url: "/social#friends",
  });
  await expectShown(page, workerLog, [
    {
      title: "New Friend Request",
      body: "Someone wants to be your friend.",
      tag: "",
      data: { url: "/social#friends", kind: "friendRequest", confirmationId: null },
      actions: [],
    },
  ]);
  expect(await tapNotification(worker, "New Friend Request")).toBe(`${origin}/social#friends`);
  await expect(page).toHaveURL(`${origin}/social#friends`);
  await expect(page.getByRole("region", { name: "Friends" })).toBeInViewport();
  expect(await notificationsShown(page)).toEqual([]);

  // A party confirmation the server no longer knows: Confirm is refused, so the party panel opens.
  const unknown = "c0ffee00-0000-4000-8000-000000000000";
  await deliver({
    kind: "partyConfirmation",
    title: "Party Dungeon Confirmation",
    body: "Your leader wants to enter a dungeon.",
    url: "/social#party",
    confirmationId: unknown,
    tag: `party:${unknown}`,
  });
  await expect
    .poll(async () => (await notificationsShown(page)).find((n) => n.tag.startsWith("party:")))
    .toMatchObject({ title: "Party Dungeon Confirmation", actions: ["confirm", "decline"] });
  await page.goto("/quests");
  expect(await tapNotification(worker, "Party Dungeon Confirmation", "confirm")).toBe(
    `${origin}/social#party`,
  );
  await expect(page).toHaveURL(`${origin}/social#party`);
});

test("a reminder run by the scheduler reaches the push service encrypted, and delivered to the service worker shows its notification", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const origin = new URL(String(baseURL)).origin;
  // The hunter to remind has no page open (a hunter on the app gets no push): only the API,
  // from a blank page whose cookie jar signs the calls in and which opens no socket.
  const awayContext = await browser.newContext();
  const awayPage = await awayContext.newPage();
  // Onboarding is finished only once the zone and the reminder are set: its end begins the
  // hunter's first day, in their zone, and queues that day's reminder; a day begun earlier, in
  // UTC, would have reminded (or not) by the hour the suite happens to run at.
  const hunter = await seedHunter(awayPage, { accept: true, assess: true });
  const api = awayPage.request;
  const vapid = (await (await api.get("/api/push/public-key")).json()).publicKey;
  const pushService = await new PushServiceStandIn(vapid).start(
    Number(process.env.E2E_PUSH_SERVICE_PORT),
  );
  try {
    // About 17:00 where the hunter is: the daily quest closes in some 7 hours, so a reminder
    // asked for 12 hours before midnight is due at once.
    const zone = await api.patch("/api/user/timezone", {
      data: { timezone: zoneWhereItIsNow(17) },
    });
    expect(zone.status()).toBe(200);
    const settings = await api.put("/api/push/settings", {
      data: {
        dailyQuest: true,
        dailyQuestHoursLeft: 12,
        partyConfirmation: true,
        friendRequest: true,
        directMessage: true,
        quietStart: null,
        quietEnd: null,
      },
    });
    expect(settings.status()).toBe(200);
    const device = pushService.subscription();
    const subscribed = await api.post("/api/push/subscriptions", {
      data: { endpoint: device.endpoint, keys: device.keys },
    });
    expect(subscribed.status()).toBe(201);
    // The end of onboarding begins the day; its reminder is queued with it, due now, and the
    // scheduler (in whichever instance takes it) runs it with nobody reading.
    expect((await api.post("/api/user/complete-profile")).status()).toBe(200);
    const assigned = await api.post(`/api/user/${hunter.id}/assign-class`, {
      data: { className: "Fighter" },
    });
    expect(assigned.status()).toBe(200);
    // What the push service accepted (signed, decrypted) and what it refused, and why.
    await expect
      .poll(
        () => ({ accepted: pushService.pushesTo(device.id).length, refused: pushService.refused }),
        { timeout: 20_000 },
      )
      .toEqual({ accepted: 1, refused: [] });
    const [received] = pushService.pushesTo(device.id);
    expect(received?.payload).toMatchObject({
      kind: "dailyQuest",
      title: "Daily Quest",
      body: expect.stringMatching(
        /^Your daily quest closes in \d+ hours?\. Complete it to avoid the penalty\.$/,
      ),
      url: "/quests",
    });

    // The same bytes the push service would hand the browser, to the app's service worker.
    const { deliver, workerLog } = await hunterWithWorker(page, context, origin);
    await deliver(received?.payload as object);
    const payload = received?.payload as { body: string; tag: string };
    await expectShown(page, workerLog, [
      {
        title: "Daily Quest",
        body: payload.body,
        tag: payload.tag,
        data: { url: "/quests", kind: "dailyQuest", confirmationId: null },
        actions: [],
      },
    ]);
  } finally {
    await awayContext.close();
    await pushService.stop();
  }
});

/**
 * A party of a new leader (in a context of its own) and `member`, whose leader has asked to
 * enter an E-rank combat dungeon: the member's notification is the one to answer.
 */
async function partyAskingToEnter(browser: Browser, memberPage: Page, memberId: string) {
  const leaderContext = await browser.newContext();
  const leaderPage = await leaderContext.newPage();
  const leader = await seedReadyHunter(leaderPage);
  const api = leaderPage.request;
  expect((await api.post("/api/party", { data: { name: "Push Party" } })).status()).toBe(201);
  const { invitationId } = await (
    await api.post("/api/party/invite", { data: { inviteeId: memberId } })
  ).json();
  const joined = await memberPage.request.post(`/api/party/invitations/${invitationId}/respond`, {
    data: { status: "accepted" },
  });
  expect(joined.status()).toBe(200);
  const dungeons: { id: string; type: string; rank: string }[] = await (
    await api.get("/api/dungeons")
  ).json();
  const dungeon = dungeons.find((d) => d.type === "combat" && d.rank === "E");
  if (!dungeon) throw new Error("no live E-rank combat dungeon");
  const asked = await api.post("/api/party/dungeon-confirmation", {
    data: { dungeonId: dungeon.id },
  });
  expect(asked.status()).toBe(201);
  const { confirmationId } = (await asked.json()) as { confirmationId: string };
  // The payload the server's dispatcher makes of the member's notification (push.test.ts).
  const push = {
    kind: "partyConfirmation",
    title: "Party Dungeon Confirmation",
    body: `${leader.hunterName} wants to enter the dungeon with the party.`,
    url: "/social#party",
    confirmationId,
    tag: `party:${confirmationId}`,
  };
  return { leaderContext, leaderApi: api, push };
}

const activeBattle = async (request: APIRequestContext) =>
  (await request.get("/api/battles/active")).json();

test("Confirm on a party confirmation's notification answers it with the hunter's session, and the battle opens", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const origin = new URL(String(baseURL)).origin;
  const { hunter: member, worker, deliver } = await hunterWithWorker(page, context, origin);
  const party = await partyAskingToEnter(browser, page, member.id);
  await deliver(party.push);
  await expect
    .poll(async () => (await notificationsShown(page)).map((n) => n.actions))
    .toEqual([["confirm", "decline"]]);

  expect(await tapNotification(worker, "Party Dungeon Confirmation", "confirm")).toBe(
    `${origin}/battle`,
  );
  await expect(page).toHaveURL(`${origin}/battle`);
  expect(await activeBattle(party.leaderApi)).not.toBeNull();
  expect(await activeBattle(page.request)).not.toBeNull();
  await party.leaderContext.close();
});

test("Decline on a party confirmation's notification calls the entry off and opens nothing", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const origin = new URL(String(baseURL)).origin;
  const { hunter: member, worker, deliver } = await hunterWithWorker(page, context, origin);
  const party = await partyAskingToEnter(browser, page, member.id);
  await page.goto("/quests");
  await deliver(party.push);
  await expect.poll(async () => (await notificationsShown(page)).length).toBe(1);

  expect(await tapNotification(worker, "Party Dungeon Confirmation", "decline")).toBeNull();
  await expect(page).toHaveURL(`${origin}/quests`);
  const after = await (await party.leaderApi.get("/api/party")).json();
  expect(after.pendingConfirmation).toBeNull();
  expect(await activeBattle(party.leaderApi)).toBeNull();
  expect(await notificationsShown(page)).toEqual([]);
  await party.leaderContext.close();
});
