/**
 * A video's poster made in the browser (README "Photos"): the chosen file is opened in a `<video>`, a frame
 * about 1 s in is drawn on a canvas at the video's size (at most 1280 px wide, `posterSize`) and encoded as
 * WebP, or JPEG where the browser cannot write WebP. The server re-encodes it into its own widths. A video
 * the browser cannot decode (an error, or no frame in time) is refused with `PosterError`.
 */
import { posterSize, posterTime } from "./checks";

export class PosterError extends Error {
  constructor(reason: string) {
    super(`No poster could be made: ${reason}`);
    this.name = "PosterError";
  }
}

/** How long a frame may take: a short video's first second decodes in well under this. */
const TIMEOUT_MS = 20_000;

function encode(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, 0.85));
}

export async function makePoster(file: Blob, timeoutMs = TIMEOUT_MS): Promise<Blob> {
  const url = URL.createObjectURL(file);
  const video = document.createElement("video");
  video.muted = true;
  video.playsInline = true;
  video.preload = "auto";
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new PosterError("timed out")), timeoutMs);
      const done = (failure?: Error) => {
        clearTimeout(timer);
        if (failure) reject(failure);
        else resolve();
      };
      video.addEventListener("error", () => done(new PosterError(video.error?.message || "cannot be decoded")));
      video.addEventListener("loadedmetadata", () => {
        if (!video.videoWidth || !video.videoHeight) return done(new PosterError("no picture"));
        video.currentTime = posterTime(video.duration);
      });
      video.addEventListener("seeked", () => done(), { once: true });
      video.src = url;
    });
    const size = posterSize(video.videoWidth, video.videoHeight);
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext("2d");
    if (!context) throw new PosterError("no canvas");
    context.drawImage(video, 0, 0, size.width, size.height);
    // A browser that cannot write WebP answers PNG instead: JPEG is smaller then.
    const webp = await encode(canvas, "image/webp");
    const blob = webp?.type === "image/webp" ? webp : await encode(canvas, "image/jpeg");
    if (!blob) throw new PosterError("the frame could not be encoded");
    return blob;
  } finally {
    video.removeAttribute("src");
    video.load();
    URL.revokeObjectURL(url);
  }
}
