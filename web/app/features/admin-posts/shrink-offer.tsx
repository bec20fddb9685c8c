import { useEffect, useRef, useState } from "react";
import type { MessageKey } from "@/i18n/messages";
import { useT } from "@/i18n/use-t";
import { megabytes } from "./shrink-plan";
import type { CannotShrink, Probe } from "./shrink-video";
import styles from "./admin-posts.module.css";

/** The shrinker, fetched only when a video is refused (its chunk is on no other screen). */
const loadShrinker = () => import("./shrink-video");

const REASONS: Record<CannotShrink, MessageKey> = {
  noWebCodecs: "darshan.shrink.noWebCodecs",
  unreadable: "darshan.shrink.unreadable",
  noVideo: "darshan.shrink.noVideo",
  cannotDecode: "darshan.shrink.cannotDecode",
  noH264Encoder: "darshan.shrink.noH264Encoder",
  audioNotCopyable: "darshan.shrink.audioNotCopyable",
  unknownSize: "darshan.shrink.unknownSize",
  tooLong: "darshan.shrink.tooLong",
  stillTooLarge: "darshan.shrink.stillTooLarge",
};

type State =
  | { step: "probing" }
  | { step: "ready"; probe: Extract<Probe, { ok: true }> }
  | { step: "cannot"; reason: CannotShrink; maxMinutes?: number }
  | { step: "converting"; progress: number }
  | { step: "failed"; message: string }
  | { step: "cancelled"; probe: Extract<Probe, { ok: true }> };

/**
 * Under a video the form refused (over 10 MB, or a phone's .mov): whether this browser can make it a smaller
 * MP4, and a button that does it with a progress bar and Cancel. `onDone` gets the result and how long it took.
 */
export function ShrinkOffer({
  file,
  onDone,
  disabled,
}: {
  file: File;
  onDone: (small: File, seconds: number) => void;
  disabled?: boolean;
}) {
  const t = useT();
  const [state, setState] = useState<State>({ step: "probing" });
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    let live = true;
    loadShrinker()
      .then(({ probeShrink }) => probeShrink(file))
      .then((probe) => {
        if (!live) return;
        setState(
          probe.ok ? { step: "ready", probe } : { step: "cannot", reason: probe.reason, maxMinutes: probe.maxMinutes },
        );
      })
      .catch((error: unknown) => {
        console.error("The video could not be examined", error);
        if (live) setState({ step: "cannot", reason: "unreadable" });
      });
    return () => {
      live = false;
      abort.current?.abort();
    };
  }, [file]);

  async function start(probe: Extract<Probe, { ok: true }>) {
    const controller = new AbortController();
    abort.current = controller;
    setState({ step: "converting", progress: 0 });
    const began = performance.now();
    try {
      const { shrinkVideo } = await loadShrinker();
      const small = await shrinkVideo(
        file,
        probe,
        (progress) => setState({ step: "converting", progress }),
        controller.signal,
      );
      onDone(small, (performance.now() - began) / 1000);
    } catch (error) {
      if (controller.signal.aborted) return setState({ step: "cancelled", probe });
      const { ShrinkError } = await loadShrinker();
      if (error instanceof ShrinkError) return setState({ step: "cannot", reason: error.reason });
      console.error("The video could not be made smaller", error);
      setState({ step: "failed", message: error instanceof Error ? error.message : String(error) });
    } finally {
      abort.current = null;
    }
  }

  const percent = state.step === "converting" ? Math.round(state.progress * 100) : 0;
  return (
    <div className={styles.shrink} data-testid="shrink" aria-live="polite">
      {state.step === "probing" ? <p className={styles.shrinkNote}>{t("darshan.shrink.checking")}</p> : null}
      {state.step === "ready" || state.step === "cancelled" ? (
        <>
          <p className={styles.shrinkNote} data-testid="shrink-plan">
            {state.step === "cancelled" ? `${t("darshan.shrink.cancelled")} ` : null}
            {t("darshan.shrink.plan", {
              size: megabytes(state.probe.plan.estimatedBytes),
              width: state.probe.plan.width,
              height: state.probe.plan.height,
            })}
          </p>
          <button type="button" className="btn" disabled={disabled} onClick={() => start(state.probe)}>
            {t("darshan.shrink.button")}
          </button>
        </>
      ) : null}
      {state.step === "converting" ? (
        <div className={styles.shrinkProgress} role="status">
          <span>{t("darshan.shrink.converting")}</span>
          <progress
            className={styles.progress}
            max={100}
            value={percent}
            aria-label={t("darshan.shrink.progress")}
            data-testid="shrink-progress"
          />
          <span className={styles.percent} aria-hidden="true">
            {percent}%
          </span>
          <button type="button" className="btn btn-outline" onClick={() => abort.current?.abort()}>
            {t("darshan.shrink.cancel")}
          </button>
        </div>
      ) : null}
      {state.step === "cannot" ? (
        <p className={styles.shrinkNote} data-testid="shrink-cannot">
          {t(REASONS[state.reason], { minutes: state.maxMinutes ?? 0 })}
        </p>
      ) : null}
      {state.step === "failed" ? (
        <p className={styles.shrinkNote} data-testid="shrink-cannot">
          {t("darshan.shrink.failed", { message: state.message })}
        </p>
      ) : null}
    </div>
  );
}
