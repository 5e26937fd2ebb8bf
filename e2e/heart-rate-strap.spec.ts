import AxeBuilder from "@axe-core/playwright";
import type { BrowserType, CDPSession, Page } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../test-support/chromium.ts";
import { expect, seedReadyHunter, setHunterNumbers, test } from "./fixtures.ts";
import { BattleScreen } from "./pages/battle-screen.ts";

const PHONE = { width: 360, height: 640 };
const STRAP = "0A:0B:0C:0D:0E:0F";
/** The slice of Web Bluetooth the test reaches for (lib.dom has no types for it). */
interface PageBluetooth {
  getDevices(): Promise<
    Array<{
      gatt: {
        getPrimaryService(name: string): Promise<{
          getCharacteristic(name: string): Promise<{ readValue(): Promise<unknown> }>;
        }>;
      };
    }>
  >;
}
const uuid16 = (short: string) => `0000${short}-0000-1000-8000-00805f9b34fb`;

/**
 * A heart-rate strap simulated by Chromium's DevTools BluetoothEmulation domain: a powered
 * central, a peripheral that exposes the Heart Rate service (0x180D) with its measurement
 * characteristic (0x2A37, notify, with the 0x2902 descriptor that subscribing writes), and
 * success for every connection, discovery and subscription the page asks for. The browser's
 * own device picker is answered through DeviceAccess, as a hunter picking the strap would.
 */
async function simulateStrap(page: Page, browserSession: CDPSession) {
  const bt = browserSession;
  await bt.send("BluetoothEmulation.enable", { state: "powered-on", leSupported: true });
  await bt.send("BluetoothEmulation.simulatePreconnectedPeripheral", {
    address: STRAP,
    name: "Polar H10 E2E",
    manufacturerData: [],
    knownServiceUuids: [uuid16("180d")],
  });
  /** The strap's GATT table; a disconnection clears it, so it is laid out again on return. */
  async function exposeHeartRateService() {
    const { serviceId } = await bt.send("BluetoothEmulation.addService", {
      address: STRAP,
      serviceUuid: uuid16("180d"),
    });
    const { characteristicId } = await bt.send("BluetoothEmulation.addCharacteristic", {
      serviceId,
      characteristicUuid: uuid16("2a37"),
      properties: { notify: true },
    });
    await bt.send("BluetoothEmulation.addDescriptor", {
      characteristicId,
      descriptorUuid: uuid16("2902"),
    });
  }
  await exposeHeartRateService();
  const queued: number[][] = [];
  bt.on("BluetoothEmulation.gattOperationReceived", (event) => {
    void bt.send("BluetoothEmulation.simulateGATTOperationResponse", {
      address: event.address,
      type: event.type,
      code: 0,
    });
  });
  bt.on("BluetoothEmulation.descriptorOperationReceived", (event) => {
    void bt.send("BluetoothEmulation.simulateDescriptorOperationResponse", {
      descriptorId: event.descriptorId,
      type: event.type,
      code: 0,
    });
  });
  bt.on("BluetoothEmulation.characteristicOperationReceived", (event) => {
    const value = event.type === "read" ? queued.shift() : undefined;
    void bt.send("BluetoothEmulation.simulateCharacteristicOperationResponse", {
      characteristicId: event.characteristicId,
      type: event.type,
      code: 0,
      ...(value ? { data: Buffer.from(value).toString("base64") } : {}),
    });
  });

  const pageSession = await page.context().newCDPSession(page);
  await pageSession.send("DeviceAccess.enable");
  const answered = new Set<string>();
  pageSession.on("DeviceAccess.deviceRequestPrompted", (event) => {
    const strap = event.devices.find((d) => d.id === STRAP);
    // The picker reports again as devices appear; it is answered once.
    if (!strap || answered.has(event.id)) return;
    answered.add(event.id);
    void pageSession.send("DeviceAccess.selectPrompt", { id: event.id, deviceId: strap.id });
  });

  return {
    /**
     * The strap sends a measurement. This Chromium's BluetoothEmulation has no command that
     * pushes a notification (only responses to the page's own operations), so the value is
     * the response to a read of the same characteristic: Chromium then fires
     * 'characteristicvaluechanged' on the characteristic object the app subscribed to, the
     * event a notification fires. The app's code path from there is the real one.
     */
    async measure(bytes: number[]) {
      queued.push(bytes);
      await page.evaluate(async () => {
        const bluetooth = (navigator as unknown as { bluetooth: PageBluetooth }).bluetooth;
        const [device] = await bluetooth.getDevices();
        if (!device) throw new Error("the page has no strap");
        const service = await device.gatt.getPrimaryService("heart_rate");
        const characteristic = await service.getCharacteristic("heart_rate_measurement");
        await characteristic.readValue();
      });
    },
    disconnect: () => bt.send("BluetoothEmulation.simulateGATTDisconnection", { address: STRAP }),
    /** Back in range: the peripheral offers its service again for the app's reconnection. */
    comeBack: exposeHeartRateService,
  };
}

/** Waits until `locator` lies wholly inside the viewport. */
async function expectOnScreen(locator: import("@playwright/test").Locator) {
  await expect
    .poll(async () => {
      const box = await locator.boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= PHONE.height;
    })
    .toBe(true);
}

/** Zones from age 30: 208 - 0.7 x 30 = 187 bpm (kept in this browser). */
async function setZonesFromAge30(page: Page) {
  await page.goto("/profile");
  await page.getByRole("tab", { name: "Settings" }).click();
  await page.getByLabel("Your age").fill("30");
  await page.getByRole("button", { name: "Save zones" }).click();
  await expect(
    page.getByText("Zones from a maximum of 187 bpm (208 - 0.7 x age 30)."),
  ).toBeVisible();
}

/** A Chromium of its own: Web Bluetooth is behind this flag on Linux. */
function launchWithBluetooth(playwright: { chromium: BrowserType }) {
  return playwright.chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, "--enable-experimental-web-platform-features"],
  });
}

test("an emulated strap's rate and zone show in battle, and the battle's summary in the activity chart", async ({
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const browser = await launchWithBluetooth(playwright);
  try {
    const context = await browser.newContext({
      baseURL,
      viewport: PHONE,
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    const hunter = await seedReadyHunter(page);

    await setZonesFromAge30(page);

    const strap = await simulateStrap(page, await browser.newBrowserCDPSession());
    await new BattleScreen(page).enterCombatDungeon();
    const panel = page.getByRole("region", { name: "Heart rate" });
    const connect = panel.getByRole("button", { name: "Connect heart-rate strap" });
    const box = await connect.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    const menu = ["Attack", "Items", "Magic", "Run Away"].map((name) =>
      page.getByRole("button", { name, exact: true }),
    );
    // Where a phone has Web Bluetooth the strap's line is there from the start: the menu fits.
    for (const button of menu) await expectOnScreen(button);
    await connect.click();
    await expect(panel.getByRole("status")).toHaveText("Waiting for a reading...");

    // 140 bpm, 8-bit, contact detected: 140 / 187 = 75 % of the maximum, the Aerobic zone.
    await strap.measure([0x06, 140]);
    await expect(panel).toContainText("140bpmAerobic");
    // The fight still fits a 360 x 640 phone with the strap's line in it.
    for (const button of menu) await expectOnScreen(button);
    const axe = await new AxeBuilder({ page }).include("main").analyze();
    expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual(
      [],
    );
    // A 16-bit value with RR intervals: 160 bpm = 86 %, Threshold.
    await page.waitForTimeout(1000);
    await strap.measure([0x17, 160, 0, 0x80, 0x01]);
    await expect(panel).toContainText("160bpmThreshold");

    // The strap slips: contact supported, not detected. Then it is back.
    await page.waitForTimeout(1000);
    await strap.measure([0x04, 0]);
    await expect(panel.getByRole("status")).toHaveText("No skin contact: wet the strap's pads");
    await strap.measure([0x06, 140]);
    await expect(panel).toContainText("140bpmAerobic");

    // Out of range: the app says so and reconnects by itself.
    await page.waitForTimeout(1000);
    await strap.disconnect();
    await expect(panel.getByRole("status")).toHaveText("Strap lost: reconnecting...");
    await strap.comeBack();
    await expect(panel.getByRole("status")).toHaveText("Waiting for a reading...");
    for (let i = 0; i < 3; i += 1) {
      await strap.measure([0x06, 142]);
      await page.waitForTimeout(1000);
    }
    await expect(panel).toContainText("142bpmAerobic");

    // The monster falls: the battle screen closes and sends the summary, and only that.
    const sent = page.waitForRequest(
      (r) => r.method() === "POST" && /\/api\/battles\/[^/]+\/heart-rate$/.test(r.url()),
    );
    const stored = page.waitForResponse((r) => /\/heart-rate$/.test(r.url()));
    await setHunterNumbers(hunter.id, { strength: 5000 });
    // Counting on the phone: the HP lines gain the rate, and the count and the pad still fit.
    await page.getByRole("button", { name: "Attack", exact: true }).click();
    await page.getByRole("button", { name: /light/i }).click();
    const vitals = page.locator("[data-phone-vitals]");
    await expect(vitals).toContainText("142bpmAerobic");
    await expectOnScreen(vitals);
    await expectOnScreen(page.getByRole("status").filter({ hasText: /^0 \/ 3$/ }));
    const pad = page.getByRole("button", { name: "+1 Rep" });
    await expectOnScreen(pad);
    for (let i = 0; i < 3; i += 1) {
      await page.waitForTimeout(350); // the server refuses reps faster than 250 ms apart
      await pad.click();
    }
    const body = (await sent).postDataJSON() as {
      averageBpm: number;
      maxBpm: number;
      zoneMaxBpm: number;
      zoneSeconds: number[];
    };
    expect(Object.keys(body).sort()).toEqual(["averageBpm", "maxBpm", "zoneMaxBpm", "zoneSeconds"]);
    expect((await stored).status()).toBe(201);
    expect(body.zoneMaxBpm).toBe(187);
    expect(body.maxBpm).toBe(160);
    // Aerobic most of the time, a second or so of Threshold, nothing above or below.
    const [rest, warmUp, easy, aerobic, threshold, maximum] = body.zoneSeconds;
    expect({ rest, warmUp, easy, maximum }).toEqual({ rest: 0, warmUp: 0, easy: 0, maximum: 0 });
    expect(aerobic).toBeGreaterThanOrEqual(3);
    expect(threshold).toBeGreaterThanOrEqual(1);
    expect(body.averageBpm).toBeGreaterThanOrEqual(140);
    expect(body.averageBpm).toBeLessThan(160);

    await page.goto("/profile");
    await page.getByRole("tab", { name: "Activity" }).click();
    const chart = page.getByRole("region", { name: "Heart rate per battle" });
    await expect(chart).toContainText(
      `1 battle with a strap; average ${body.averageBpm} bpm, highest 160 bpm.`,
    );
    const row = chart.getByRole("row").nth(1);
    await expect(row.getByRole("rowheader")).toContainText("1. ");
    await expect(row.getByRole("cell").nth(0)).toHaveText(`${body.averageBpm} bpm`);
    await expect(row.getByRole("cell").nth(1)).toHaveText("160 bpm");
    const mmss = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
    await expect(row.getByRole("cell").nth(5)).toHaveText(mmss(aerobic ?? 0));
  } finally {
    await browser.close();
  }
});

test("a battle left and taken up again keeps one record, and signing out lets go of the strap", async ({
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const browser = await launchWithBluetooth(playwright);
  try {
    const context = await browser.newContext({ baseURL, viewport: PHONE, hasTouch: true });
    const page = await context.newPage();
    await seedReadyHunter(page);
    await setZonesFromAge30(page);
    const strap = await simulateStrap(page, await browser.newBrowserCDPSession());
    await new BattleScreen(page).enterCombatDungeon();
    const panel = page.getByRole("region", { name: "Heart rate" });
    await panel.getByRole("button", { name: "Connect heart-rate strap" }).click();
    await expect(panel.getByRole("status")).toHaveText("Waiting for a reading...");
    for (let i = 0; i < 3; i += 1) {
      await strap.measure([0x06, 140]);
      await page.waitForTimeout(1000);
    }
    await expect(panel).toContainText("140bpmAerobic");

    type Summary = { maxBpm: number; zoneSeconds: number[] };
    const nextSummary = async (leave: () => Promise<void>) => {
      const sent = page.waitForRequest(
        (r) => r.method() === "POST" && /\/api\/battles\/[^/]+\/heart-rate$/.test(r.url()),
      );
      const stored = page.waitForResponse((r) => /\/heart-rate$/.test(r.url()));
      await leave();
      const body = (await sent).postDataJSON() as Summary;
      return { body, status: (await stored).status() };
    };
    const seconds = (s: Summary) => s.zoneSeconds.reduce((a, b) => a + b, 0);

    // To the home screen mid-battle (in the app, the strap stays connected): the summary so far.
    // A battle has the whole phone (no tab bar): the top bar's brand is the way home.
    const home = page.getByRole("link", { name: "RepGate" });
    const first = await nextSummary(() => home.click());
    expect(first.status).toBe(201);
    expect(first.body.maxBpm).toBe(140);

    await page.getByRole("link", { name: /Continue Battle/ }).click();
    await expect(panel).toBeVisible();
    for (let i = 0; i < 3; i += 1) {
      await strap.measure([0x06, 160]);
      await page.waitForTimeout(1000);
    }
    await expect(panel).toContainText("160bpmThreshold");
    const second = await nextSummary(() => home.click());
    // The whole battle: both visits, replacing the first summary.
    expect(second.status).toBe(201);
    expect(second.body.maxBpm).toBe(160);
    expect(seconds(second.body)).toBeGreaterThanOrEqual(seconds(first.body) + 2);
    expect(second.body.zoneSeconds[5]).toBe(0);
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Profile" }).click();
    await page.getByRole("tab", { name: "Activity" }).click();
    await expect(page.getByRole("region", { name: "Heart rate per battle" })).toContainText(
      "1 battle with a strap",
    );

    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page.getByRole("button", { name: "Awaken", exact: true })).toBeVisible();
    // The next hunter on this phone does not inherit the strap's connection.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const bluetooth = (navigator as unknown as { bluetooth: PageBluetooth }).bluetooth;
          const [device] = await bluetooth.getDevices();
          return (device as unknown as { gatt: { connected: boolean } } | undefined)?.gatt
            .connected;
        }),
      )
      .toBe(false);
  } finally {
    await browser.close();
  }
});
