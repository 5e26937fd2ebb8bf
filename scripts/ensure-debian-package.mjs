// The tests drive system programs from Debian's packages, never downloaded ones: Chromium for
// the browser tests, PgBouncer for the test of instances behind it. On a fresh machine the test
// command installs what is missing rather than asking for a step of its own: as root, from
// Debian's packages. Anywhere else it says what to install and stops.
//   node scripts/ensure-debian-package.mjs chromium pgbouncer
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/** Each package: where the tests look for its program, and the setting that moves it. */
const PACKAGES = {
  chromium: { setting: "CHROMIUM_PATH", path: "/usr/bin/chromium", for: "the browser tests" },
  pgbouncer: {
    setting: "PGBOUNCER_PATH",
    path: "/usr/sbin/pgbouncer",
    for: "the tests of instances behind PgBouncer",
  },
};

const missing = [];
for (const name of process.argv.slice(2)) {
  const wanted = PACKAGES[name];
  if (!wanted) throw new Error(`unknown package ${name}`);
  const path = process.env[wanted.setting] ?? wanted.path;
  if (existsSync(path)) continue;
  const canInstall =
    !process.env[wanted.setting] && process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
  if (!canInstall) {
    console.error(
      `${name} is not at ${path}; ${wanted.for} need it. Install Debian's package ` +
        `(apt-get install ${name}) or set ${wanted.setting} to its program; the tests never download one.`,
    );
    process.exit(1);
  }
  missing.push(name);
}

if (missing.length > 0) {
  console.log(`Installing ${missing.join(" and ")} from Debian's packages for the tests`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", ...missing], { stdio: "inherit", env });
}
