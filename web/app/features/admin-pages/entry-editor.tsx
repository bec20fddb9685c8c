import { type FormEvent, type ReactNode, useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "@/components/toast/toast-store";
import { DraftNotice } from "@/features/admin-content/draft-notice";
import { HistoryPanel } from "@/features/admin-content/history-panel";
import { PreviewButton } from "@/features/admin-content/preview-button";
import { valueAt } from "@/features/admin-content/translation";
import { LanguageChoice } from "@/features/admin-content/translation-field";
import { useEditorLocale } from "@/features/admin-content/use-editor-locale";
import { useDraft } from "@/features/admin-content/use-draft";
import { SESSION_ENDED_URL, SessionEndedError } from "@/features/auth/api";
import { localisedPath } from "@/i18n/locales";
import { useT } from "@/i18n/use-t";
import { ApiError, NetworkError } from "@/lib/api";
import { uploadPageImage } from "./api";
import { type Json, type JsonObject, PICTURE_ALT, english, pathSteps, withValueAt } from "./fields";
import { JsonForm, type PictureUpload } from "./json-form";
import { TranslationForm } from "./translation-form";
import styles from "./admin-pages.module.css";

/** The pages that draw a photo of the priest's own in place of their built-in pictures. */
const PAGES_WITH_PICTURES: ReadonlySet<string> = new Set(["about"]);

interface EntryEditorProps {
  entity: "page" | "pilgrimage";
  id: string;
  /** What the server has now: the English text and its translations (`i18n`). */
  initial: JsonObject;
  /** The public page showing it, for the link after a save. */
  publicPath: string | null;
  save: (body: JsonObject) => Promise<JsonObject>;
  /** More actions beside Save (a pilgrimage site's removal). */
  actions?: ReactNode;
}

/**
 * One entry's editor: the form made from its body, kept as a draft in the browser until it is saved
 * (`useDraft`), its history (Restore puts an older version in the form, unsaved) and the preview of the
 * unsaved text. A save is answered once the public page shows it.
 *
 * The language choice (`?lang=hi` in the address) switches the form between the English, with every field,
 * and one translation, its texts beside their English (`TranslationForm`). The draft is the whole body, so
 * a save sends the English and every translation together.
 */
export function EntryEditor({ entity, id, initial, publicPath, save, actions }: EntryEditorProps) {
  const t = useT();
  const navigate = useNavigate();
  const draft = useDraft<JsonObject>(`${entity}/${id}`, initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saves, setSaves] = useState(0);
  const [locale, chooseLocale] = useEditorLocale();
  const shownPath = publicPath ? localisedPath(publicPath, locale) : null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setFailure(null);
    try {
      const stored = await save(draft.value);
      draft.saved(stored);
      setErrors({});
      setSaves((n) => n + 1);
      toast.success(t("pages.saved"));
    } catch (error) {
      if (error instanceof SessionEndedError) {
        navigate(SESSION_ENDED_URL);
        return;
      }
      if (error instanceof ApiError) {
        setErrors(Object.fromEntries(error.fieldErrors.map((e) => [e.field, e.message])));
        setFailure(
          error.status === 400
            ? t("pages.error.invalid", { message: error.message })
            : t("pages.error.other", { message: error.message }),
        );
      } else if (error instanceof NetworkError) {
        setFailure(t("pages.error.network"));
      } else {
        console.error("The save failed", error);
        setFailure(t("pages.error.other", { message: String(error) }));
      }
    } finally {
      setSaving(false);
    }
  }

  // A photo is saved on its own, at once: the stored page becomes the starting point, and the picture and
  // its description go into the draft, whose other unsaved changes stay.
  const onPicture: PictureUpload = async (path, file, alt, onProgress) => {
    try {
      const stored = await uploadPageImage(id, path, file, alt, ({ loaded, total }) =>
        onProgress(total ? loaded / total : 0),
      );
      const steps = pathSteps(path);
      const altSteps = [...steps.slice(0, -1), PICTURE_ALT[String(steps[steps.length - 1])]!];
      const at = (where: typeof steps) => (valueAt(stored, where) ?? null) as Json;
      draft.savedPart(stored, (current) => {
        const withPhoto = withValueAt(current, steps, at(steps));
        return withValueAt(withPhoto, altSteps, at(altSteps)) as JsonObject;
      });
      setSaves((n) => n + 1);
      toast.success(t("pages.picture.saved"));
    } catch (error) {
      if (error instanceof SessionEndedError) {
        navigate(SESSION_ENDED_URL);
        return;
      }
      if (error instanceof ApiError) {
        throw new Error(error.fieldErrors.map((e) => e.message).join(" ") || error.message, { cause: error });
      }
      if (error instanceof NetworkError) throw new Error(t("pages.error.network"), { cause: error });
      throw error;
    }
  };

  return (
    <form className={styles.editor} onSubmit={onSubmit} noValidate aria-busy={saving} data-testid="entry-editor">
      <DraftNotice draft={draft} />
      {failure ? (
        <div className={styles.failure} role="alert" data-testid="entry-failure">
          {failure}
        </div>
      ) : null}
      <LanguageChoice value={locale} onChange={chooseLocale} />
      {locale === "en" ? (
        <JsonForm
          value={english(draft.value)}
          onChange={(next) =>
            draft.setValue((current) => (current.i18n === undefined ? next : { ...next, i18n: current.i18n }))
          }
          errors={errors}
          disabled={saving}
          onPicture={entity === "page" && PAGES_WITH_PICTURES.has(id) ? onPicture : undefined}
        />
      ) : (
        <TranslationForm
          value={draft.value}
          locale={locale}
          onChange={draft.setValue}
          errors={errors}
          disabled={saving}
        />
      )}
      <HistoryPanel
        entity={entity}
        id={id}
        reloadKey={saves}
        onRestore={(body) => {
          // The version's translations too; one saved before there were any keeps today's.
          draft.setValue((current) => {
            const restored = body as JsonObject;
            const i18n = restored.i18n ?? current.i18n;
            return i18n === undefined ? english(restored) : { ...english(restored), i18n };
          });
          setErrors({});
          toast.success(t("content.history.restored"));
          window.scrollTo({ top: 0 });
        }}
      />
      <div className={styles.actions}>
        <button type="submit" className="btn" disabled={saving} data-testid="entry-save">
          {saving ? t("pages.saving") : t("pages.save")}
        </button>
        <PreviewButton entity={entity} id={id} body={draft.value} path={shownPath ?? undefined} disabled={saving} />
        {draft.dirty && !saving ? (
          <span className={styles.unsaved} data-testid="entry-unsaved">
            {t("pages.unsaved")}
          </span>
        ) : shownPath && !draft.dirty ? (
          <Link to={shownPath} className={styles.view} reloadDocument target="_blank" rel="noopener">
            {t("pages.view", { path: shownPath })}
          </Link>
        ) : null}
        {actions}
      </div>
    </form>
  );
}
