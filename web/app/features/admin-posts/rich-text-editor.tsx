import { useEffect, useEffectEvent, useRef, useState } from "react";
import type Quill from "quill";
import type { MessageKey } from "@/i18n/messages";
import { useT } from "@/i18n/use-t";
import styles from "./admin-posts.module.css";

interface RichTextEditorProps {
  /** Names the editing area (the id of its visible label). */
  labelId: string;
  /** Describes the editing area (an error message's id), when there is one. */
  describedBy?: string;
  invalid?: boolean;
  placeholder?: string;
  /** The HTML to start from. Read once: remount (change `key`) to start again. */
  initialHtml?: string;
  onChange: (html: string) => void;
}

/** Quill names its buttons after formats ("bold", "list: ordered"); these are the names people hear. */
const BUTTON_LABELS: Record<string, MessageKey> = {
  bold: "darshan.editor.bold",
  italic: "darshan.editor.italic",
  underline: "darshan.editor.underline",
  link: "darshan.editor.link",
  "list: ordered": "darshan.editor.ordered",
  "list: bullet": "darshan.editor.bullet",
  "indent: -1": "darshan.editor.outdent",
  "indent: +1": "darshan.editor.indent",
  clean: "darshan.editor.clean",
};

/**
 * The Quill editor (snow theme). Quill is imported in the effect, so it only loads when this component
 * is on screen, which happens only in the admin area.
 */
export function RichTextEditor({
  labelId,
  describedBy,
  invalid,
  placeholder,
  initialHtml,
  onChange,
}: RichTextEditorProps) {
  const t = useT();
  const hostRef = useRef<HTMLDivElement>(null);
  const quillRef = useRef<Quill | null>(null);
  const changed = useEffectEvent((html: string) => onChange(html));
  const [ready, setReady] = useState(false);
  const initial = useRef(initialHtml);

  /** Names for the toolbar's controls, which Quill leaves unnamed or named by format. */
  const label = useEffectEvent((host: HTMLElement) => {
    const toolbar = host.querySelector(".ql-toolbar");
    toolbar?.setAttribute("role", "toolbar");
    toolbar?.setAttribute("aria-label", t("darshan.editor.toolbar"));
    for (const button of host.querySelectorAll<HTMLButtonElement>(".ql-toolbar button")) {
      const key = BUTTON_LABELS[button.getAttribute("aria-label") ?? ""];
      if (key) button.setAttribute("aria-label", t(key));
    }
    host.querySelector(".ql-header .ql-picker-label")?.setAttribute("aria-label", t("darshan.editor.heading"));
    for (const item of host.querySelectorAll<HTMLElement>(".ql-header .ql-picker-item")) {
      const level = item.dataset.value;
      item.setAttribute("aria-label", level ? t("darshan.editor.headingLevel", { level }) : t("darshan.editor.normal"));
    }
  });

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let cancelled = false;
    // Quill puts its toolbar beside the element it is given: give it one of its own inside the host, so
    // React never sees what Quill adds.
    void import("./quill-setup")
      .then(({ createEditor }) => {
        if (cancelled) return;
        const area = document.createElement("div");
        host.appendChild(area);
        const quill = createEditor(area, placeholder ?? "");
        if (initial.current) quill.clipboard.dangerouslyPasteHTML(initial.current, "silent");
        quill.root.setAttribute("role", "textbox");
        quill.root.setAttribute("aria-multiline", "true");
        quill.root.setAttribute("aria-labelledby", labelId);
        quill.root.dataset.testid = "editor";
        label(host);
        quill.on("text-change", () => changed(quill.root.innerHTML));
        quillRef.current = quill;
        setReady(true);
      })
      .catch((error: unknown) => console.error("The editor could not be loaded", error));
    return () => {
      cancelled = true;
      quillRef.current = null;
      host.replaceChildren();
    };
  }, [labelId, placeholder]);

  useEffect(() => {
    const root = quillRef.current?.root;
    if (!root) return;
    if (describedBy) root.setAttribute("aria-describedby", describedBy);
    else root.removeAttribute("aria-describedby");
    root.setAttribute("aria-invalid", String(Boolean(invalid)));
  }, [describedBy, invalid, ready]);

  return (
    <div className={styles.editor} data-invalid={invalid ? "true" : undefined}>
      {ready ? null : (
        <p className={styles.editorLoading} role="status">
          {t("darshan.form.editorLoading")}
        </p>
      )}
      <div ref={hostRef} />
    </div>
  );
}
