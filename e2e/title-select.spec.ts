import { expect, seedReadyHunter, test, unlockTitles } from "./fixtures.ts";

// The title selector's code loads after the dashboard (a stand-in holds its place): it must
// still open, refuse locked titles and save a choice.
test("a hunter picks an unlocked title on home; a locked one cannot be picked", async ({
  page,
}) => {
  const hunter = await seedReadyHunter(page);
  await unlockTitles(hunter.id, ["None", "Shadow Hunter"]);
  await page.goto("/");
  const title = page.getByRole("combobox", { name: "Title" });
  await expect(title).toHaveText("None");
  await title.click();
  await expect(page.getByRole("option", { name: /Architect/ })).toHaveAttribute(
    "aria-disabled",
    "true",
  );
  await page.getByRole("option", { name: "Shadow Hunter" }).click();
  await expect(title).toHaveText("Shadow Hunter");
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Title" })).toHaveText("Shadow Hunter");
});
