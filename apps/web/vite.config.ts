import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./vite-plugins/precompress.ts";
import { serviceWorker } from "./vite-plugins/service-worker.ts";
import { poseAssets } from "./vite-pose-assets.ts";

const api = "http://127.0.0.1:3000";

export default defineConfig({
  // serviceWorker writes sw.js and stamps index.html before precompress compresses them.
  plugins: [react(), tailwindcss(), poseAssets(), serviceWorker(), precompress()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React changes less often than our code and every page needs it: its own chunk stays
        // cached across releases. Other libraries go with the screens that use them, so the
        // landing page does not download what only signed-in screens need.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // The pose model's runtime (2 MB) loads only when a hunter opens camera counting.
            { name: "pose", test: /node_modules[\\/]@vladmandic[\\/]human[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      "/api": api,
      "/healthz": api,
      "/ws": { target: api, ws: true },
    },
  },
});
