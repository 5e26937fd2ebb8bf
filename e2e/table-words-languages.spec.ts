import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { es } from "../packages/game/src/content/translations/es.ts";
import { ja } from "../packages/game/src/content/translations/ja.ts";
import { ko } from "../packages/game/src/content/translations/ko.ts";
import { ptBR } from "../packages/game/src/content/translations/pt-br.ts";
import { expect, rowsOnTestServer, seedReadyHunter, test } from "./fixtures.ts";

const PHONE = { width: 360, height: 640 };

/** A 360 px phone whose app speaks `language` (picked in this browser, as Settings does). */
async function phoneIn(browser: Browser, language: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  await context.addInitScript(
    (picked) => localStorage.setItem("repgate:language", picked),
    language,
  );
  return context.newPage();
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test("in Spanish, a 360 px phone shows the daily quest, the exercise guide and an item's rarity in Spanish without sideways scrolling", async ({
  browser,
}, testInfo) => {
  const page = await phoneIn(browser, "es");
  await seedReadyHunter(page);

  await page.goto("/quests");
  const daily = page.getByRole("article", { name: "Misión diaria: Entrenamiento de fuerza" });
  await expect(daily).toBeVisible();
  await expect(daily.getByText(/^Haz \d+ flexiones\./)).toBeVisible();
  await expect(daily.getByText(/^Corre \d+(,\d)? km\.$/)).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: testInfo.outputPath("quests-es-360.png"), fullPage: true });

  await daily
    .getByRole("link", { name: /Flexiones/ })
    .last()
    .tap();
  await expect(page.getByRole("heading", { name: "Flexiones", level: 1 })).toBeVisible();
  await expect(
    page.getByText("Dobla los codos hasta que el pecho quede a un puño del suelo."),
  ).toBeVisible();
  await expect(page.getByText(/Pecho, Hombros, Tríceps, Core$/)).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: testInfo.outputPath("guide-es-360.png"), fullPage: true });

  // New hunters start with a Healing Potion: its details name its rarity.
  await page.goto("/inventory");
  await page.getByRole("tab", { name: "Pociones" }).tap();
  await page.getByRole("button", { name: "Poción de curación" }).first().tap();
  await expect(page.locator('[data-rarity="common"]')).toHaveText("común");
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
});

test("in the pseudo-locale, a 360 px phone shows the quests page and the exercise guide without sideways scrolling", async ({
  browser,
}, testInfo) => {
  const page = await phoneIn(browser, "en-XA");
  await seedReadyHunter(page);

  await page.goto("/quests");
  // The pseudo-locale lengthens the app's messages; the tables' words stay English.
  const daily = page.getByRole("article", { name: "Daily Quest: Strength Training" });
  await expect(daily).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: testInfo.outputPath("quests-pseudo-360.png"), fullPage: true });

  await page.goto("/exercises/squats");
  await expect(page.getByRole("heading", { name: "Squats", level: 1 })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
});

// Every shipped language at its real length (the pseudo-locale lengthens only the app's own
// words, not the tables'): the home, the dungeon list, a fight and its rep counter fit a phone.
/** A message of the web app's catalogue in `language`, to find a control by its name. */
function message(language: string, key: string): string {
  const url = new URL(`../apps/web/src/locales/${language}.json`, import.meta.url);
  return (JSON.parse(readFileSync(url, "utf8")) as Record<string, string>)[key] ?? key;
}

const CONTENT: Record<string, Record<string, string>> = { ko, es, "pt-BR": ptBR, ja };

for (const language of ["ko", "es", "pt-BR", "ja"]) {
  test(`in ${language}, a 360 px phone shows the landing page, the home, the dungeons and a fight with its rep counter without sideways scrolling`, async ({
    browser,
  }, testInfo) => {
    const page = await phoneIn(browser, language);
    // The landing page, signed out.
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expect(page.getByRole("main")).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    const hunter = await seedReadyHunter(page);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expect(page.getByRole("main")).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await page.goto("/dungeons");
    await expect(page.locator("article").first()).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);

    const [gate] = await rowsOnTestServer<{ id: string }>(
      `INSERT INTO dungeons (spawn_key, template_id, spawns_at, expires_at)
       VALUES ($1, 'wolf-den', now() - interval '1 second', now() + interval '1 day')
       RETURNING id`,
      [`e2e:languages:${language}:${hunter.id}`],
    );
    const entered = await page.request.post(`/api/dungeons/${gate?.id}/enter`);
    expect(entered.status()).toBe(201);
    await page.goto("/battle");
    const attacks = page.locator('[aria-labelledby="combat-title"]');
    // The gate's name, a table word, in the hunter's language as the log's lines are.
    await expect(page.locator("#battle-title")).toHaveText(
      CONTENT[language]?.["Grey Wolf Den"] ?? "",
    );
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    // The attack menu, then the rep counter of its first move.
    await page.getByRole("button", { name: message(language, "battle.menu.attack") }).tap();
    await attacks.getByRole("listitem").first().getByRole("button").tap();
    await expect(
      page.getByRole("button", { name: message(language, "battle.count.plusOne") }),
    ).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: testInfo.outputPath(`battle-${language}-360.png`) });
  });
}
