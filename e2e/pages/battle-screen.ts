import { expect, type Locator, type Page } from "@playwright/test";

/** The dungeon list and the battle screen, driven like a hunter with a thumb. */
export class BattleScreen {
  constructor(private readonly page: Page) {}

  /** In a combat dungeon, a heavy attack counted by the camera: where every footage test starts. */
  async countHeavyAttackWithCamera() {
    await this.enterCombatDungeon();
    await this.page.getByRole("button", { name: "Attack", exact: true }).click();
    await this.page.getByRole("button", { name: /heavy/i }).click();
    await this.page.getByRole("button", { name: "Count with camera" }).click();
  }

  /** Enters the first open rank-E combat dungeon on /dungeons. */
  async enterCombatDungeon() {
    await this.page.goto("/dungeons");
    await expect(this.page.getByRole("heading", { name: "Active Dungeons" })).toBeVisible();
    const card = this.page
      .locator("article")
      .filter({ hasText: "Combat" })
      .filter({ hasText: "E-Rank" })
      .first();
    await card.getByRole("button", { name: /^Enter/ }).click();
    await expect(this.page).toHaveURL(/\/battle$/);
    await expect(this.page.getByRole("button", { name: "Attack" })).toBeVisible();
  }

  /** The monster's HP as its bar reports it (aria-valuenow of "<monster> HP"). */
  async monsterHpValue(): Promise<number> {
    for (const bar of await this.page.getByRole("progressbar").all()) {
      const name = await bar.getAttribute("aria-label");
      if (name && name !== "Your HP" && name.endsWith(" HP")) {
        return Number(await bar.getAttribute("aria-valuenow"));
      }
    }
    throw new Error("no monster HP bar on the battle screen");
  }

  async playerHpValue(): Promise<number> {
    return Number(
      await this.page.getByRole("progressbar", { name: "Your HP" }).getAttribute("aria-valuenow"),
    );
  }

  /** A System window (level up, dungeon cleared...): modal, it hides the screen beneath. */
  systemWindow() {
    return this.page.getByRole("dialog").filter({ hasText: "[System] Notification" });
  }

  /** Closes the System windows a claim opened, one by one. */
  async dismissSystemWindows() {
    const window = this.systemWindow();
    for (let i = 0; i < 10 && (await window.isVisible()); i += 1) {
      await window.getByRole("button", { name: "OK" }).click();
    }
  }

  /**
   * Waits for `target`, closing the System windows of a claim (a level up, a title) that come
   * before it or over it: one may arrive after the screen beneath has changed.
   */
  async untilShown(target: Locator) {
    const window = this.systemWindow();
    for (let i = 0; i < 5; i += 1) {
      await expect(target.or(window)).toBeVisible();
      if (!(await window.isVisible())) return;
      await this.dismissSystemWindows();
    }
    await expect(target).toBeVisible();
  }

  /** Waits for the attack menu of the next monster, after "Next Enemy Approaching". */
  async attackReady() {
    await this.untilShown(this.page.getByRole("button", { name: "Attack", exact: true }));
  }

  /** Picks the light attack and presses '+1 Rep' at a human pace until it is sent. */
  async lightAttack() {
    await this.dismissSystemWindows();
    await this.page.getByRole("button", { name: "Attack", exact: true }).click();
    await this.page.getByRole("button", { name: /light/i }).click();
    const rep = this.page.getByRole("button", { name: "+1 Rep" });
    for (let i = 0; i < 3; i += 1) {
      // The server refuses attacks faster than 250 ms per rep.
      await this.page.waitForTimeout(350);
      await rep.click();
    }
    // Back to the menu, or on to what follows a slain monster.
    await expect(
      this.page
        .getByRole("button", { name: "Attack", exact: true })
        .or(this.page.getByRole("heading", { name: "Next Enemy Approaching" }))
        .or(this.page.getByRole("heading", { name: "Dungeon Cleared!" }))
        .or(this.systemWindow()),
    ).toBeVisible();
  }
}
