import AxeBuilder from "@axe-core/playwright";
import { launchFilming } from "../footage/filming.ts";
import { clipDepths } from "../footage/timeline.ts";
import { writeClip } from "../footage/write-clip.ts";
import { expect, seedReadyHunter, test } from "./fixtures.ts";
import { BattleScreen } from "./pages/battle-screen.ts";

const REPS_IN_CLIP = 4;

test("the camera counts the reps of generated footage, on the device, into the same attack", async ({
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  // Drawing the clip, loading the model and playing 4 reps take a while on 2 shared cores.
  test.setTimeout(150_000);
  const clip = testInfo.outputPath("pushup-side.mjpeg");
  await writeClip(
    browser,
    clip,
    "pushupSide",
    clipDepths({
      reps: REPS_IN_CLIP,
      // Generous, so 2 busy cores still see every phase of every rep.
      leadSeconds: 5,
      repSeconds: 3,
      tailSeconds: 45,
    }),
  );

  const cameraBrowser = await launchFilming(playwright, clip);
  try {
    const context = await cameraBrowser.newContext({
      baseURL,
      viewport: { width: 1280, height: 800 },
      permissions: ["camera"],
    });
    const addresses: string[] = [];
    context.on("request", (request) => addresses.push(request.url()));
    const page = await context.newPage();
    page.on("websocket", (socket) => addresses.push(socket.url()));

    await seedReadyHunter(page);
    const battle = new BattleScreen(page);
    await battle.enterCombatDungeon();
    const before = await battle.monsterHpValue();
    await page.getByRole("button", { name: "Attack", exact: true }).click();
    await page.getByRole("button", { name: /heavy/i }).click();
    // Nothing of the pose model (script chunk, weights, WebAssembly) loads before it is asked for.
    const poseFiles = () =>
      addresses.filter((url) => new URL(url).pathname.startsWith("/assets/pose"));
    expect(poseFiles()).toEqual([]);
    await page.getByRole("button", { name: "Count with camera" }).click();
    await expect(page.getByText("no camera frame leaves it")).toBeVisible();

    const count = page.getByRole("status").filter({ hasText: /^\d+ \/ 6$/ });
    await expect(count).toHaveText(`${REPS_IN_CLIP} / 6`, { timeout: 60_000 });
    // The figure leaves the picture after its last rep: the hunter is told, nothing more counts.
    const hint = page.getByTestId("camera-hint");
    await expect(hint).toContainText("Step back: your whole body must be in the picture");
    await page.waitForTimeout(3000);
    await expect(count).toHaveText(`${REPS_IN_CLIP} / 6`);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);

    // Taps finish the same move, and the server resolves it as any other.
    const rep = page.getByRole("button", { name: /\+1 Rep/ });
    for (let i = REPS_IN_CLIP; i < 6; i += 1) {
      await page.waitForTimeout(350);
      await rep.click();
    }
    await expect.poll(() => battle.monsterHpValue()).toBeLessThan(before);

    // Model, WebAssembly and API: everything came from the app's own address.
    const origin = new URL(baseURL ?? "").host;
    const elsewhere = addresses.filter((url) => {
      const { protocol, host } = new URL(url);
      // data: and blob: URLs are made in the page and fetch nothing.
      return protocol !== "data:" && protocol !== "blob:" && host !== origin;
    });
    expect(elsewhere).toEqual([]);
    expect(poseFiles().some((url) => url.endsWith(".wasm"))).toBe(true);
    expect(poseFiles().some((url) => url.endsWith("/movenet-lightning.bin"))).toBe(true);
  } finally {
    await cameraBrowser.close();
  }
});
