import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";

const TEMPLATE = new URL("../src/pwa/service-worker.js", import.meta.url);
/** Files of public/ the shell needs offline; the dungeon and item pictures are cached on use. */
const PUBLIC_SHELL = ["/favicon.svg", "/manifest.webmanifest", "/icons/"];

async function publicFiles(dir: string, prefix = "/"): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const url = `${prefix}${entry.name}`;
    if (entry.isDirectory())
      found.push(...(await publicFiles(path.join(dir, entry.name), `${url}/`)));
    else found.push(url);
  }
  return found;
}

/**
 * Writes /sw.js from src/pwa/service-worker.js with this build's id and the files to keep for
 * offline use (every script and style of the build but the pose model's, index.html, the
 * manifest and icons), and
 * stamps the id into index.html so an open page can tell whether a new worker is a new release.
 * The id is a hash of everything precached, so a build that changes nothing keeps the worker.
 */
export function serviceWorker(): Plugin {
  let outDir = "dist";
  let publicDir = "public";
  return {
    name: "repgate:service-worker",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      publicDir = config.publicDir;
    },
    async writeBundle(_options, bundle) {
      const built = Object.keys(bundle)
        // The pose model's runtime (about 2 MB) is for the hunters who open camera counting,
        // so a phone never downloads it just by installing the app.
        .filter((name) => /\.(js|css)$/.test(name) && !name.startsWith("assets/pose"))
        .map((name) => `/${name}`);
      const shellPublic = (await publicFiles(publicDir)).filter((url) =>
        PUBLIC_SHELL.some((p) => url === p || (p.endsWith("/") && url.startsWith(p))),
      );
      const precache = ["/index.html", ...built.sort(), ...shellPublic.sort()];

      const indexPath = path.join(outDir, "index.html");
      const index = await readFile(indexPath, "utf8");
      const hash = createHash("sha256").update(index).update(precache.join("\n"));
      for (const url of shellPublic) hash.update(await readFile(path.join(publicDir, url)));
      const build = hash.digest("hex").slice(0, 16);

      await writeFile(
        indexPath,
        index.replace(/(<meta name="repgate-build" content=")[^"]*(")/, `$1${build}$2`),
      );
      const template = await readFile(TEMPLATE, "utf8");
      await writeFile(
        path.join(outDir, "sw.js"),
        template
          .replace('"__REPGATE_BUILD__"', JSON.stringify(build))
          .replace("__REPGATE_PRECACHE__", JSON.stringify(precache)),
      );
    },
  };
}
