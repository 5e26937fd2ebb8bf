// The browser tests drive Debian's Chromium, never a downloaded one. On a fresh machine the
// test command installs it rather than asking for a step of its own: as root, from Debian's
// packages (what .ci/run did by hand). Anywhere else it says what to install and stops.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

if (!existsSync(chromium)) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync("/usr/bin/apt-get");
  if (process.env.CHROMIUM_PATH || !isRoot || !hasApt) {
    console.error(
      `Chromium is not at ${chromium}. Install Debian's package (apt-get install chromium) ` +
        "or set CHROMIUM_PATH to a Chromium binary; the tests never download a browser.",
    );
    process.exit(1);
  }
  console.log("Installing Chromium from Debian's packages for the browser tests");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
}
