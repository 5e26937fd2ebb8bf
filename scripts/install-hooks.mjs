// Run by `npm install` / `npm ci` (the root "prepare" script): points git at the committed hooks
// in .githooks/ so every clone checks its commits the same way. It must never fail an install:
// a tarball, a Docker build or a CI cache has no .git, and some machines have no git at all.
import { execFileSync } from "node:child_process";

function git(...args) {
  return execFileSync("git", args, {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  }).trim();
}

/** Whether this repository keeps a config per worktree (`git config` exits 1 when unset). */
function worktreeConfig() {
  try {
    return git("config", "--bool", "extensions.worktreeConfig") === "true";
  } catch {
    return false;
  }
}

try {
  if (git("rev-parse", "--is-inside-work-tree") !== "true") process.exit(0);
  const linked = git("rev-parse", "--git-dir") !== git("rev-parse", "--git-common-dir");
  if (!linked) {
    git("config", "core.hooksPath", ".githooks");
  } else if (worktreeConfig()) {
    git("config", "--worktree", "core.hooksPath", ".githooks");
  } else {
    // A linked worktree shares its config with the main checkout; changing it here would change
    // it for every other worktree too, so leave the choice to the person who owns them.
    console.log("repgate: in a linked worktree; to check commits here too, run");
    console.log("  git config core.hooksPath .githooks");
  }
} catch {
  // Not a git checkout, or no git: nothing to install.
}
