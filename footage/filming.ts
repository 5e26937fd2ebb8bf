import type { BrowserType } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../test-support/chromium.ts";

/**
 * A Chromium of its own whose camera plays `clip` (MJPEG): the fake camera is chosen when
 * Chromium starts, so a test that films needs its own browser (close it when done).
 */
export function launchFilming(playwright: { chromium: BrowserType }, clip: string) {
  return playwright.chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_FLAGS,
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-video-capture=${clip}`,
    ],
  });
}
