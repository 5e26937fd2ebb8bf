import { expect, type Page } from "@playwright/test";

/** Player acceptance, the four-step assessment and the awakening screens. */
export class OnboardingFlow {
  constructor(private readonly page: Page) {}

  async accept() {
    await expect(
      this.page.getByText(
        "You have acquired the qualifications to become a Player. Do you accept?",
      ),
    ).toBeVisible();
    await this.page.getByRole("button", { name: "Yes", exact: true }).click();
  }

  async assess(answers = { pushups: "130", situps: "95", plank: "200" }) {
    const next = this.page.getByRole("button", { name: "Next", exact: true });
    await this.page.getByLabel("Push-ups").fill(answers.pushups);
    await next.click();
    await this.page.getByLabel("Sit-ups").fill(answers.situps);
    await next.click();
    await this.page.getByLabel("Plank time (seconds)").fill(answers.plank);
    await next.click();
    await this.page.getByRole("radio", { name: /Daily/ }).check();
    await this.page.getByRole("radio", { name: /Muscle Gain/ }).check();
    await this.page.getByRole("button", { name: "Complete Assessment" }).click();
  }

  async chooseClass(className: string) {
    await expect(this.page.getByText("Hunter Profile Ready")).toBeVisible();
    await this.page.getByRole("button", { name: "Continue to Class Selection" }).click();
    await this.page.getByRole("radio", { name: new RegExp(className) }).check();
    await this.page.getByRole("button", { name: "Confirm Class" }).click();
  }
}
