/**
 * Makes a video over the upload limit smaller in the browser, with WebCodecs through mediabunny: the picture
 * re-encoded as H.264 at 720p or less at the bitrate `planShrink` chose, every sound track copied packet for
 * packet (never re-encoded: many browsers, Debian's Chromium among them, have no AAC encoder, and a copy loses
 * nothing). Loaded with `import()` by the create form only when a video is refused, so no other screen carries
 * it. The server checks the result like any upload.
 */
import {
  MP4,
  BlobSource,
  BufferTarget,
  Conversion,
  ConversionCanceledError,
  Input,
  type InputAudioTrack,
  Mp4OutputFormat,
  Output,
  QTFF,
  Quality,
  canEncodeVideo,
} from "mediabunny";
import { MAX_VIDEO_BYTES } from "@/features/darshan/validate";
import { type ShrinkPlan, type ShrinkSource, TARGET_BYTES, planShrink } from "./shrink-plan";

/** Why a video cannot be made smaller here, each said plainly by the form. */
export type CannotShrink =
  | "noWebCodecs"
  | "unreadable"
  | "noVideo"
  | "cannotDecode"
  | "noH264Encoder"
  | "audioNotCopyable"
  | "unknownSize"
  | "tooLong"
  | "stillTooLarge";

export type Probe =
  | { ok: true; source: ShrinkSource; plan: Extract<ShrinkPlan, { ok: true }> }
  | { ok: false; reason: CannotShrink; maxMinutes?: number };

export class ShrinkError extends Error {
  constructor(
    readonly reason: CannotShrink,
    detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
    this.name = "ShrinkError";
  }
}

function open(file: File): Input {
  // Only what phones record (MP4 and QuickTime): the other demuxers stay out of the chunk.
  return new Input({ source: new BlobSource(file), formats: [MP4, QTFF] });
}

/** The sound tracks' bytes, from the file's packet tables (nothing is decoded). */
async function audioBytes(tracks: InputAudioTrack[]): Promise<number> {
  let bytes = 0;
  for (const track of tracks) {
    const [stats, duration] = await Promise.all([track.computePacketStats(), track.computeDuration()]);
    bytes += (stats.averageBitrate * Math.max(0, duration)) / 8;
  }
  return Math.ceil(bytes);
}

/** Whether and how `file` can be made smaller in this browser, read from its tables without decoding it. */
export async function probeShrink(file: File): Promise<Probe> {
  if (typeof VideoEncoder === "undefined" || typeof VideoDecoder === "undefined") {
    return { ok: false, reason: "noWebCodecs" };
  }
  const input = open(file);
  try {
    let video;
    let audio: InputAudioTrack[];
    try {
      video = await input.getPrimaryVideoTrack();
      audio = await input.getAudioTracks();
    } catch {
      return { ok: false, reason: "unreadable" };
    }
    if (!video) return { ok: false, reason: "noVideo" };
    if (!(await video.canDecode())) return { ok: false, reason: "cannotDecode" };
    const copyable = new Mp4OutputFormat().getSupportedAudioCodecs() as string[];
    for (const track of audio) {
      const codec = await track.getCodec();
      if (!codec || !copyable.includes(codec)) return { ok: false, reason: "audioNotCopyable" };
    }
    const source: ShrinkSource = {
      width: await video.getDisplayWidth(),
      height: await video.getDisplayHeight(),
      durationSecs: await input.computeDuration(),
      audioBytes: await audioBytes(audio),
    };
    const plan = planShrink(source);
    if (!plan.ok) return plan.reason === "tooLong" ? plan : { ok: false, reason: plan.reason };
    const bitrate = new Quality({ bitrate: plan.videoBitrate });
    if (!(await canEncodeVideo("avc", { width: plan.width, height: plan.height, quality: bitrate }))) {
      return { ok: false, reason: "noH264Encoder" };
    }
    return { ok: true, source, plan };
  } finally {
    input.dispose();
  }
}

/** The result as a File named after the original, always `.mp4`. */
function mp4Named(original: File, buffer: ArrayBuffer): File {
  const base = original.name.replace(/\.[^.]*$/, "") || "video";
  return new File([buffer], `${base}-small.mp4`, { type: "video/mp4" });
}

/**
 * One conversion at `plan`: two composable conversions into one MP4, the picture transcoded and the sound
 * copied (`copy: forced` discards a track rather than re-encode it, and a discarded track stops the whole).
 */
async function convert(
  file: File,
  plan: Extract<ShrinkPlan, { ok: true }>,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<ArrayBuffer> {
  const input = open(file);
  const target = new BufferTarget();
  const output = new Output({ format: new Mp4OutputFormat({ fastStart: "in-memory" }), target });
  const conversions: Conversion[] = [];
  const cancel = () => {
    for (const c of conversions) void c.cancel();
  };
  signal.addEventListener("abort", cancel, { once: true });
  try {
    const picture = await Conversion.init({
      input,
      output,
      composable: true,
      showWarnings: false,
      audio: { discard: true },
      video: {
        codec: "avc",
        width: plan.width,
        height: plan.height,
        fit: "fill",
        allowTransformationMetadata: false,
        forceTranscode: true,
        quality: new Quality({ bitrate: plan.videoBitrate }),
      },
    });
    conversions.push(picture);
    const hasAudio = (await input.getAudioTracks()).length > 0;
    const sound = hasAudio
      ? await Conversion.init({
          input,
          output,
          composable: true,
          showWarnings: false,
          video: { discard: true },
          copy: { mode: "forced" },
        })
      : null;
    if (sound) conversions.push(sound);
    for (const c of conversions) {
      const dropped = c.discardedTracks.filter((d) => d.reason !== "discarded_by_user");
      if (dropped.length > 0) {
        const reasons = dropped.map((d) => `${d.track.type} ${d.reason}`).join(", ");
        throw new ShrinkError(dropped[0]!.track.type === "audio" ? "audioNotCopyable" : "cannotDecode", reasons);
      }
    }
    if (signal.aborted) throw new ConversionCanceledError();
    picture.onProgress = (fraction) => onProgress(Math.min(1, fraction));
    await output.start();
    await Promise.all(conversions.map((c) => c.execute()));
    await output.finalize();
    if (!target.buffer) throw new Error("the conversion wrote nothing");
    onProgress(1);
    return target.buffer;
  } catch (error) {
    if (output.state !== "finalized" && output.state !== "canceled") await output.cancel().catch(() => {});
    throw error;
  } finally {
    signal.removeEventListener("abort", cancel);
    input.dispose();
  }
}

/**
 * Makes `file` smaller as `probe` planned. If the encoder overshot the limit, tries once more with the target
 * lowered by the overshoot; past that, `ShrinkError("stillTooLarge")`. Cancelling through `signal` rejects
 * with an `AbortError`.
 */
export async function shrinkVideo(
  file: File,
  probe: Extract<Probe, { ok: true }>,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<File> {
  let plan = probe.plan;
  for (let attempt = 0; attempt < 2; attempt++) {
    let buffer: ArrayBuffer;
    try {
      // The second try's progress runs over the same bar again.
      buffer = await convert(file, plan, onProgress, signal);
    } catch (error) {
      if (error instanceof ConversionCanceledError || signal.aborted) {
        throw new DOMException("The conversion was cancelled", "AbortError");
      }
      throw error;
    }
    if (buffer.byteLength <= MAX_VIDEO_BYTES) return mp4Named(file, buffer);
    const lowered = planShrink(probe.source, Math.floor((TARGET_BYTES * TARGET_BYTES) / buffer.byteLength));
    if (!lowered.ok) break;
    plan = lowered;
  }
  throw new ShrinkError("stillTooLarge");
}
