import { useState } from "react";
import { useNavigate } from "react-router";
import { Modal } from "@/components/modal";
import { SESSION_ENDED_URL, SessionEndedError } from "@/features/auth/api";
import { useT } from "@/i18n/use-t";
import { ApiError } from "@/lib/api";
import { type EntryRef, type Preview, fetchPreview } from "./api";
import styles from "./admin-content.module.css";

interface PreviewButtonProps extends EntryRef {
  /** The unsaved body, as the editor would save it. */
  body: unknown;
  /** Which page to show, when the entry shows on several (the entry's own page when absent). */
  path?: string;
  disabled?: boolean;
}

/**
 * Shows the public page as it will look once the unsaved change is saved: the server draws it with its own
 * render engine (nothing is saved or served) and it is shown in a sandboxed frame, where no script runs
 * (`sandbox` without `allow-scripts`): the picture of the page, not a second live copy of it.
 */
export function PreviewButton({ entity, id, body, path, disabled }: PreviewButtonProps) {
  const t = useT();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function show() {
    setBusy(true);
    setProblem(null);
    try {
      setPreview(await fetchPreview({ entity, id }, body, path));
    } catch (error) {
      if (error instanceof SessionEndedError) {
        navigate(SESSION_ENDED_URL);
        return;
      }
      setProblem(
        error instanceof ApiError && error.message
          ? t("content.preview.failedWith", { message: error.message })
          : t("content.preview.failed"),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className="btn btn-outline"
        onClick={() => void show()}
        disabled={busy || disabled}
        data-testid="preview-button"
      >
        {busy ? t("content.preview.drawing") : t("content.preview.open")}
      </button>
      {problem ? (
        <p className={styles.problem} role="alert" data-testid="preview-failed">
          {problem}
        </p>
      ) : null}
      <Modal
        open={preview !== null}
        onClose={() => setPreview(null)}
        title={t("content.preview.title", { path: preview?.path ?? "" })}
        size="wide"
        data-testid="preview-dialog"
      >
        {preview ? (
          <iframe
            className={styles.frame}
            title={t("content.preview.frame", { path: preview.path })}
            // No allow-scripts: the page's HTML only. allow-same-origin lets its styles and fonts load.
            sandbox="allow-same-origin"
            srcDoc={preview.html}
            data-testid="preview-frame"
          />
        ) : null}
      </Modal>
    </>
  );
}
