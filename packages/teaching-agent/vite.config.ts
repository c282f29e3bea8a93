// Builds the page (src/web) into dist/. `npm start` runs this build when the
// page's sources are newer than dist/, then serves dist/ beside the API.
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const packageDir = fileURLToPath(new URL(".", import.meta.url));
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? "4317"}`;

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
  // The server answers only its own Host and Origin (packages/server/README.md, "What the server refuses"):
  // the proxy sends the server's own Host, and turns the dev page's own Origin (only that one) into the
  // server's, so another site still cannot use the API through this proxy.
  server: {
    proxy: {
      "/api": {
        target: apiTarget,
        changeOrigin: true,
        configure: (proxy) => {
          proxy.on("proxyReq", (proxyRequest, request) => {
            if (request.headers.origin === `http://${request.headers.host}`)
              proxyRequest.setHeader("origin", apiTarget);
          });
        },
      },
    },
  },
  logLevel: "warn",
});
