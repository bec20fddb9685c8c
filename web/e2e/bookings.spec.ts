import { fileURLToPath } from "node:url";
import { type APIRequestContext, type Page, expect, test } from "@playwright/test";
import { axeFindings } from "./fixtures/axe";

// The bootstrap administrator of playwright.config.ts.
const USERNAME = "priest";
const PASSWORD = "e2e-Om-Namah-Shivaya-108";

// The 5-second 320×180 H.264 MP4 the darshan tests upload.
const VIDEO = fileURLToPath(new URL("./fixtures/darshan.mp4", import.meta.url));

/** A ritual of the default content, booked straight at its form (its page links here once it has the link). */
const SLUG = "satyanarayan";
const TITLE = "Satyanarayan";
const UPI_ID = "sankalp.demo@upi";

async function apiToken(request: APIRequestContext): Promise<string> {
  const res = await request.post("/api/v1/users/login", {
    data: { username: USERNAME, email: USERNAME, password: PASSWORD },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).data.accessToken as string;
}

/** The site's UPI ID, so that an amount comes with a QR code. */
async function setUpi(request: APIRequestContext) {
  const token = await apiToken(request);
  const site = (await (await request.get("/api/v1/site")).json()).data.site;
  const res = await request.put("/api/v1/site", {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...site, upiId: UPI_ID, upiPayee: "Sankalp Ritual Services" },
  });
  expect(res.status()).toBe(200);
}

async function signIn(page: Page) {
  await page.goto("/login");
  await page.getByLabel("Username or Email:").fill(USERNAME);
  await page.getByLabel("Password:").fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

const person = (page: Page, n: number) => page.getByTestId("devotee-row").nth(n - 1);

/** Names unique to this run, so the other viewport's booking is never confused with this one. */
const suffix = () => Date.now().toString(36).slice(-4);

test.describe("bookings", () => {
  // The devotee's browser is abroad, in a zone without summer time: 6:30 in India is 5:00 there.
  test.use({ timezoneId: "Asia/Dubai" });

  test.beforeAll(async ({ request }) => {
    await setUpi(request);
  });

  test("the form checks before sending: inline errors, nothing stored", async ({ page, request }) => {
    const token = await apiToken(request);
    const before = (
      await (await request.get("/api/v1/bookings?limit=1", { headers: { Authorization: `Bearer ${token}` } })).json()
    ).data.total;
    await page.goto(`/sankalp/ritual/${SLUG}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(TITLE);
    await page.getByRole("textbox", { name: /Phone \(WhatsApp\)/ }).fill("12345");
    await page.getByRole("button", { name: "Book and continue on WhatsApp" }).click();
    await expect(page.getByTestId("sankalp-problem")).toHaveText("Please correct the fields marked below.");
    const name = person(page, 1).getByRole("textbox", { name: /Full name/ });
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toBeFocused();
    await expect(page.getByTestId("sankalp-contact-phone-error")).toContainText(
      "not a valid number for the chosen country",
    );
    const after = (
      await (await request.get("/api/v1/bookings?limit=1", { headers: { Authorization: `Bearer ${token}` } })).json()
    ).data.total;
    expect(after).toBe(before);
    expect(await axeFindings(page)).toEqual([]);
  });

  test("a devotee books for the family, the priest confirms, schedules, prices and proves it, the devotee watches and erases", async ({
    page,
    context,
    request,
    isMobile,
  }) => {
    test.setTimeout(90_000);
    const run = suffix();
    const names = [`Lakshmi Rao ${run}`, `Arjun Rao ${run}`, `Meera Rao ${run}`];

    // WhatsApp is another site: the navigation is answered here, so no request leaves the machine.
    const chats: string[] = [];
    await context.route("https://api.whatsapp.com/**", (route) => {
      chats.push(route.request().url());
      return route.fulfill({
        status: 200,
        contentType: "text/html",
        body: "<!doctype html><title>WhatsApp</title><p>WhatsApp</p>",
      });
    });

    // 1. The devotee fills the sankalp for three people: themself and two family members.
    await page.goto(`/sankalp/ritual/${SLUG}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(TITLE);
    await page.getByRole("button", { name: /Add a family member/ }).click();
    await page.getByRole("button", { name: /Add a family member/ }).click();
    await expect(page.getByTestId("devotee-row")).toHaveCount(3);
    const details = [
      { relation: "self", gotra: "Kashyapa", nakshatra: "Rohini", rashi: "Vrishabha" },
      { relation: "son", gotra: "Kashyapa", nakshatra: "Purva Phalguni", rashi: "Simha" },
      { relation: "mother", gotra: "Bharadwaja", nakshatra: "Revati", rashi: "Meena" },
    ];
    for (const [i, d] of details.entries()) {
      const row = person(page, i + 1);
      await row.getByRole("textbox", { name: /Full name/ }).fill(names[i]!);
      await row.getByRole("textbox", { name: "Relation" }).fill(d.relation);
      await row.getByRole("textbox", { name: "Gotra" }).fill(d.gotra);
      await row.getByRole("combobox", { name: /Nakshatra/ }).selectOption(d.nakshatra);
      await row.getByRole("combobox", { name: /Rashi/ }).selectOption(d.rashi);
    }
    const date = page.getByLabel("Preferred date");
    const min = await date.getAttribute("min");
    const max = await date.getAttribute("max");
    expect(min).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(max! > min!).toBe(true);
    const preferred = new Date(Date.parse(`${min}T00:00:00Z`) + 14 * 86_400_000).toISOString().slice(0, 10);
    await date.fill(preferred);
    await page.getByLabel(/Your intention/).fill("Health and harmony for the family.");
    await page.getByRole("textbox", { name: /Your name/ }).fill(names[0]!);
    // A devotee abroad: a UK mobile number typed nationally, with the country chosen.
    await page.getByTestId("phone-country").selectOption("GB");
    await page.getByRole("textbox", { name: /Phone \(WhatsApp\)/ }).fill("07400 123456");
    await page.getByRole("textbox", { name: /Email/ }).fill("lakshmi@example.org");
    await page.getByRole("button", { name: "Book and continue on WhatsApp" }).click();

    // 2. The private page shows the reference, then WhatsApp opens with it.
    await page.waitForURL(/\/booking\/[\w-]{16,}$/);
    const privateUrl = page.url();
    const token = privateUrl.split("/booking/")[1]!;
    await expect(page.getByTestId("just-booked")).toContainText(/Your booking SKP-[0-9A-HJKMNP-TV-Z]{6} is received/);
    const reference = (await page.getByTestId("booking-reference").textContent())!;
    expect(reference).toMatch(/^SKP-[0-9A-HJKMNP-TV-Z]{6}$/);
    await page.waitForURL(/^https:\/\/api\.whatsapp\.com\/send\?/);
    const chat = new URL(page.url());
    expect(chat.searchParams.get("phone")).toBe("911234567890");
    expect(chat.searchParams.get("text")).toContain(`Booking ${reference}`);
    for (const name of names) expect(page.url()).not.toContain(name.split(" ")[0]!);
    expect(chats).toHaveLength(1);

    // 3. Back on the private page: received, the three people, no second trip to WhatsApp.
    await page.goBack();
    await expect(page).toHaveURL(privateUrl);
    await expect(page.getByTestId("booking-status")).toHaveText("Received");
    await expect(page.getByTestId("booking-devotees").locator("li")).toHaveCount(3);
    for (const name of names) await expect(page.getByTestId("booking-devotees")).toContainText(name);
    await expect(page.getByTestId("timeline-step").first()).toHaveAttribute("aria-current", "step");
    await page.waitForTimeout(2_500);
    expect(page.url()).toBe(privateUrl);

    // 4. The priest finds it in the inbox and works on it.
    const admin = await context.newPage();
    await signIn(admin);
    await expect(admin.getByTestId("dashboard-bookings")).toContainText(reference);
    // Orders in the admin menu (folded away on a phone).
    if (isMobile) await admin.getByRole("button", { name: "Admin menu" }).click();
    await admin
      .getByRole("navigation", { name: "Admin menu" })
      .getByRole("link", { name: "Orders", exact: true })
      .click();
    await expect(admin).toHaveURL(/\/admin\/orders$/);
    await expect(admin.getByTestId(`chip-received`)).toContainText(/Received\s*\d+/);
    await admin.getByRole("searchbox").fill(reference);
    await admin.getByRole("button", { name: "Search" }).click();
    await expect(admin.getByTestId("order-row")).toHaveCount(1);
    await admin.getByTestId("order-row").click();
    await expect(admin.getByTestId("order-reference")).toHaveText(reference);
    await admin.getByTestId("move-confirmed").click();
    // Every status move asks first: it cannot be taken back.
    await admin.getByTestId("move-dialog").getByTestId("move-confirm").click();
    await expect(admin.getByTestId("order-status")).toHaveText("Confirmed");
    await admin.getByTestId("schedule-input").fill(`${preferred}T06:30`);
    await admin.getByTestId("schedule-save").click();
    await expect(admin.getByTestId("order-status")).toHaveText("Scheduled");
    await expect(admin.getByTestId("order-scheduled")).toContainText("6:30");
    await admin.getByTestId("amount-input").fill("2100");
    await admin.getByTestId("amount-save").click();
    await expect(admin.getByText("The devotee is asked for ₹2,100.")).toBeVisible();

    // The priest messages the devotee: WhatsApp opens in a new window with the status, the time and a new
    // private link, which opens the booking (the link made at booking keeps working too).
    const [chatWindow] = await Promise.all([context.waitForEvent("page"), admin.getByTestId("order-whatsapp").click()]);
    await chatWindow.waitForURL(/^https:\/\/api\.whatsapp\.com\/send\?/);
    const message = new URL(chatWindow.url());
    expect(message.searchParams.get("phone")).toBe("447400123456");
    const text = message.searchParams.get("text")!;
    expect(text).toContain(`Your booking ${reference}`);
    expect(text).toContain("is now scheduled");
    expect(text).toContain("6:30");
    for (const name of names) expect(chatWindow.url()).not.toContain(name.split(" ")[0]!);
    const shared = /Follow your booking here: (\S+)$/.exec(text)?.[1];
    expect(shared).toMatch(new RegExp(`^${new URL(admin.url()).origin}/booking/[\\w-]{22}$`));
    expect(shared).not.toBe(privateUrl);
    expect(chats).toHaveLength(2);
    await chatWindow.goto(shared!);
    await expect(chatWindow.getByTestId("booking-reference")).toHaveText(reference);
    await expect(chatWindow.getByTestId("booking-status")).toHaveText("Scheduled");
    await expect(chatWindow.getByTestId("booking-devotees")).toContainText(names[0]!);
    await chatWindow.close();
    await expect(admin.getByTestId("order-history")).toContainText("Private link shared");

    // 5. The devotee sees the schedule in India's time and their own, and the amount with its QR code.
    await page.reload();
    await expect(page.getByTestId("booking-status")).toHaveText("Scheduled");
    await expect(page.getByTestId("scheduled")).toContainText(/6:30\s?am IST\s*\(India's time\)/i);
    await expect(page.getByTestId("scheduled")).toContainText(/5:00\s?am[^(]*\(your time\)/i);
    await expect(page.getByTestId("amount")).toHaveText("₹2,100");
    await expect(page.getByTestId("upi-qr").locator("svg")).toBeVisible();
    await expect(page.getByTestId("upi-id")).toHaveText(UPI_ID);

    // 6. The priest uploads the proof video with a progress bar, then marks the ritual performed.
    await admin.getByLabel("Video (MP4) or photo (JPEG, PNG)").setInputFiles(VIDEO);
    await admin.getByRole("button", { name: "Upload" }).click();
    await expect(admin.getByTestId("admin-proof-video")).toHaveCount(1);
    await admin.getByTestId("move-performed").click();
    // Every status move asks first: it cannot be taken back.
    await admin.getByTestId("move-dialog").getByTestId("move-confirm").click();
    await expect(admin.getByTestId("order-status")).toHaveText("Performed");

    // 7. The devotee plays it and seeks: the player asks for ranges and the server answers 206.
    const ranges: number[] = [];
    page.on("response", (res) => {
      if (res.url().includes(`/api/v1/bookings/track/${token}/proof/`)) ranges.push(res.status());
    });
    await page.reload();
    const video = page.getByTestId("proof-video");
    await expect(video).toHaveAttribute("preload", "metadata");
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
    expect(await video.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(5);
    const seeked = await video.evaluate(
      (v: HTMLVideoElement) =>
        new Promise<number>((resolve) => {
          v.addEventListener("seeked", () => resolve(v.currentTime), { once: true });
          v.currentTime = 3;
        }),
    );
    expect(seeked).toBeCloseTo(3, 0);
    expect(ranges).toContain(206);

    // 8. The devotee withdraws and erases the booking: the page says so and the link answers 404.
    await page.getByTestId("withdraw").click();
    const dialog = page.getByTestId("erase-dialog");
    await expect(dialog).toBeVisible();
    await dialog.getByTestId("erase-confirm").click();
    await expect(page.getByTestId("booking-erased")).toContainText("Your booking was erased");
    expect((await request.get(`/api/v1/bookings/track/${token}`)).status()).toBe(404);
    const sharedToken = shared!.split("/booking/")[1]!;
    expect((await request.get(`/api/v1/bookings/track/${sharedToken}`)).status()).toBe(404);
    await page.reload();
    await expect(page.getByTestId("booking-missing")).toBeVisible();

    // 9. The priest still sees the booking for his accounts (performed, so not cancelled), without the
    // devotee's data and with nothing left to change.
    await admin.reload();
    await expect(admin.getByTestId("order-status")).toHaveText("Performed");
    await expect(admin.getByTestId("order-erased")).toBeVisible();
    await expect(admin.getByTestId("order-detail")).not.toContainText(names[0]!);
    await expect(admin.getByTestId("move-delivered")).toHaveCount(0);
    await expect(admin.getByTestId("order-whatsapp")).toHaveCount(0);
    await admin.close();
  });
});
