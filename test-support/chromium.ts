/**
 * The Chromium every browser test and benchmark drives: Debian's, never a downloaded one. The
 * flags keep it headless as root and quiet on a machine whose network is closed (without the
 * background-networking ones it tries Google's hosts at every start).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
