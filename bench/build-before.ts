// The server as it was built at another commit, for a benchmark whose yardstick is the build
// before a change, measured in the same run (bench:attack). The commit's server and workspace
// packages are taken with `git archive` into node_modules/.cache/repgate-bench/<commit>, given
// this checkout's npm dependencies (the workspace's own packages pointing at that commit's
// sources, not at today's) and built with that commit's own build script. Kept by commit, so a
// second run reuses it.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readdir, rm, symlink } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const CACHE = path.join(ROOT, "node_modules", ".cache", "repgate-bench");

/** The path of `ref`'s built server (apps/server/dist/main.js), building it when not kept yet. */
export async function serverBuiltAt(ref: string): Promise<{ commit: string; main: string }> {
  const git = (...args: string[]) =>
    execFileSync("git", args, { cwd: ROOT, encoding: "utf8" }).trim();
  const commit = git("rev-parse", "--verify", `${ref}^{commit}`);
  const dir = path.join(CACHE, commit);
  const main = path.join(dir, "apps", "server", "dist", "main.js");
  if (existsSync(main)) return { commit, main };
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  execFileSync("sh", ["-c", `git archive ${commit} apps/server packages | tar -x -C "${dir}"`], {
    cwd: ROOT,
  });
  await linkDependencies(dir);
  execFileSync(process.execPath, ["build.mjs"], {
    cwd: path.join(dir, "apps", "server"),
    stdio: ["ignore", "ignore", "inherit"],
  });
  return { commit, main };
}

/** node_modules for the archived tree: every npm package of this checkout, our own from `dir`. */
async function linkDependencies(dir: string): Promise<void> {
  const modules = path.join(dir, "node_modules");
  await mkdir(path.join(modules, "@repgate"), { recursive: true });
  for (const name of await readdir(path.join(ROOT, "node_modules"))) {
    if (name === "@repgate" || name === ".cache" || name === ".bin") continue;
    await symlink(path.join(ROOT, "node_modules", name), path.join(modules, name));
  }
  for (const name of await readdir(path.join(dir, "packages"))) {
    await symlink(path.join("..", "..", "packages", name), path.join(modules, "@repgate", name));
  }
}
