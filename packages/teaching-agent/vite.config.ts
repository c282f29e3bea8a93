// Builds the page (src/web) into dist/. `npm start` runs this build when the
// page's sources are newer than dist/, then serves dist/ beside the API.
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const packageDir = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  root: `${packageDir}src/web`,
  plugins: [react()],
  // Relative asset paths, so the page works under any mount point.
  base: "./",
  build: {
    outDir: `${packageDir}dist`,
    emptyOutDir: true,
    // A small page: one readable chunk is fine, and no source maps in dist.
    chunkSizeWarningLimit: 1000,
  },
  // `npm run dev -w @kit/teaching-agent`: vite's dev server with the API proxied to a running `npm start`.
  server: {
    proxy: { "/api": `http://127.0.0.1:${process.env.PORT ?? "3000"}` },
  },
  logLevel: "warn",
});
