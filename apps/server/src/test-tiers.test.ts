import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import config, { RELIABILITY, WEB_MODULE_MOCKS } from "../../../vitest.config.ts";

// The tiers (docs/testing.md) leave nothing out: `npm test` runs `vitest run`, every project, so
// each test file must belong to exactly one project, and the fast and reliability tiers together
// must name every project.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

interface Project {
  name: string;
  include: string[];
  exclude: string[];
}

const projects: Project[] = (config.test?.projects ?? []).map((entry) => {
  const test = (entry as { test: { name: string; include?: string[]; exclude?: string[] } }).test;
  return { name: test.name, include: test.include ?? [], exclude: test.exclude ?? [] };
});

/** Vitest's globs as used in vitest.config.ts: `**`, `*` and `{a,b}`. */
function globToRegExp(glob: string): RegExp {
  const literal = (text: string) => text.replace(/[.+^$()|[\]\\]/g, "\\$&");
  let pattern = "";
  for (let i = 0; i < glob.length; i++) {
    if (glob.startsWith("**/", i)) {
      pattern += "(?:.*/)?";
      i += 2;
    } else if (glob.startsWith("**", i)) {
      pattern += ".*";
      i += 1;
    } else if (glob[i] === "*") pattern += "[^/]*";
    else if (glob[i] === "{") {
      const end = glob.indexOf("}", i);
      pattern += `(?:${glob
        .slice(i + 1, end)
        .split(",")
        .map(literal)
        .join("|")})`;
      i = end;
    } else pattern += literal(glob[i] as string);
  }
  return new RegExp(`^${pattern}$`);
}

function matchesAny(file: string, globs: string[]): boolean {
  return globs.some((glob) => globToRegExp(glob).test(file));
}

function projectsOf(file: string): string[] {
  return projects
    .filter((p) => matchesAny(file, p.include) && !matchesAny(file, p.exclude))
    .map((p) => p.name);
}

/** Every Vitest test file in the repository (Playwright's are e2e/*.spec.ts). */
async function testFiles(): Promise<string[]> {
  const skip = new Set(["node_modules", ".git", "dist", ".tmp", "test-results"]);
  const found: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory() && !skip.has(entry.name)) await walk(relative);
      else if (entry.isFile() && /\.test\.tsx?$/.test(entry.name)) found.push(relative);
    }
  };
  await walk("");
  return found.sort();
}

function projectsOfScript(script: string): string[] {
  return [...script.matchAll(/--project[ =](\S+)/g)].map((m) => m[1] as string);
}

describe("test tiers", () => {
  it("put every test file in exactly one project", async () => {
    const files = await testFiles();
    expect(files.length).toBeGreaterThan(150);
    const misplaced = files
      .map((file) => ({ file, projects: projectsOf(file) }))
      .filter((entry) => entry.projects.length !== 1);
    expect(misplaced).toEqual([]);
  });

  it("list only files that exist", async () => {
    const files = new Set(await testFiles());
    expect([...RELIABILITY, ...WEB_MODULE_MOCKS].filter((file) => !files.has(file))).toEqual([]);
  });

  it("run every project in the fast tier or the reliability tier, and all of them in npm test", async () => {
    const { scripts } = JSON.parse(await readFile(path.join(root, "package.json"), "utf8"));
    const fast = projectsOfScript(scripts["test:fast"]);
    const reliability = projectsOfScript(scripts["test:reliability"]);
    expect([...fast, ...reliability].sort()).toEqual(projects.map((p) => p.name).sort());
    expect(fast.filter((name) => reliability.includes(name))).toEqual([]);
    // No --project, no filter: the whole suite (after installing what the tests drive).
    expect(scripts["test:unit"]).toMatch(
      /^(node scripts\/ensure-debian-package\.mjs [a-z ]+ && )?vitest run$/,
    );
    expect(scripts.test).toContain("npm run test:unit");
  });

  it("give a web file that replaces a module (vi.mock) a module cache of its own", async () => {
    const files = (await testFiles()).filter((file) => file.startsWith("apps/web/"));
    const mocking: string[] = [];
    for (const file of files) {
      if ((await readFile(path.join(root, file), "utf8")).includes("vi.mock(")) mocking.push(file);
    }
    expect(mocking.sort()).toEqual([...WEB_MODULE_MOCKS].sort());
  });
});
