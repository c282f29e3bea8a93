// Builds the page (src/web) into dist/. `npm start` runs this build when the
// page's sources are newer than dist/, then serves dist/ beside the API.
// build-page.ts gives another root and outDir for the classroom's page.
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const packageDir = fileURLToPath(new URL(".", import.meta.url));
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? "4317"}`;

export default defineConfig({
  root: `${packageDir}src/web`,
  plugins: [react(), askForPageCodeAtOnce()],
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

/**
 * The page's first script is small (src/web/main.tsx): it sends the session's requests, then imports the page's
 * code. This plugin names that code in index.html as a module to fetch at once, so its download starts with the
 * first script's instead of after it has run. The classroom's page (packages/classroom/src/web) is built with this
 * config too, and its code is also a start-page.tsx.
 */
function askForPageCodeAtOnce(): Plugin {
  return {
    name: "ask-for-page-code-at-once",
    transformIndexHtml: {
      order: "post",
      handler(_html, { bundle }) {
        const page = Object.values(bundle ?? {}).find(
          (output) => output.type === "chunk" && output.facadeModuleId?.endsWith("/start-page.tsx"),
        );
        if (!page) return [];
        const attrs = { rel: "modulepreload", crossorigin: true, href: `./${page.fileName}` };
        return [{ tag: "link", attrs, injectTo: "head" }];
      },
    },
  };
}
