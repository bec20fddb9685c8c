import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Page, expect, test } from "@playwright/test";
import { audioPacketsMd5, makePhoneMov, makePhoneVideo, streams } from "./fixtures/phone-video";

// The bootstrap administrator of playwright.config.ts.
const USERNAME = "priest";
const PASSWORD = "e2e-Om-Namah-Shivaya-108";
const THUMBNAIL = fileURLToPath(new URL("./fixtures/thumbnail.png", import.meta.url));
const SMALL_VIDEO = fileURLToPath(new URL("./fixtures/darshan.mp4", import.meta.url));
const LIMIT = 10 * 1_048_576;
/** Where the screenshots of the form go, to be looked at (not kept in the repository). */
const SHOTS = process.env.SHOTS_DIR ?? join(tmpdir(), "sankalp-shots");

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function signIn(page: Page) {
  await page.goto("/login");
  await page.getByLabel("Username or Email:").fill(USERNAME);
  await page.getByLabel("Password:").fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

interface Post {
  _id: string;
  title: string;
  videoLink: string;
  thumbnail: string;
}

async function postTitled(page: Page, title: string): Promise<Post> {
  const list = await (await page.request.get("/api/v1/video-posts?page=1&limit=50")).json();
  const post = (list.data.videoPosts as Post[]).find((p) => p.title === title);
  expect(post, `${title} is published`).toBeTruthy();
  return post!;
}

test.describe("making a phone video smaller before publishing it", () => {
  test("a video over 10 MB is made smaller in the browser, published, and plays with its sound", async ({
    page,
  }, info) => {
    test.setTimeout(420_000);
    const source = makePhoneVideo();
    const sourceBytes = readFileSync(source).length;
    expect(sourceBytes).toBeGreaterThan(LIMIT);
    expect(streams(source)).toEqual({ video: { codec: "h264", width: 1080, height: 1920 }, audio: ["aac"] });
    const width = page.viewportSize()!.width;
    mkdirSync(SHOTS, { recursive: true });

    await signIn(page);
    const title = unique("Phone darshan");
    await page.goto("/admin/daily-darshan/new");
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.locator(".ql-editor").click();
    await page.keyboard.type("Recorded on the phone at the evening aarti.");
    await page.getByLabel("Video", { exact: true }).setInputFiles(source);

    // The true refusal, and the offer this browser can keep: 720p or less, the sound as it is.
    await expect(page.getByTestId("video-error")).toHaveText("Video size exceeds 10MB");
    const plan = page.getByTestId("shrink-plan");
    await expect(plan).toContainText("720×1280", { timeout: 30_000 });
    await expect(plan).toContainText("with the sound kept as it is");
    // Create before shrinking: the message stays the true one.
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByTestId("video-error")).toHaveText("Video size exceeds 10MB");
    await page.getByTestId("shrink").scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, `shrink-offer-${width}.png`), fullPage: true });

    // Cancel stops it and offers it again.
    await page.getByRole("button", { name: "Make it smaller" }).click();
    await expect(page.getByTestId("shrink-progress")).toBeVisible();
    await page.screenshot({ path: join(SHOTS, `shrink-progress-${width}.png`), fullPage: true });
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(plan).toContainText("The conversion was cancelled.");

    const began = Date.now();
    await page.getByRole("button", { name: "Make it smaller" }).click();
    await expect(page.getByTestId("shrink-done")).toContainText("ready to publish", { timeout: 360_000 });
    const seconds = (Date.now() - began) / 1000;
    console.log(
      `[${info.project.name}] ${sourceBytes} bytes made smaller in ${seconds.toFixed(1)} s:`,
      await page.getByTestId("shrink-done").textContent(),
    );
    await expect(page.getByTestId("video-error")).toHaveCount(0);
    await expect(page.getByTestId("video-preview")).toBeVisible();
    await page.getByTestId("shrink-done").scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, `shrink-done-${width}.png`), fullPage: true });

    await page.getByLabel("Thumbnail", { exact: true }).setInputFiles(THUMBNAIL);
    await page.getByRole("checkbox", { name: "Publish Now" }).check();
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue("", { timeout: 60_000 });
    await expect(page.getByTestId("form-failure")).toHaveCount(0);

    // What the server stored: H.264 at 720p or less, under the limit, and the very sound packets of the phone.
    const post = await postTitled(page, title);
    const stored = await (await page.request.get(post.videoLink)).body();
    expect(stored.length).toBeLessThanOrEqual(LIMIT);
    const storedPath = join(tmpdir(), `sankalp-e2e-stored-${post._id}.mp4`);
    writeFileSync(storedPath, stored);
    const got = streams(storedPath);
    expect(got.video.codec).toBe("h264");
    expect(Math.min(got.video.width, got.video.height)).toBeLessThanOrEqual(720);
    expect(got.video.height).toBeGreaterThan(got.video.width);
    expect(got.audio).toEqual(["aac"]);
    expect(audioPacketsMd5(storedPath), "the sound track copied packet for packet").toBe(audioPacketsMd5(source));

    // The public page plays it, sound track and all.
    await page.goto(`/daily-darshan/${post._id}`);
    const video = page.locator("video").first();
    await expect(video).toHaveAttribute("src", post.videoLink);
    const played = await video.evaluate(async (el: HTMLVideoElement) => {
      el.muted = true;
      await el.play();
      await new Promise<void>((resolve) => {
        const done = () => el.currentTime > 1 && resolve();
        el.addEventListener("timeupdate", done);
      });
      el.pause();
      const decoded = (el as HTMLVideoElement & { webkitAudioDecodedByteCount?: number }).webkitAudioDecodedByteCount;
      return { currentTime: el.currentTime, audioBytes: decoded ?? -1, height: el.videoHeight };
    });
    expect(played.currentTime).toBeGreaterThan(1);
    expect(played.height).toBeLessThanOrEqual(1280);
    expect(played.audioBytes, "the browser decoded the sound track").toBeGreaterThan(0);
  });

  test("an iPhone's .mov in H.264 is refused by its type, converted to an MP4 and published with its sound", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const source = makePhoneMov("h264");
    expect(streams(source)).toEqual({ video: { codec: "h264", width: 720, height: 1280 }, audio: ["aac"] });
    await signIn(page);
    const title = unique("iPhone darshan");
    await page.goto("/admin/daily-darshan/new");
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.locator(".ql-editor").click();
    await page.keyboard.type("Recorded on an iPhone at the morning abhisheka.");
    await page.getByLabel("Video", { exact: true }).setInputFiles({
      name: "IMG_0042.MOV",
      mimeType: "video/quicktime",
      buffer: readFileSync(source),
    });
    await expect(page.getByTestId("video-error")).toHaveText("Please choose an .mp4 video");
    await expect(page.getByTestId("shrink-plan")).toContainText("with the sound kept as it is", { timeout: 30_000 });
    await page.getByRole("button", { name: "Make it smaller" }).click();
    await expect(page.getByTestId("shrink-done")).toContainText("ready to publish", { timeout: 120_000 });
    await expect(page.getByTestId("video-error")).toHaveCount(0);
    await page.getByLabel("Thumbnail", { exact: true }).setInputFiles(THUMBNAIL);
    await page.getByRole("checkbox", { name: "Publish Now" }).check();
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue("", { timeout: 60_000 });

    const post = await postTitled(page, title);
    const storedPath = join(tmpdir(), `sankalp-e2e-stored-${post._id}.mp4`);
    writeFileSync(storedPath, await (await page.request.get(post.videoLink)).body());
    expect(streams(storedPath)).toEqual({ video: { codec: "h264", width: 720, height: 1280 }, audio: ["aac"] });
    expect(audioPacketsMd5(storedPath), "the sound track copied packet for packet").toBe(audioPacketsMd5(source));
  });

  test("an iPhone's HEVC .mov is converted where the browser decodes HEVC, and refused plainly where it does not", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const source = makePhoneMov("hevc");
    expect(streams(source).video.codec).toBe("hevc");
    await signIn(page);
    await page.goto("/admin/daily-darshan/new");
    // What this browser can do, asked as the shrinker asks it (WebCodecs' own answer for the file's codec).
    const decodes = await page.evaluate(async () => {
      if (typeof VideoDecoder === "undefined") return false;
      const { supported } = await VideoDecoder.isConfigSupported({
        codec: "hvc1.1.6.L93.B0",
        codedWidth: 720,
        codedHeight: 1280,
      });
      return supported === true;
    });
    console.log(`[${test.info().project.name}] this Chromium decodes HEVC: ${decodes}`);
    await page.getByLabel("Video", { exact: true }).setInputFiles({
      name: "IMG_0043.MOV",
      mimeType: "video/quicktime",
      buffer: readFileSync(source),
    });
    await expect(page.getByTestId("video-error")).toHaveText("Please choose an .mp4 video");
    const plan = page.getByTestId("shrink-plan");
    if (decodes) {
      await expect(plan).toContainText("with the sound kept as it is", { timeout: 30_000 });
      await page.getByRole("button", { name: "Make it smaller" }).click();
      await expect(page.getByTestId("shrink-done")).toContainText("ready to publish", { timeout: 120_000 });
    } else {
      // Debian's Chromium has no HEVC decoder: the form says so, in words, and offers no button.
      await expect(page.getByTestId("shrink-cannot")).toContainText("This browser cannot decode this video", {
        timeout: 30_000,
      });
      await expect(plan).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Make it smaller" })).toHaveCount(0);
    }
  });

  test("the edit dialog replaces a post's video and thumbnail", async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page);
    const title = unique("Replaced darshan");
    const token = await page.evaluate(() => sessionStorage.getItem("accessToken"));
    const created = await page.request.post("/api/v1/video-posts/create", {
      headers: { Authorization: `Bearer ${token}` },
      multipart: {
        title,
        description: "<p>First take.</p>",
        isPublished: "true",
        video: { name: "darshan.mp4", mimeType: "video/mp4", buffer: readFileSync(SMALL_VIDEO) },
        thumbnail: { name: "thumbnail.png", mimeType: "image/png", buffer: readFileSync(THUMBNAIL) },
      },
    });
    expect(created.status()).toBe(201);
    const before = (await created.json()).data.videoPost as Post;

    await page.goto("/admin/daily-darshan");
    const tile = page.getByTestId("admin-post").filter({ hasText: title });
    await tile.getByRole("button", { name: /^Edit/ }).click();
    const dialog = page.getByTestId("edit-dialog");
    await dialog.getByLabel("Replace video").setInputFiles(SMALL_VIDEO);
    await expect(dialog.getByTestId("replace-message")).toHaveText("The video was replaced.");
    const afterVideo = await postTitled(page, title);
    expect(afterVideo.videoLink).not.toBe(before.videoLink);
    expect((await page.request.get(before.videoLink)).status(), "the old video is removed").toBe(404);

    await dialog.getByLabel("Replace thumbnail").setInputFiles(THUMBNAIL);
    await expect(dialog.getByTestId("replace-message")).toHaveText("The thumbnail was replaced.");
    const afterThumb = await postTitled(page, title);
    expect(afterThumb.thumbnail).not.toBe(before.thumbnail);
    expect((await page.request.get(before.thumbnail)).status()).toBe(404);
    // The public page shows the new video at once.
    const html = await (await page.request.get(`/daily-darshan/${before._id}`)).text();
    expect(html).toContain(afterVideo.videoLink);

    // A refused file says why and sends nothing.
    await dialog.getByLabel("Replace thumbnail").setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("not a picture"),
    });
    await expect(dialog.getByTestId("replace-message")).toHaveText("Invalid image file");
    expect((await postTitled(page, title)).thumbnail).toBe(afterThumb.thumbnail);
    await page.screenshot({ path: join(SHOTS, `edit-dialog-${page.viewportSize()!.width}.png`), fullPage: true });
  });
});
