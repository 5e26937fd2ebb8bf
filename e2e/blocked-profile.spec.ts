import AxeBuilder from "@axe-core/playwright";
import { expect, seedReadyHunter, test } from "./fixtures.ts";

test("a blocked hunter opens the blocker's profile: no presence, no invites, still a whole page", async ({
  browser,
}) => {
  const blocker = await (await browser.newContext()).newPage();
  const b = await seedReadyHunter(blocker);
  const viewer = await (
    await browser.newContext({ viewport: { width: 360, height: 640 } })
  ).newPage();
  const a = await seedReadyHunter(viewer);
  // The viewer leads a party, so an invite would be offered to anyone not in one.
  const party = await viewer.request.post("/api/party", { data: { name: "Iron Lifters" } });
  expect(party.status(), await party.text()).toBe(201);
  await viewer.goto(`/user/${b.id}`);
  await expect(viewer.getByText(/^Online · /)).toBeVisible();
  await expect(viewer.getByRole("button", { name: "Invite to Party" })).toBeVisible();

  const blocked = await blocker.request.put(`/api/blocks/${a.id}`, { data: { kind: "block" } });
  expect(blocked.status(), await blocked.text()).toBe(200);
  await viewer.reload();
  await expect(viewer.getByRole("heading", { name: b.hunterName })).toBeVisible();
  await expect(viewer.getByText(/total XP/)).toBeVisible();
  await expect(viewer.getByText(/Online|Offline|In a dungeon/)).toHaveCount(0);
  await expect(viewer.getByRole("button", { name: /Invite/ })).toHaveCount(0);
  await expect(viewer.getByRole("heading", { name: "Achievements" })).toBeVisible();
  expect((await new AxeBuilder({ page: viewer }).analyze()).violations).toEqual([]);
});
