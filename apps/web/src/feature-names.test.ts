import { readdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";

const featuresDir = path.join(import.meta.dirname, "features");
const modulesDir = path.join(import.meta.dirname, "../../server/src/modules");
const endpointsDir = path.join(import.meta.dirname, "../../../packages/contracts/src/endpoints");

/**
 * Screens with no server module of their own: each says why. Every other feature is named after
 * the server module it talks to, so one name finds an area's routes, rules and screens.
 */
const WEB_ONLY: Record<string, string> = {
  home: "the signed-in home, composing other areas' reads",
  landing: "the signed-out front page (its calls are auth's)",
  credits: "the attributions, a static page",
  "not-found": "the page for an unknown address",
};

async function foldersIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
}

describe("feature names", () => {
  it("name each web feature after its server module, or say why it has none", async () => {
    const modules = new Set(await foldersIn(modulesDir));
    const unmatched = (await foldersIn(featuresDir)).filter(
      (feature) => !modules.has(feature) && !(feature in WEB_ONLY),
    );
    expect(
      unmatched,
      "rename the feature to its server module's name, or add it to WEB_ONLY",
    ).toEqual([]);
  });

  it("name each contract's endpoints file after the server module that routes them", async () => {
    const modules = new Set(await foldersIn(modulesDir));
    const files = (await readdir(endpointsDir)).filter(
      (file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && file !== "all.ts",
    );
    expect(files.length).toBeGreaterThan(10);
    const unmatched = files
      .map((file) => file.replace(/\.ts$/, ""))
      .filter((area) => !modules.has(area));
    expect(unmatched, "name the endpoints file after its server module").toEqual([]);
  });

  it("keep the web-only list to features that exist and have no server module", async () => {
    const modules = new Set(await foldersIn(modulesDir));
    const features = new Set(await foldersIn(featuresDir));
    for (const name of Object.keys(WEB_ONLY)) {
      expect(features.has(name), `${name} is not a feature`).toBe(true);
      expect(modules.has(name), `${name} has a server module`).toBe(false);
    }
  });
});
