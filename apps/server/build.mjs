// Bundles the server into dist/main.js and the operator commands (`npm run admin`) into
// dist/admin.js. Our workspace packages (TypeScript sources) are bundled;
// every npm dependency stays external and is loaded from node_modules at run time.
import { readFileSync } from "node:fs";
import { cp } from "node:fs/promises";
import { build } from "esbuild";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith("@repgate/"));

await build({
  entryPoints: ["src/main.ts", "src/admin.ts"],
  outdir: "dist",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  external,
  logLevel: "warning",
});
await cp("src/db/migrations", "dist/migrations", { recursive: true });
