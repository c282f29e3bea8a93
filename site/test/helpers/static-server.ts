/** A static file server on 127.0.0.1 for the built site, the way a static host (GitHub Pages) serves it. */
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".json": "application/json",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
};

/** The file a URL path names in `root`, as a static host resolves it (a folder → its index.html), or undefined. */
export function fileFor(root: string, urlPath: string): string | undefined {
  const path = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, "");
  const candidates = [join(root, path), join(root, path, "index.html"), join(root, `${path}.html`)];
  return candidates.find((file) => file.startsWith(root) && existsSync(file) && statSync(file).isFile());
}

export async function serveStatic(root: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const file = fileFor(root, (request.url ?? "/").split(/[?#]/)[0]!);
    if (!file) {
      response.writeHead(404, { "content-type": types[".html"] });
      createReadStream(join(root, "404.html")).pipe(response);
      return;
    }
    response.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, server };
}
