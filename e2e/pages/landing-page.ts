import { expect, type Page } from "@playwright/test";
import { toast } from "../fixtures.ts";

/** The signed-out landing page with its login card and Awaken modal. */
export class LandingPage {
  constructor(private readonly page: Page) {}

  async open(path = "/") {
    await this.page.goto(path);
    await expect(this.page.getByRole("button", { name: "Awaken", exact: true })).toBeVisible();
  }

  async awaken(fields: { email: string; hunterName: string; password: string }) {
    await this.page.getByRole("button", { name: "Awaken", exact: true }).click();
    const dialog = this.page.getByRole("dialog", { name: "Awaken Your Hunter Powers" });
    await dialog.getByLabel("Email Address").fill(fields.email);
    await dialog.getByLabel("Hunter Name").fill(fields.hunterName);
    await dialog.getByLabel("Password", { exact: true }).fill(fields.password);
    await dialog.getByRole("button", { name: "Awaken Hunter" }).click();
  }

  async logIn(email: string, password: string) {
    await this.page.getByRole("button", { name: "Already a Hunter? Log In" }).click();
    await this.fillLogin(email, password);
  }

  async fillLogin(email: string, password: string) {
    const card = this.page.getByRole("region", { name: "Hunter Login" });
    await card.getByLabel("Email").fill(email);
    await card.getByLabel("Password", { exact: true }).fill(password);
    await card.getByRole("button", { name: "Log In", exact: true }).click();
  }

  toast(text: string) {
    return toast(this.page, text);
  }
}
