import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type APIRequestContext, type Page, expect, request as playwrightRequest, test } from "@playwright/test";

// Posts whose titles and descriptions carry XSS payloads, shown on every page that shows posts, in a
// real browser under the site's real headers. Each payload sets `window.__xss` (or opens a dialog) if it
// ever runs. Three layers are checked separately: nothing ran, nothing dangerous reached the DOM (so the
// CSP did not have to block anything), and the CSP would have blocked it anyway.

// The bootstrap administrator of playwright.config.ts.
const USERNAME = "priest";
const PASSWORD = "e2e-Om-Namah-Shivaya-108";
const VIDEO = fileURLToPath(new URL("./fixtures/darshan.mp4", import.meta.url));
const THUMBNAIL = fileURLToPath(new URL("./fixtures/thumbnail.png", import.meta.url));

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const RUN_MARK = `xss-${RUN}`;
const RUN_TAG = `[${RUN_MARK}-`;

/** Description payloads: every one would set `window.__xss`, call alert or clobber `window.__xss` if it got through. */
const DESCRIPTIONS: Array<[name: string, html: string]> = [
  ["script", "<script>window.__xss=1</script>"],
  ["script, mixed case", "<ScRiPt>window.__xss=1</sCrIpT>"],
  ["script, split", "<scr<script>ipt>window.__xss=1</scr</script>ipt>"],
  ["script, data source", '<script src="data:text/javascript,window.__xss=1"></script>'],
  ["script, unterminated", "<script>window.__xss=1"],
  ["img onerror", "<img src=x onerror=window.__xss=1>"],
  ["img onerror, mixed case", '<IMG SRC=x OnErRoR="window.__xss=1">'],
  ["img onerror alert", '<img src="x" onerror="alert(1)">'],
  ["img, unterminated", "<img src=x onerror=window.__xss=1//"],
  ["svg onload", "<svg onload=window.__xss=1>"],
  ["body onload", "<body onload=window.__xss=1>"],
  ["details ontoggle", "<details open ontoggle=window.__xss=1><summary>s</summary>d</details>"],
  ["input autofocus", "<input autofocus onfocus=window.__xss=1>"],
  ["video source onerror", "<video><source onerror=window.__xss=1></video>"],
  ["covering handlers", '<p onmouseover="window.__xss=1" onclick="window.__xss=1" style="position:fixed;inset:0">cover</p>'],
  ["javascript link", '<a href="javascript:window.__xss=1">js plain</a>'],
  ["javascript link, mixed case", '<a href="JaVaScRiPt:window.__xss=1">js mixed</a>'],
  ["javascript link, tab", '<a href="java\tscript:window.__xss=1">js tab</a>'],
  ["javascript link, newline", '<a href="java\nscript:window.__xss=1">js newline</a>'],
  ["javascript link, encoded tab", '<a href="java&#x09;script:window.__xss=1">js encoded tab</a>'],
  ["javascript link, leading space", '<a href="  javascript:window.__xss=1">js space</a>'],
  ["javascript link, decimal entity", '<a href="&#106;avascript:window.__xss=1">js decimal</a>'],
  ["javascript link, hex entity", '<a href="&#x6A;avascript:window.__xss=1">js hex</a>'],
  [
    "javascript link, padded entities",
    '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058window.__xss=1">js padded</a>',
  ],
  ["javascript link, colon entity", '<a href="javascript&colon;window.__xss=1">js colon</a>'],
  ["javascript link, unquoted", "<a href=javascript:window.__xss=1>js unquoted</a>"],
  ["vbscript link", '<a href="vbscript:msgbox(1)">vb</a>'],
  ["data link", '<a href="data:text/html,<script>window.__xss=1</script>">data plain</a>'],
  ["data link, base64", '<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==">data base64</a>'],
  ["svg script", "<svg><script>window.__xss=1</script></svg>"],
  ["svg foreignObject", "<svg><foreignObject><img src=x onerror=window.__xss=1></foreignObject></svg>"],
  ["svg link", '<svg><a xlink:href="javascript:window.__xss=1"><text x="20" y="20">svg link</text></a></svg>'],
  ["svg animate", "<svg><animate onbegin=window.__xss=1 attributeName=x dur=1s></svg>"],
  [
    "svg image as data",
    '<img src="data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0id2luZG93Ll9feHNzPTEiLz4=">',
  ],
  ["iframe srcdoc", '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>'],
  ["iframe javascript", '<iframe src="javascript:parent.__xss=1"></iframe>'],
  ["object and embed", '<object data="data:text/html,<script>parent.__xss=1</script>"></object><embed src="javascript:window.__xss=1">'],
  ["math mutation", "<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>"],
  ["math link", '<math><mi xlink:href="javascript:window.__xss=1">math link</mi></math>'],
  ["noscript mutation", '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>"></noscript>'],
  ["svg style mutation", '<svg></p><style><a id="</style><img src=1 onerror=window.__xss=1>">'],
  ["form math mutation", "<form><math><mtext></form><form><mglyph><style></math><img src onerror=window.__xss=1>"],
  ["style", "<style><img src=x onerror=window.__xss=1></style><style>*{background:url('javascript:window.__xss=1')}</style>"],
  ["style attribute", "<p style=\"background:url('javascript:window.__xss=1')\">styled</p>"],
  ["xmp and listing", "<xmp><img src=x onerror=window.__xss=1></xmp><listing>&lt;img src=x onerror=window.__xss=1&gt;</listing>"],
  ["textarea and title", "<textarea><img src=x onerror=window.__xss=1></textarea><title><img src=x onerror=window.__xss=1></title>"],
  ["comment", "<!--<img src=x onerror=window.__xss=1>--><!--><img src=x onerror=window.__xss=1>-->"],
  ["cdata", "<![CDATA[<img src=x onerror=window.__xss=1>]]>"],
  ["attribute break, double quote", '"><img src=x onerror=window.__xss=1>'],
  ["attribute break, single quote", "'><svg onload=window.__xss=1>"],
  ["attribute break in href", "<a href='https://example.org/\"onmouseover=\"window.__xss=1'>quote in href</a>"],
  ["meta refresh", '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">'],
  ["base", '<base href="javascript:window.__xss=1//"><a href="/daily-darshan">relative</a>'],
  ["form action", '<form action="javascript:window.__xss=1"><button formaction="javascript:window.__xss=1">go</button></form>'],
  ["dom clobbering", '<a id="__xss" name="__xss">clobber a</a><form name="__xss"></form><img name="__xss">'],
  ["template", "{{constructor.constructor('window.__xss=1')()}} ${window.__xss=1} #{window.__xss=1}"],
  ["broken markup", "<p><strong>unclosed <em>tags <a href=\"https://example.org/\">and < stray > brackets & amps"],
  ["benign link with handler", '<a href="https://example.org/darshan" onclick="window.__xss=1" target="_blank">benign link</a>'],
];

/**
 * Payloads that leave their markup open (and would swallow or change whatever follows) end a post's
 * description; the others share posts, a few to a post, to keep the run short.
 */
const OPEN_ENDED = new Set([
  "script, unterminated",
  "img, unterminated",
  "svg onload",
  "attribute break, single quote",
  "svg style mutation",
  "math mutation",
  "form math mutation",
]);
const GROUPS: Array<Array<[string, string]>> = (() => {
  const closed = DESCRIPTIONS.filter(([name]) => !OPEN_ENDED.has(name));
  const groups: Array<Array<[string, string]>> = [];
  for (let i = 0; i < closed.length; i += 4) groups.push(closed.slice(i, i + 4));
  DESCRIPTIONS.filter(([name]) => OPEN_ENDED.has(name)).forEach((payload, i) => groups[i]?.push(payload));
  return groups;
})();

/** Title payloads: titles are plain text and must be shown exactly as typed. */
const TITLES = [
  "<script>window.__xss=1</script>",
  "<img src=x onerror=window.__xss=1>",
  '"><svg onload=window.__xss=1>',
  "{{constructor.constructor('window.__xss=1')()}}",
  "javascript:window.__xss=1",
  "</title><script>window.__xss=1</script>",
  "&lt;b&gt;entities&lt;/b&gt; & <b>bold</b>",
  "' onmouseover='window.__xss=1",
];

interface Post {
  _id: string;
  title: string;
  description: string;
}

interface Probe {
  /** The payloads it carries. */
  name: string;
  names: string[];
  /** A plain word that the cleaned description keeps, to find the post again. */
  mark: string;
  post: Post;
}

const withTitle = (i: number) => `${TITLES[i % TITLES.length]} ${RUN_TAG}${i}]`;

async function apiToken(request: APIRequestContext): Promise<string> {
  const res = await request.post("/api/v1/users/login", {
    data: { username: USERNAME, email: USERNAME, password: PASSWORD },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).data.accessToken as string;
}

async function createPost(request: APIRequestContext, token: string, title: string, description: string): Promise<Post> {
  const res = await request.post("/api/v1/video-posts/create", {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      title,
      description,
      isPublished: "true",
      video: { name: "darshan.mp4", mimeType: "video/mp4", buffer: readFileSync(VIDEO) },
      thumbnail: { name: "thumbnail.png", mimeType: "image/png", buffer: readFileSync(THUMBNAIL) },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.videoPost as Post;
}

/**
 * Runs in the page before any of its own scripts: records every CSP violation the document reports.
 * (Scripts added this way are not subject to the page's CSP.)
 */
function watchViolations() {
  const seen: string[] = [];
  (window as unknown as { __csp: string[] }).__csp = seen;
  document.addEventListener("securitypolicyviolation", (e) =>
    seen.push(`${e.violatedDirective} blocked ${e.blockedURI || "inline"}: ${e.sample}`),
  );
}

interface Watch {
  dialogs: string[];
  consoleErrors: string[];
  popups: string[];
  /** Every HTML document the browser received: its address and CSP header. */
  documents: Array<{ url: string; status: number; csp: string | undefined; nosniff: string | undefined }>;
}

async function watch(page: Page): Promise<Watch> {
  const w: Watch = { dialogs: [], consoleErrors: [], popups: [], documents: [] };
  await page.addInitScript(watchViolations);
  page.on("dialog", (d) => {
    w.dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  page.on("console", (m) => {
    if (m.type() === "error") w.consoleErrors.push(m.text());
  });
  page.on("pageerror", (e) => w.consoleErrors.push(e.message));
  page.on("popup", (p) => w.popups.push(p.url()));
  page.on("response", (r) => {
    if (r.request().resourceType() !== "document") return;
    const headers = r.headers();
    w.documents.push({
      url: r.url(),
      status: r.status(),
      csp: headers["content-security-policy"],
      nosniff: headers["x-content-type-options"],
    });
  });
  return w;
}

/**
 * The DOM audit, run in the page. Anywhere in the document: no `on*` attribute, no script-capable URL
 * in an address attribute, no frame, object, embed, base or refresh, no script without a same-origin
 * source, and `window.__xss` untouched. Inside every description: only the editor's tags and attributes
 * (ARCHITECTURE.md §7), links only to http, https, mailto and tel.
 */
function auditDom(): string[] {
  const problems: string[] = [];
  const w = window as unknown as { __xss?: unknown; __csp?: string[] };
  if (w.__xss !== undefined) problems.push(`window.__xss is set: ${String(w.__xss)}`);
  if (w.__csp === undefined) problems.push("the violation watcher is not installed");
  for (const v of w.__csp ?? []) problems.push(`CSP violation: ${v}`);

  const URL_ATTRS = new Set(["href", "src", "action", "formaction", "xlink:href", "data", "poster", "background", "ping", "cite"]);
  // What the URL parser sees: spaces and controls around, tabs and newlines inside, are dropped.
  const dangerousUrl = (value: string) => {
    // eslint-disable-next-line no-control-regex -- control characters are exactly what the URL parser drops
    const v = value.replace(/[\u0000-\u0020]/g, "");
    return /^(javascript|vbscript):/i.test(v) || /^data:(text|application|image\/svg)/i.test(v);
  };
  const describe = (el: Element) => `<${el.tagName.toLowerCase()}> in ${el.parentElement?.closest("[data-testid]")?.getAttribute("data-testid") ?? "page"}`;

  for (const el of Array.from(document.querySelectorAll("*"))) {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith("on")) problems.push(`${describe(el)} has ${name}="${attr.value}"`);
      if (name === "srcdoc") problems.push(`${describe(el)} has srcdoc`);
      if (URL_ATTRS.has(name) && dangerousUrl(attr.value)) problems.push(`${describe(el)} has ${name}="${attr.value}"`);
    }
    const tag = el.tagName.toLowerCase();
    if (["iframe", "frame", "object", "embed", "base", "applet", "portal"].includes(tag)) problems.push(`${describe(el)} is present`);
    if (tag === "meta" && el.hasAttribute("http-equiv")) problems.push(`${describe(el)} http-equiv="${el.getAttribute("http-equiv")}"`);
    if (tag === "script" && !/json/.test(el.getAttribute("type") ?? "")) {
      const src = el.getAttribute("src");
      if (!src || new URL(src, location.href).origin !== location.origin) problems.push(`${describe(el)} src=${String(src)}`);
    }
  }

  const TAGS = new Set(["p", "br", "h1", "h2", "h3", "strong", "em", "u", "a", "ol", "ul", "li"]);
  const ATTRS: Record<string, string[]> = { a: ["href", "rel"], li: ["data-list", "class"], p: ["class"], h1: ["class"], h2: ["class"], h3: ["class"] };
  for (const box of Array.from(document.querySelectorAll("[data-testid=post-description], [data-testid=popup-description]"))) {
    for (const el of Array.from(box.querySelectorAll("*"))) {
      const tag = el.tagName.toLowerCase();
      if (!TAGS.has(tag)) problems.push(`description holds <${tag}>: ${el.outerHTML.slice(0, 120)}`);
      for (const attr of Array.from(el.attributes)) {
        if (!(ATTRS[tag] ?? []).includes(attr.name)) problems.push(`description <${tag}> has ${attr.name}="${attr.value}"`);
      }
      if (el instanceof HTMLAnchorElement && el.hasAttribute("href") && !["http:", "https:", "mailto:", "tel:"].includes(el.protocol)) {
        problems.push(`description link to ${el.href}`);
      }
      if (el instanceof HTMLAnchorElement && el.rel !== "noopener noreferrer nofollow") problems.push(`description link rel="${el.rel}"`);
    }
  }
  return problems;
}

/** The same audit for a description as the API stores it, parsed inertly (DOMParser runs nothing). */
function auditStored(html: string): string[] {
  const doc = new DOMParser().parseFromString(`<div id="box">${html}</div>`, "text/html");
  const box = doc.getElementById("box");
  if (!box) return ["the description broke out of its container"];
  const problems: string[] = [];
  if (doc.body.children.length !== 1) problems.push("the description broke out of its container");
  const TAGS = new Set(["p", "br", "h1", "h2", "h3", "strong", "em", "u", "a", "ol", "ul", "li"]);
  const ATTRS: Record<string, string[]> = { a: ["href", "rel"], li: ["data-list", "class"], p: ["class"], h1: ["class"], h2: ["class"], h3: ["class"] };
  for (const el of Array.from(box.querySelectorAll("*"))) {
    const tag = el.tagName.toLowerCase();
    if (!TAGS.has(tag)) problems.push(`<${tag}>`);
    for (const attr of Array.from(el.attributes)) {
      if (!(ATTRS[tag] ?? []).includes(attr.name)) problems.push(`<${tag} ${attr.name}="${attr.value}">`);
      if (attr.name === "href" && !/^(https?:\/\/|mailto:|tel:)/i.test(attr.value)) problems.push(`href="${attr.value}"`);
    }
  }
  // Nothing a browser would run or load survives even as markup: the rest is inert text.
  if (/<(script|iframe|svg|math|style|img|object|embed)\b/i.test(box.innerHTML)) problems.push("markup survived");
  return problems;
}

async function expectClean(page: Page, w: Watch, where: string) {
  expect(await page.evaluate(auditDom), where).toEqual([]);
  expect(w.dialogs, where).toEqual([]);
  expect(w.popups, where).toEqual([]);
  expect(w.consoleErrors, where).toEqual([]);
}

/** Every HTML answer carried a CSP that allows only the site's own scripts, and no inline ones. */
function expectHeaders(w: Watch) {
  expect(w.documents.length).toBeGreaterThan(0);
  for (const doc of w.documents) {
    expect(doc.csp, doc.url).toBeDefined();
    const directives = new Map(
      (doc.csp ?? "").split(";").map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    const scripts = directives.get("script-src") ?? directives.get("default-src") ?? [];
    expect(scripts, doc.url).toEqual(["'self'"]);
    expect(directives.get("script-src-attr") ?? scripts, doc.url).not.toContain("'unsafe-inline'");
    expect(directives.get("script-src-elem") ?? scripts, doc.url).not.toContain("'unsafe-inline'");
    expect(directives.get("object-src"), doc.url).toEqual(["'none'"]);
    expect(directives.get("base-uri"), doc.url).toEqual(["'none'"]);
    expect(directives.get("frame-ancestors"), doc.url).toEqual(["'none'"]);
    expect(doc.nosniff, doc.url).toBe("nosniff");
  }
}

async function signIn(page: Page) {
  await page.goto("/login");
  await page.getByLabel("Username or Email:").fill(USERNAME);
  await page.getByLabel("Password:").fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

test.describe("XSS payloads in posts", () => {
  test.describe.configure({ timeout: 180_000 });
  const probes: Probe[] = [];

  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook asks for from this pattern
  test.beforeAll(async ({}, testInfo) => {
    test.setTimeout(120_000);
    const api = await playwrightRequest.newContext({ baseURL: testInfo.project.use.baseURL });
    const token = await apiToken(api);
    for (const [i, group] of GROUPS.entries()) {
      const mark = `probe${RUN}n${i}`;
      const html = `<p>${mark}</p>${group.map(([, payload]) => payload).join("")}`;
      const post = await createPost(api, token, withTitle(i), html);
      probes.push({ name: group.map(([name]) => name).join(" + "), names: group.map(([name]) => name), mark, post });
    }
    await api.dispose();
  });

  test("the API stores every description cleaned and every title as typed", async ({ page, request }) => {
    await page.goto("/daily-darshan");
    for (const [i, probe] of probes.entries()) {
      const res = await request.get(`/api/v1/video-posts/${probe.post._id}`);
      expect(res.status()).toBe(200);
      const stored = (await res.json()).data.videoPost as Post;
      expect(stored.title).toBe(withTitle(i));
      expect(stored.description, probe.name).toContain(`<p>${probe.mark}</p>`);
      expect(stored.description).toBe(probe.post.description);
      expect(await page.evaluate(auditStored, stored.description), `${probe.name}: ${stored.description}`).toEqual([]);
    }
    const byName = new Map(probes.flatMap((p) => p.names.map((name) => [name, p.post.description] as const)));
    expect(byName.get("benign link with handler")).toContain(
      '<a href="https://example.org/darshan" rel="noopener noreferrer nofollow">benign link</a>',
    );
    expect(byName.get("javascript link, hex entity")).toContain('<a rel="noopener noreferrer nofollow">js hex</a>');
    expect(byName.get("attribute break in href")).toContain("quote in href</a>");
    expect(byName.get("attribute break in href")).not.toMatch(/\sonmouseover=/);
  });

  // The server draws the feed's first page from the content (before each post's creation is answered);
  // the island (features/darshan/darshan-feed.island.ts) adds the next pages from its templates.
  test("the public feed, its next pages, its inline player and read more", async ({ page }) => {
    const w = await watch(page);
    await page.goto("/daily-darshan");
    await expect(page.getByTestId("video-card").filter({ hasText: withTitle(probes.length - 1) })).toHaveCount(1);
    await expect(page.locator("template#darshan-card-template")).toHaveCount(1);
    const cards = page.getByTestId("video-card");
    await expect(cards.first()).toBeVisible();
    // Show More until every probe is listed.
    for (let round = 0; round < 20; round++) {
      const shown = await cards.filter({ hasText: RUN_MARK }).count();
      if (shown >= probes.length) break;
      await page.getByRole("button", { name: "Show More" }).click();
      await expect.poll(() => cards.filter({ hasText: RUN_MARK }).count()).toBeGreaterThan(shown);
    }
    await expect(cards.filter({ hasText: RUN_MARK })).toHaveCount(probes.length);
    for (const [i, probe] of probes.entries()) {
      const card = cards.filter({ has: page.getByTestId("post-description").getByText(probe.mark, { exact: true }) });
      await expect(card, probe.name).toHaveCount(1);
      // The title is text, exactly as typed, and the only element in the heading is its link.
      const heading = card.getByRole("heading", { level: 2 });
      expect(await heading.textContent()).toBe(withTitle(i));
      expect(await heading.evaluate((h) => Array.from(h.querySelectorAll("*")).map((e) => e.tagName))).toEqual(["A"]);
    }
    // Hover and click across the descriptions, where a surviving handler would fire.
    for (const box of await page.getByTestId("post-description").all()) {
      await box.scrollIntoViewIfNeeded();
      await box.hover();
    }
    await expectClean(page, w, "feed");

    // The inline player replaces the thumbnail of a card; the description stays as it was.
    const first = cards.filter({ hasText: withTitle(0) });
    await first.getByRole("button", { name: /^Play video:/ }).click();
    await expect(first.getByTestId("inline-player")).toBeVisible();
    await expectClean(page, w, "feed with the inline player");

    const last = probes.length - 1;
    const lastProbe = probes[last];
    if (!lastProbe) throw new Error("no posts were made");
    await cards.filter({ hasText: withTitle(last) }).getByRole("link", { name: /^Read more about/ }).click();
    await expect(page).toHaveURL(new RegExp(`/daily-darshan/${lastProbe.post._id}$`));
    await expect(page.getByTestId("darshan-post").getByTestId("post-description")).toContainText(lastProbe.mark);
    await expectClean(page, w, "read more");
    expectHeaders(w);
  });

  test("every post's own page, with its description links clicked", async ({ page }) => {
    const w = await watch(page);
    for (const [i, probe] of probes.entries()) {
      const path = `/daily-darshan/${probe.post._id}`;
      await page.goto(path);
      const article = page.getByTestId("darshan-post");
      await expect(article.getByTestId("post-description"), probe.name).toContainText(probe.mark);
      const heading = article.getByRole("heading", { level: 1 });
      expect(await heading.textContent(), probe.name).toBe(withTitle(i));
      expect(await heading.evaluate((h) => h.childElementCount)).toBe(0);
      // A published post's page is drawn by the server, whose titles end with the business name.
      expect(await page.title()).toBe(`${withTitle(i)} | Daily Darshan | Sankalp`);
      await article.getByTestId("post-description").hover();
      // Every link a payload left behind that has no address: a click goes nowhere and runs nothing.
      // Links with an address may only be http(s), mailto or tel (the audit checks), so they are not followed.
      for (const link of await article.getByTestId("post-description").locator("a:not([href])").all()) {
        await link.click();
        expect(new URL(page.url()).pathname, probe.name).toBe(path);
      }
      await expectClean(page, w, `${probe.name} (${path})`);
    }
    expect(w.documents.map((d) => new URL(d.url).pathname)).toEqual(probes.map((p) => `/daily-darshan/${p.post._id}`));
    expectHeaders(w);
  });

  test("the admin list, each post's popup, edit form and delete confirmation", async ({ page }) => {
    const w = await watch(page);
    await signIn(page);
    await page.goto("/admin/daily-darshan");
    await expect(page.getByTestId("admin-post").filter({ hasText: RUN_MARK })).toHaveCount(probes.length);
    await expectClean(page, w, "admin list");
    for (const [i, probe] of probes.entries()) {
      const title = withTitle(i);
      const tile = page.getByTestId("admin-post").filter({ hasText: `${RUN_TAG}${i}]` });
      expect(await tile.getByRole("heading", { level: 2 }).textContent()).toBe(title);

      await tile.getByRole("button", { name: /^Watch / }).click();
      const popup = page.getByTestId("post-popup");
      await expect(popup.getByTestId("popup-description"), probe.name).toContainText(probe.mark);
      expect(await popup.getByRole("heading").first().textContent()).toBe(title);
      await popup.getByTestId("popup-description").hover();
      await expectClean(page, w, `${probe.name}: popup`);
      await page.keyboard.press("Escape");
      await expect(popup).toHaveCount(0);

      // The editor loads the stored description: Quill parses it inertly and shows only its own formats.
      await tile.getByRole("button", { name: /^Edit/ }).click();
      const dialog = page.getByRole("dialog", { name: "Edit post" });
      await expect(dialog.locator(".ql-editor"), probe.name).toContainText(probe.mark);
      await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue(title);
      const editorTags = await dialog
        .locator(".ql-editor")
        .evaluate((root) => Array.from(root.querySelectorAll("*")).map((e) => e.tagName.toLowerCase()));
      expect(editorTags.filter((t) => !["p", "br", "h1", "h2", "h3", "strong", "em", "u", "a", "ol", "li", "span"].includes(t)), probe.name).toEqual([]);
      await expectClean(page, w, `${probe.name}: edit form`);
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toHaveCount(0);
    }

    // A save through the editor stores what the editor sends, cleaned again.
    const tile = page.getByTestId("admin-post").filter({ hasText: `${RUN_TAG}0]` });
    await tile.getByRole("button", { name: /^Edit/ }).click();
    const dialog = page.getByRole("dialog", { name: "Edit post" });
    await dialog.locator(".ql-editor").click();
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.type(" saved");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toHaveCount(0);
    await expectClean(page, w, "after a save");

    await tile.getByRole("button", { name: /^Delete/ }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this post?" });
    await expect(confirm).toContainText(withTitle(0));
    await expectClean(page, w, "delete confirmation");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    expectHeaders(w);
  });

  test("the checks notice injected markup: the audit, the violation report and the CSP", async ({ page }) => {
    const w = await watch(page);
    await page.goto("/daily-darshan");
    await expect(page.getByRole("heading", { level: 1, name: "Daily Darshan" })).toBeVisible();
    expect(await page.evaluate(auditDom)).toEqual([]);
    // What a sanitiser hole would look like: the CSP stops the handler and reports it, the audit sees it.
    await page.evaluate(() => {
      document.body.insertAdjacentHTML(
        "beforeend",
        '<div data-testid="post-description"><img src="/x.png" onerror="window.__xss=1"><a id="planted" href="javascript:window.__xss=2">x</a></div>',
      );
    });
    await page.locator("#planted").click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp.length)).toBeGreaterThanOrEqual(2);
    const problems = await page.evaluate(auditDom);
    expect(problems.some((p) => p.startsWith("CSP violation: script-src-attr"))).toBe(true);
    expect(problems.some((p) => p.includes('onerror="window.__xss=1"'))).toBe(true);
    expect(problems.some((p) => p.includes('href="javascript:window.__xss=2"'))).toBe(true);
    expect(problems.some((p) => p.startsWith("description holds <img>"))).toBe(true);
    expect(problems.some((p) => p.startsWith("window.__xss"))).toBe(false);
    // And when something does run, the flag and the dialog listener see it.
    await page.evaluate(() => {
      (window as unknown as { __xss: number }).__xss = 3;
      alert("planted");
    });
    expect(await page.evaluate(auditDom)).toContain("window.__xss is set: 3");
    expect(w.dialogs).toEqual(["alert: planted"]);
  });

  test("every kind of HTML answer carries the CSP", async ({ request }) => {
    const paths = ["/", "/daily-darshan", `/daily-darshan/${probes[0]?.post._id ?? "none"}`, "/daily-darshan/no-such-post", "/admin/daily-darshan", "/login", "/no-such-page"];
    for (const path of paths) {
      const res = await request.get(path);
      expect(res.headers()["content-type"], path).toMatch(/^text\/html/);
      expectHeaders({
        dialogs: [],
        consoleErrors: [],
        popups: [],
        documents: [{ url: path, status: res.status(), csp: res.headers()["content-security-policy"], nosniff: res.headers()["x-content-type-options"] }],
      });
    }
  });
});
