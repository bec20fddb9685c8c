// A developer's preview of the built site without the Rust server: the public pages drawn by the render
// bundle (build/render/render.js) in a bare node:vm context from the default content (content/defaults/),
// the browser's files from build/client, the app's addresses (build/client/__routes.json) with the SPA
// shell, and `GET /api/v1/site` and `/api/v1/pages/footer` from the defaults. Not used in production (the server does all this).
//
//   node scripts/preview.mjs [port]        (default 8120; with `--posts N`, N made-up darshan posts)
import { createServer } from "node:http";
import { existsSync, readFileSync, statSync } from "node:fs";
import { extname, join, normalize } from "node:path";
import vm from "node:vm";

const web = new URL("..", import.meta.url).pathname;
const defaults = new URL("../../content/defaults/", import.meta.url).pathname;
const client = join(web, "build", "client");
const args = process.argv.slice(2);
const postsAt = args.indexOf("--posts");
const postCount = postsAt >= 0 ? Number(args.splice(postsAt, 2)[1]) : 0;
const port = Number(args[0] ?? 8120);

const read = (file) => JSON.parse(readFileSync(join(defaults, file), "utf8"));
const bodies = (file) =>
  read(file)
    .filter((e) => e.published)
    .map((e) => e.body);

/** Made-up published posts, newest first, shaped like the API's VideoPost. */
function posts(count) {
  return Array.from({ length: count }, (_, i) => ({
    _id: `preview-${count - i}`,
    title: `Morning aarti, day ${count - i}`,
    description: "<p>The <strong>morning aarti</strong> at the temple.</p>",
    thumbnail: "/assets/placeholder.jpg",
    thumbnails: [],
    videoLink: "/assets/placeholder.mp4",
    duration: 95,
    views: 1200 * (i + 1),
    isPublished: true,
    createdAt: new Date(Date.UTC(2026, 10, 20 - i)).toISOString(),
    updatedAt: new Date(Date.UTC(2026, 10, 20 - i)).toISOString(),
    owner: { _id: "owner", username: "priest", fullName: "Raghavendra Bhat" },
  }));
}

const content = {
  origin: `http://127.0.0.1:${port}`,
  version: 1,
  site: read("site.json"),
  pages: read("pages.json"),
  lists: {
    category: bodies("category.json"),
    ritual: bodies("ritual.json"),
    pilgrimage: bodies("pilgrimage.json"),
    gallery: bodies("gallery.json"),
  },
  darshan: { posts: posts(postCount), total: postCount, limit: 10 },
};

const context = vm.createContext({});
vm.runInContext(readFileSync(join(web, "build", "render", "render.js"), "utf8"), context);
const renderer = context.sankalpRender;
const { pages } = JSON.parse(renderer.load(JSON.stringify(content)));
const known = new Set(pages.map((p) => p.path));
const routes = JSON.parse(readFileSync(join(client, "__routes.json"), "utf8"));
const isApp = (path) => routes.app.some((a) => (a.match === "exact" ? path === a.path : path.startsWith(a.path)));

const TYPES = {
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".webp": "image/webp",
  ".mp4": "video/mp4",
  ".html": "text/html",
};

createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url, "http://x").pathname);
  const file = normalize(join(client, path));
  if (file.startsWith(client) && !file.includes("/__") && existsSync(file) && statSync(file).isFile()) {
    res.writeHead(200, { "Content-Type": TYPES[extname(file)] ?? "application/octet-stream" });
    res.end(readFileSync(file));
    return;
  }
  const api = {
    "/api/v1/site": { site: content.site },
    "/api/v1/pages/footer": { page: { key: "footer", body: content.pages.footer } },
  };
  if (path in api) {
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ statusCode: 200, success: true, message: "OK", data: api[path] }));
    return;
  }
  if (!known.has(path) && isApp(path)) {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(readFileSync(join(client, "__spa-fallback.html")));
    return;
  }
  const { status, head, body } = JSON.parse(renderer.render(known.has(path) ? path : "/404", "en"));
  res.writeHead(status, { "Content-Type": "text/html; charset=utf-8" });
  res.end(`<!DOCTYPE html><html lang="en"><head>${head}</head><body>${body}</body></html>`);
}).listen(port, "127.0.0.1", () => console.log(`preview: http://127.0.0.1:${port}/ (${pages.length} pages)`));
