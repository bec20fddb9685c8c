// @vitest-environment node
/**
 * The built site as the server takes it (run after `npm run build`): the render bundle evaluated in a bare
 * context, as QuickJS gives it (no require, process, timers, console, Intl, URL or TextEncoder), each
 * page's JavaScript within the budget, and the server's route manifest.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import vm from "node:vm";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { rawDefaultContent } from "@/content/test-content";
import { splitLocale } from "@/i18n/locales";
import { PAGES, SCRIPT_BUDGET, serverRoutes } from "./route-manifest";

// Built from the file path: Vite rewrites `new URL(…, import.meta.url)` into a dev-server address.
const build = join(dirname(fileURLToPath(import.meta.url)), "..", "build");

function built(path: string): string {
  const file = join(build, path);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  return readFileSync(file, "utf8");
}

/** A context with ECMAScript's built-ins only, like the server's QuickJS context. */
function bareContext() {
  const context = vm.createContext({});
  vm.runInContext("delete globalThis.Intl; delete globalThis.console; delete globalThis.WebAssembly;", context);
  return context;
}

describe("the render bundle", () => {
  it("is one classic script that evaluates in a bare context and draws every page of the default content", () => {
    const code = built("render/render.js");
    expect(code).not.toMatch(/^\s*(import|export)\s/m);
    const context = bareContext();
    vm.runInContext(code, context, { timeout: 5000 });
    const renderer = context.sankalpRender as {
      load(json: string): string;
      render(path: string, locale: string): string;
    };
    const { pages } = JSON.parse(renderer.load(JSON.stringify(rawDefaultContent()))) as {
      pages: Array<{ path: string }>;
    };
    expect(pages.length).toBeGreaterThan(80);
    const files = new Set<string>();
    for (const { path } of pages) {
      const { status, head, body } = JSON.parse(renderer.render(path, "en")) as {
        status: number;
        head: string;
        body: string;
      };
      expect(status, path).toBe(splitLocale(path).path === "/404" ? 404 : 200);
      expect(head, path).toContain("<title>");
      expect(body, path).toContain('<main id="main"');
      for (const [file] of `${head}${body}`.matchAll(/\/assets\/[\w.-]+/g)) files.add(file);
    }
    // Every built file a page names (stylesheets, scripts, art, gallery pictures and videos) is in the site.
    expect(files.size).toBeGreaterThan(100);
    for (const file of files) expect(existsSync(join(build, "client", file)), file).toBe(true);
  }, 60_000);

  it("draws a private booking page with its UPI QR code in a bare context", () => {
    const context = bareContext();
    vm.runInContext(built("render/render.js"), context);
    const renderer = context.sankalpRender as {
      load(json: string): string;
      render(path: string, locale: string, item?: string): string;
    };
    renderer.load(JSON.stringify(rawDefaultContent()));
    const booking = {
      reference: "SKP-7K3Q9M",
      service: "ritual",
      ritualTitle: "सत्यनारायण पूजा",
      devotees: [{ name: "Lakshmi Rao" }],
      contact: { name: "Lakshmi Rao", phone: "+919876543210" },
      status: "confirmed",
      history: [],
      amount: 1100,
      paid: false,
      upi: { uri: "upi://pay?pa=priest@upi&pn=सङ्कल्प&am=1100.00&cu=INR", id: "priest@upi", payee: "सङ्कल्प" },
      proof: [],
      createdAt: "2026-11-25T02:40:00Z",
    };
    const { status, body } = JSON.parse(
      renderer.render("/hi/booking/tok_abcdefghijklmnopqrstu", "en", JSON.stringify({ booking, clock: {} })),
    ) as { status: number; body: string };
    expect(status).toBe(200);
    expect(body).toMatch(/data-testid="upi-qr"[^>]*><svg[^>]*>.*<path/);
  });

  it("refuses content it cannot use with an Error naming the problem", () => {
    const context = bareContext();
    vm.runInContext(built("render/render.js"), context);
    expect(() =>
      vm.runInContext(`sankalpRender.load(${JSON.stringify(JSON.stringify({ origin: "x" }))})`, context),
    ).toThrow(/origin/);
  });
});

describe("each public page's JavaScript", () => {
  /** An island script and every chunk it imports, now or later (`./islands-chunk-….js`), gzip. */
  function scriptSize(src: string, seen = new Set<string>()): number {
    if (seen.has(src)) return 0;
    seen.add(src);
    const code = built(`client${src}`);
    const chunks = [...code.matchAll(/["']\.\/(islands-chunk-[\w-]+\.js)["']/g)].map((m) => `/assets/${m[1]}`);
    return gzipSync(code, { level: 9 }).length + chunks.reduce((sum, chunk) => sum + scriptSize(chunk, seen), 0);
  }

  it("is its island script and what it loads, within the page's budget (5 KB gzip unless it names one)", () => {
    const { islands } = JSON.parse(built("page-assets.json")) as { islands: Record<string, string> };
    for (const { path, island, scriptBudget } of PAGES) {
      const src = islands[island];
      expect(src, path).toMatch(/^\/assets\/islands-(?!chunk-)[\w-]+\.js$/);
      const size = scriptSize(src!);
      expect(size, `${path} (${island}): ${size} B gzip`).toBeLessThanOrEqual(scriptBudget ?? SCRIPT_BUDGET);
    }
  });

  it("preloads every chunk an island script imports at once, beside it", () => {
    const { islands, modulePreloads = {} } = JSON.parse(built("page-assets.json")) as {
      islands: Record<string, string>;
      modulePreloads?: Record<string, string[]>;
    };
    for (const [name, src] of Object.entries(islands)) {
      const code = built(`client${src}`);
      // Static imports only: `import{…}from"./islands-chunk-….js"`, not `import("./…")`.
      const imported = [...code.matchAll(/from\s*["']\.\/(islands-chunk-[\w-]+\.js)["']/g)].map(
        (m) => `/assets/${m[1]}`,
      );
      expect((modulePreloads[name] ?? []).toSorted(), name).toEqual(imported.toSorted());
    }
  });

  it("keeps the sankalp form's phone metadata out of the script that runs first", () => {
    const { islands } = JSON.parse(built("page-assets.json")) as { islands: Record<string, string> };
    const first = built(`client${islands.sankalp}`);
    expect(gzipSync(first, { level: 9 }).length).toBeLessThanOrEqual(SCRIPT_BUDGET);
    expect(first).toMatch(/import\(["']\.\/islands-chunk-/);
  });
});

describe("the server's route manifest", () => {
  it("is the route manifest's app areas and robots rules", () => {
    expect(JSON.parse(built("client/__routes.json"))).toEqual(serverRoutes());
    expect(serverRoutes()).toEqual({
      app: [
        { path: "/login", match: "exact", shell: "/__shell-login.html" },
        { path: "/admin", match: "prefix" },
        { path: "/daily-darshan/", match: "segment", notFound: true, localised: true },
      ],
      robotsDisallow: ["/admin", "/login", "/booking", "/sankalp", "/api/"],
    });
  });

  it("leaves the SPA shell and the pre-rendered sign-in page free of inline scripts", () => {
    expect(existsSync(join(build, "client", "index.html"))).toBe(false);
    expect(existsSync(join(build, "client", "login"))).toBe(false);
    for (const file of ["client/__spa-fallback.html", "client/__shell-login.html"]) {
      for (const [, attrs, code] of built(file).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        expect(attrs, file).toMatch(/\bsrc="\/assets\//);
        expect(code!.trim(), file).toBe("");
      }
    }
    // The sign-in page holds its form; the shell only the root's "Loading…" (the areas' layouts load theirs).
    expect(built("client/__shell-login.html").toLowerCase()).toContain('autocomplete="current-password"');
    expect(built("client/__spa-fallback.html")).toContain('aria-busy="true"');
    expect(built("client/__spa-fallback.html")).not.toContain("<main");
  });
});
