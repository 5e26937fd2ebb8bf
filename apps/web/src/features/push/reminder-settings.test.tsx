import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { resetToasts } from "../../components/ui/toast-store.ts";
import { activateLanguage } from "../../lib/i18n/i18n.ts";
import { mockFetch, renderWithProviders } from "../../test/render.tsx";
import type { PushDevice } from "./push-device.ts";
import { ReminderSettings } from "./reminder-settings.tsx";

const DEFAULTS = {
  dailyQuest: true,
  dailyQuestHoursLeft: 2,
  partyConfirmation: true,
  friendRequest: true,
  directMessage: true,
  quietStart: null,
  quietEnd: null,
};
/** A 65-byte P-256 point and a 16-byte secret, base64url, as a browser's toJSON() gives them. */
const KEYS = { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) };
const PUBLIC_KEY = `B${"Q".repeat(86)}`;
const ENDPOINT = "https://push.example.test/send/abc";

/**
 * jsdom has no Push API: this stands in for the browser's permission prompt and PushManager,
 * keeping what it was asked so the test can see the app's side of the exchange.
 */
function fakeDevice(answer: NotificationPermission, subscribed = false) {
  const state = { permission: "default" as NotificationPermission, subscribed, options: {} };
  const subscription = {
    endpoint: ENDPOINT,
    options: { applicationServerKey: null },
    toJSON: () => ({ endpoint: ENDPOINT, keys: KEYS }),
    unsubscribe: async () => {
      state.subscribed = false;
      return true;
    },
  };
  const device: PushDevice = {
    permission: () => state.permission,
    requestPermission: async () => {
      state.permission = answer;
      return answer;
    },
    registration: async () =>
      ({
        pushManager: {
          getSubscription: async () => (state.subscribed ? subscription : null),
          subscribe: async (options: object) => {
            state.options = options;
            state.subscribed = true;
            return subscription;
          },
        },
      }) as unknown as ServiceWorkerRegistration,
  };
  return { device, state };
}

/** Toasts' code loads with the first toast (components/ui/toaster.tsx): slow on a busy machine. */
const TOAST_WAIT = { timeout: 5_000 };

beforeEach(() => resetToasts());

describe("ReminderSettings", () => {
  it("says a browser without Web Push cannot get reminders, and still saves the hunter's choices", async () => {
    const calls = mockFetch(({ method, path, body }) => {
      if (path !== "/api/push/settings") return undefined;
      return method === "PUT" ? { body } : { body: DEFAULTS };
    });
    const user = userEvent.setup();
    renderWithProviders(<ReminderSettings device={null} />);
    const panel = screen.getByRole("region", { name: "Reminders" });
    expect(within(panel).getByText(/This browser cannot show reminders/)).toBeTruthy();
    expect(within(panel).queryByRole("button", { name: /Turn on/ })).toBeNull();

    await user.click(await within(panel).findByRole("checkbox", { name: "A friend request" }));
    await user.selectOptions(
      within(panel).getByLabelText("Hours before the daily quest closes"),
      "3 hours",
    );
    await user.click(within(panel).getByRole("checkbox", { name: /Quiet hours/ }));
    await user.clear(within(panel).getByLabelText("From"));
    await user.type(within(panel).getByLabelText("From"), "21:30");
    await user.click(within(panel).getByRole("button", { name: "Save reminders" }));

    expect(await screen.findByText("Reminders Saved", {}, TOAST_WAIT)).toBeTruthy();
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      ...DEFAULTS,
      dailyQuestHoursLeft: 3,
      friendRequest: false,
      quietStart: "21:30",
      quietEnd: "07:00",
    });
  });

  it("shows the server's refusal of a save", async () => {
    mockFetch(({ method, path }) => {
      if (path !== "/api/push/settings") return undefined;
      if (method === "GET") return { body: DEFAULTS };
      return { status: 400, body: { message: "Quiet hours are a time like 22:00." } };
    });
    const user = userEvent.setup();
    renderWithProviders(<ReminderSettings device={null} />);
    await user.click(await screen.findByRole("button", { name: "Save reminders" }));
    expect(await screen.findByText("Could Not Save Reminders", {}, TOAST_WAIT)).toBeTruthy();
    expect(screen.getByText("Quiet hours are a time like 22:00.")).toBeTruthy();
  });

  it("turns this device on with the server's key, then off again", async () => {
    const calls = mockFetch(({ method, path }) => {
      if (path === "/api/push/settings") return { body: DEFAULTS };
      if (path === "/api/push/public-key") return { body: { publicKey: PUBLIC_KEY } };
      if (method === "POST" && path === "/api/push/subscriptions") {
        return { status: 201, body: { message: "This device will get reminders." } };
      }
      if (method === "POST" && path === "/api/push/subscriptions/remove") {
        return { body: { message: "This device will get no more reminders." } };
      }
      return undefined;
    });
    const { device, state } = fakeDevice("granted");
    const user = userEvent.setup();
    renderWithProviders(<ReminderSettings device={device} />);
    await user.click(await screen.findByRole("button", { name: "Turn on for this device" }));

    expect(await screen.findByText("Reminders are on for this device.")).toBeTruthy();
    expect(await screen.findByText("This device will get reminders.", {}, TOAST_WAIT)).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/push/subscriptions")?.body).toEqual({
      endpoint: ENDPOINT,
      keys: KEYS,
    });
    const key = (state.options as { applicationServerKey: Uint8Array }).applicationServerKey;
    expect(key).toHaveLength(65);
    expect(state.options).toMatchObject({ userVisibleOnly: true });

    await user.click(screen.getByRole("button", { name: "Turn off on this device" }));
    expect(
      await screen.findByText("This device gets no reminders.", { exact: false }),
    ).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/push/subscriptions/remove")?.body).toEqual({
      endpoint: ENDPOINT,
    });
    expect(state.subscribed).toBe(false);
  });

  it("says how to allow notifications once the browser blocks them, and subscribes nothing", async () => {
    const calls = mockFetch(({ path }) =>
      path === "/api/push/settings"
        ? { body: DEFAULTS }
        : path === "/api/push/public-key"
          ? { body: { publicKey: PUBLIC_KEY } }
          : undefined,
    );
    const { device, state } = fakeDevice("denied");
    const user = userEvent.setup();
    renderWithProviders(<ReminderSettings device={device} />);
    await user.click(await screen.findByRole("button", { name: "Turn on for this device" }));
    expect(await screen.findByText(/set Notifications to Allow, then reload/)).toBeTruthy();
    expect(state.subscribed).toBe(false);
    expect(calls.some((c) => c.path === "/api/push/subscriptions")).toBe(false);
  });

  it("asks again when the prompt was closed without an answer", async () => {
    mockFetch(({ path }) =>
      path === "/api/push/settings"
        ? { body: DEFAULTS }
        : path === "/api/push/public-key"
          ? { body: { publicKey: PUBLIC_KEY } }
          : undefined,
    );
    const { device } = fakeDevice("default");
    const user = userEvent.setup();
    renderWithProviders(<ReminderSettings device={device} />);
    await user.click(await screen.findByRole("button", { name: "Turn on for this device" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe(
        "Notifications were not allowed. Turn reminders on again to be asked once more.",
      ),
    );
    expect(screen.getByRole("button", { name: "Turn on for this device" })).toBeTruthy();
  });

  it("speaks Korean, hours counted in it", async () => {
    await activateLanguage("ko");
    mockFetch(({ path }) => (path === "/api/push/settings" ? { body: DEFAULTS } : undefined));
    renderWithProviders(<ReminderSettings device={null} />);
    const panel = screen.getByRole("region", { name: "알림" });
    expect(within(panel).getByText(/이 브라우저는 알림을 표시할 수 없습니다/)).toBeTruthy();
    expect(await within(panel).findByRole("checkbox", { name: "친구 요청" })).toBeTruthy();
    const hours = within(panel).getByLabelText("일일 퀘스트 마감 몇 시간 전");
    expect(within(hours).getByRole("option", { name: "3시간" })).toBeTruthy();
    expect(within(panel).getByRole("button", { name: "알림 설정 저장" })).toBeTruthy();
  });
});
