// Serves bench/reps-page.ts to Chromium with Vite, from the web app's own source and with the
// web build's pose-assets plugin: the same model files, under the same URLs, as the app.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createServer, type Plugin } from "vite";
import { poseAssets } from "../apps/web/vite-pose-assets.ts";

const ROOT = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
const PAGE_PATH = "/reps-bench.html";

function benchPage(): Plugin {
  const script = `/@fs${path.join(ROOT, "bench", "reps-page.ts")}`;
  return {
    name: "repgate-reps-bench-page",
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url !== PAGE_PATH) return next();
        response.setHeader("Content-Type", "text/html");
        response.end(
          `<!doctype html><meta charset="utf-8"><script type="module" src="${script}"></script>`,
        );
      });
    },
  };
}

export async function startPageServer(port: number) {
  const server = await createServer({
    configFile: false,
    root: path.join(ROOT, "apps", "web"),
    logLevel: "warn",
    plugins: [poseAssets(), benchPage()],
    // Served as published (Human ships one ES module): no dependency scan, which would reload
    // the page half way through a clip when it found something new.
    optimizeDeps: { noDiscovery: true, include: [] },
    server: { host: "127.0.0.1", port, strictPort: true, hmr: false, fs: { allow: [ROOT] } },
  });
  await server.listen();
  return { url: `http://127.0.0.1:${port}${PAGE_PATH}`, close: () => server.close() };
}
