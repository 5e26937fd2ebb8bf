// Draws the app icons (PNG) from public/icons/icon.svg with the Chromium the tests use, for
// launchers that need bitmaps. Run it after changing the SVG and commit the PNGs:
//   node --import tsx apps/web/scripts/draw-icons.ts
import { readFile } from "node:fs/promises";
import { chromium } from "@playwright/test";

const dir = new URL("../public/icons/", import.meta.url);
const svg = await readFile(new URL("icon.svg", dir), "utf8");
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"],
});
try {
  for (const size of [180, 192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await page.screenshot({
      path: new URL(`icon-${size}.png`, dir).pathname,
      omitBackground: false,
    });
    await page.close();
  }
} finally {
  await browser.close();
}
