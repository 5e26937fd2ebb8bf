import { randomBytes } from "node:crypto";
import { type APIRequestContext, test as base, expect, type Page } from "@playwright/test";
import pg from "pg";
import { e2eDatabaseUrl } from "./test-database-url.ts";

export { expect };

export const PASSWORD = "hunter-secret";

export interface SeededHunter {
  id: string;
  email: string;
  password: string;
  hunterName: string;
}

export function uniqueEmail(prefix = "hunter"): string {
  return `${prefix}-${randomBytes(5).toString("hex")}@example.com`;
}

/** A short, unique hunter name, so parallel specs never read each other's hunters. */
export function uniqueHunterName(prefix = "Hunter"): string {
  return `${prefix}${randomBytes(3).toString("hex")}`;
}

async function expectOk(response: Awaited<ReturnType<APIRequestContext["post"]>>) {
  if (!response.ok()) throw new Error(`${response.status()}: ${await response.text()}`);
  return response;
}

/**
 * Registers through the API with the page's own cookie jar, so the page is signed in as the
 * new hunter. Onboarding steps can be taken too, each through its real route.
 */
export async function seedHunter(
  page: Page,
  steps: { accept?: boolean; assess?: boolean; profile?: boolean; className?: string } = {},
): Promise<SeededHunter> {
  const hunter = {
    email: uniqueEmail(),
    password: PASSWORD,
    hunterName: uniqueHunterName(),
  };
  const api = page.request;
  const registered = await expectOk(await api.post("/api/auth/register", { data: hunter }));
  const user = (await registered.json()) as { id: string };
  if (steps.accept) await expectOk(await api.patch("/api/user/accept-player"));
  if (steps.assess) {
    await expectOk(
      await api.post("/api/user/complete-assessment", {
        data: {
          pushups: 120,
          situps: 90,
          plankTime: 200,
          exerciseFrequency: "regular",
          fitnessGoal: "general",
        },
      }),
    );
  }
  if (steps.profile) await expectOk(await api.post("/api/user/complete-profile"));
  if (steps.className) {
    await expectOk(
      await api.post(`/api/user/${user.id}/assign-class`, { data: { className: steps.className } }),
    );
  }
  return { ...hunter, id: user.id };
}

/** A hunter past every onboarding step, signed in on `page`. */
export function seedReadyHunter(page: Page): Promise<SeededHunter> {
  return seedHunter(page, { accept: true, assess: true, profile: true, className: "Fighter" });
}

/**
 * Waits until a new hunter's first game day has begun. Finishing onboarding queues it as a job
 * due at once; what it changes (energy, today's quests) is announced to the hunter's open pages,
 * which read it again. A spec that counts a screen's requests waits for it, so that it counts
 * what an ordinary visit asks for.
 */
export async function waitForHunterDay(userId: string): Promise<void> {
  const begun = async () => {
    const [row] = await rowsOnTestServer<{ begun: boolean }>(
      "SELECT daily_checked_on IS NOT NULL AS begun FROM users WHERE id = $1",
      [userId],
    );
    return row?.begun;
  };
  await expect.poll(begun, { message: "the hunter's first day began" }).toBe(true);
}

/**
 * Notifications are created by later features (friends, parties, quests); until those exist
 * the specs write them straight into the test server's database.
 */
export async function seedNotifications(userId: string, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    await sqlOnTestServer(
      `INSERT INTO notifications (user_id, type, title, message, created_at)
       VALUES ($1, 'quest_complete', $2, $3, now() - make_interval(mins => $4))`,
      [userId, `Quest ${i + 1} complete`, `You finished quest number ${i + 1}.`, i],
    );
  }
}

/**
 * Sets a hunter's numbers straight in the test server's database, to stage a fight (a strong
 * hunter clears a dungeon in a few attacks, a hurt one has HP to heal). Only whitelisted
 * columns, so a typo fails loudly.
 */
export async function setHunterNumbers(
  userId: string,
  values: Partial<
    Record<
      "strength" | "agility" | "player_current_hp" | "current_energy" | "gold" | "total_xp",
      number
    >
  >,
): Promise<void> {
  const allowed = [
    "strength",
    "agility",
    "player_current_hp",
    "current_energy",
    "gold",
    "total_xp",
  ];
  const entries = Object.entries(values);
  if (entries.some(([column]) => !allowed.includes(column))) throw new Error("unknown column");
  const sets = entries.map(([column], i) => `${column} = $${i + 2}`).join(", ");
  await updateHunter(
    userId,
    sets,
    entries.map(([, v]) => v),
  );
}

/** Unlocks titles for a hunter, as the achievements that earn them would. */
export function unlockTitles(userId: string, titles: string[]): Promise<void> {
  return updateHunter(userId, "unlocked_titles = $2", [titles]);
}

/**
 * Updates a hunter's row and announces `hunterChanged` on the events channel, as every write of
 * the app does: the servers drop what they keep of the hunter (decision 044) and tell their pages.
 */
function updateHunter(userId: string, sets: string, values: unknown[]): Promise<void> {
  return sqlOnTestServer(
    `WITH changed AS (UPDATE users SET ${sets} WHERE id = $1 RETURNING id)
     SELECT pg_notify('repgate_events', json_build_object('type', 'hunterChanged', 'userId', id)::text)
     FROM changed`,
    [userId, ...values],
  );
}

/**
 * Moves the start and the issue of a hunter's quests a day back, as if they had trained all
 * day: ticking a whole quest within seconds of being given it is what the cheat rule catches.
 */
export async function backdateQuests(userId: string): Promise<void> {
  // Until the first day's job has run, reads only present the quests: there is no row to move
  // back, and the job would issue them now, making a quick finish a cheat.
  await waitForHunterDay(userId);
  await sqlOnTestServer(
    `UPDATE quests SET started_at = started_at - interval '1 day',
       created_at = created_at - interval '1 day' WHERE user_id = $1`,
    [userId],
  );
}

/** A guild chat's history, written as if sent over the past hours ("Old message 1" oldest). */
export function seedGuildChat(guildId: string, authorId: string, count: number): Promise<void> {
  return sqlOnTestServer(
    `INSERT INTO chat_messages (chat_type, guild_id, user_id, content, created_at)
     SELECT 'guild', $1, $2, 'Old message ' || i, now() - make_interval(mins => $3 + 1 - i)
     FROM generate_series(1, $3) AS i`,
    [guildId, authorId, count],
  );
}

/**
 * Uses up a hunter's chat flood allowance for the next minute, as ten quick messages would,
 * without racing the limit's 10-second window on a slow machine.
 */
export function fillChatFloodWindow(userId: string): Promise<void> {
  return sqlOnTestServer(
    `INSERT INTO rate_limit_counters (key, hits, window_ends_at)
     VALUES ($1, 10, now() + interval '1 minute')
     ON CONFLICT (key) DO UPDATE SET hits = 10, window_ends_at = now() + interval '1 minute'`,
    [`chat:${userId}`],
  );
}

async function sqlOnTestServer(text: string, params: unknown[]): Promise<void> {
  await rowsOnTestServer(text, params);
}

/** Rows of a query on the test server's database: what the server holds, read as it stored it. */
export async function rowsOnTestServer<Row>(text: string, params: unknown[]): Promise<Row[]> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as Row[];
  } finally {
    await client.end();
  }
}

export const test = base.extend<{ closesWhatItOpened: undefined }>({
  // A context a test opens with browser.newContext() and leaves open keeps its pages polling,
  // their sockets and workers running, through every later test of the same browser.
  closesWhatItOpened: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      const left = browser.contexts().filter((context) => !before.has(context));
      await Promise.all(left.map((context) => context.close()));
    },
    { auto: true },
  ],
});

/**
 * The visible toast holding `text`. Radix also repeats toast text in a hidden live region
 * (role status), so the locator is scoped to the open items of the toast list.
 */
export function toast(page: Page, text: string) {
  return page.locator('ol > li[data-state="open"]').filter({ hasText: text });
}
