import { type FormEvent, useEffect, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Modal } from "@/components/modal";
import { toast } from "@/components/toast/toast-store";
import { RichTextEditor } from "@/features/admin-posts/rich-text-editor";
import { formatRupees } from "@/i18n/format";
import { localisedPath } from "@/i18n/locales";
import { useT } from "@/i18n/use-t";
import { ApiError } from "@/lib/api";
import {
  type BenefitPoint,
  type CategoryItem,
  type RitualInput,
  type RitualItem,
  createRitual,
  deleteRitual,
  descriptionHtml,
  getRitual,
  listCategories,
  slugFrom,
  updateRitual,
  uploadRitualImage,
} from "./api";
import { DraftNotice } from "@/features/admin-content/draft-notice";
import { HistoryPanel } from "@/features/admin-content/history-panel";
import { PreviewButton } from "@/features/admin-content/preview-button";
import { useDraft } from "@/features/admin-content/use-draft";
import { LanguageChoice } from "@/features/admin-content/translation-field";
import { useEditorLocale } from "@/features/admin-content/use-editor-locale";
import { RitualTranslation, type Translations, changedTranslations, editableTranslations } from "./ritual-translation";
import styles from "./admin-rituals.module.css";

interface Draft {
  title: string;
  slug: string;
  /** Whether the slug was typed (a new ritual's follows its title until then). */
  slugTyped: boolean;
  category: string;
  summary: string;
  description: string;
  heading: string;
  points: BenefitPoint[];
  dakshina: string;
  published: boolean;
  imageAlt: string;
  /** The translations by language (`ritual-translation.tsx`). */
  i18n: Translations;
}

const EMPTY: Draft = {
  title: "",
  slug: "",
  slugTyped: false,
  category: "",
  summary: "",
  description: "",
  heading: "Benefits",
  points: [{ title: "", description: "" }],
  dakshina: "",
  published: true,
  imageAlt: "",
  i18n: {},
};

function draftOf(item: RitualItem): Draft {
  const b = item.body;
  return {
    title: b.title,
    slug: b.slug,
    slugTyped: true,
    category: b.category,
    summary: b.summary,
    description: descriptionHtml(b.description),
    heading: b.benefits.heading,
    points: b.benefits.points.map((p) => ({ ...p })),
    dakshina: b.dakshina ? String(b.dakshina) : "",
    published: item.published,
    imageAlt: b.imageAlt,
    i18n: editableTranslations(b.i18n),
  };
}

/** The body the ritual would have once saved, with every translation: what the preview draws. */
function previewBody(item: RitualItem, input: RitualInput, i18n: Translations): RitualItem["body"] {
  const { dakshina, isPublished: _published, position: _position, i18n: _sent, ...fields } = input;
  const body = { ...item.body, ...fields, i18n } as RitualItem["body"];
  if (dakshina) body.dakshina = dakshina;
  else delete body.dakshina;
  return body;
}

/** `/admin/rituals/new` (no `slug`) and `/admin/rituals/:slug`. */
export function RitualEditor({ slug }: { slug?: string }) {
  const t = useT();
  const [item, setItem] = useState<RitualItem | null>(null);
  const [categories, setCategories] = useState<CategoryItem[] | null>(null);
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    listCategories(controller.signal)
      .then(setCategories)
      .catch(() => {});
    if (slug) {
      getRitual(slug, controller.signal)
        .then(setItem)
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 404) setMissing(true);
        });
    }
    return () => controller.abort();
  }, [slug]);

  if (missing) return <p role="alert">{t("rituals.notFound")}</p>;
  if (!categories || (slug && !item)) return <p aria-busy="true">{t("rituals.loading")}</p>;
  return <RitualForm key={item?.key ?? "new"} item={item} categories={categories} onSaved={setItem} />;
}

function RitualForm({
  item,
  categories,
  onSaved,
}: {
  item: RitualItem | null;
  categories: CategoryItem[];
  onSaved: (item: RitualItem) => void;
}) {
  const t = useT();
  const id = useId();
  const navigate = useNavigate();
  const initial = item ? draftOf(item) : { ...EMPTY, category: categories[0]?.key ?? "" };
  const draft = useDraft<Draft>(`ritual:${item?.key ?? "new"}`, initial);
  const d = draft.value;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [image, setImage] = useState<File | null>(null);
  const [editorKey, setEditorKey] = useState(0);
  const [chosen, chooseLocale] = useEditorLocale();
  // A new ritual is written in English first: its translations come with a later edit.
  const locale = item ? chosen : "en";
  // A draft kept from before the editor held translations has none: the stored ones stand.
  const translations = d.i18n ?? initial.i18n;
  const english = {
    title: d.title,
    summary: d.summary,
    description: d.description,
    heading: d.heading,
    points: d.points,
    imageAlt: d.imageAlt,
  };

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => draft.setValue((old) => ({ ...old, [key]: value }));
  const setTitle = (title: string) =>
    draft.setValue((old) => ({ ...old, title, slug: old.slugTyped ? old.slug : slugFrom(title) }));
  const setPoint = (index: number, field: keyof BenefitPoint, value: string) =>
    draft.setValue((old) => ({
      ...old,
      points: old.points.map((p, i) => (i === index ? { ...p, [field]: value } : p)),
    }));

  const input = (): RitualInput => ({
    title: d.title,
    ...(d.slug.trim() ? { slug: d.slug.trim() } : {}),
    category: d.category,
    summary: d.summary,
    description: d.description,
    benefits: { heading: d.heading, points: d.points.filter((p) => p.title.trim() || p.description.trim()) },
    dakshina: d.dakshina.trim() === "" ? null : Number(d.dakshina),
    isPublished: d.published,
    imageAlt: d.imageAlt,
    ...(item ? { i18n: changedTranslations(translations, initial.i18n, english) } : {}),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (image && !d.imageAlt.trim()) found.alt = t("rituals.altRequired");
    if (d.dakshina.trim() && !/^\d+$/.test(d.dakshina.trim())) found.dakshina = t("rituals.dakshinaWhole");
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      let saved = item ? await updateRitual(item.key, input()) : await createRitual(input());
      if (image) saved = await uploadRitualImage(saved.key, image, d.imageAlt.trim());
      draft.saved(draftOf(saved));
      setImage(null);
      toast.success(t("rituals.saved"));
      onSaved(saved);
      if (!item || saved.key !== item.key) navigate(`/admin/rituals/${saved.key}`, { replace: true });
    } catch (error) {
      if (error instanceof ApiError) {
        const named: Record<string, string> = {};
        for (const e of error.fieldErrors)
          named[e.field.replace(/^benefits\.points\[\d+\]\..*/, "benefits")] ??= e.message;
        if (error.status === 409) named.slug = error.message;
        // A translation at fault may be in a language not shown now: its message is said as well.
        const translationError = error.fieldErrors.some(
          (e) => !e.field.startsWith(`i18n.${locale}.`) && e.field.startsWith("i18n"),
        );
        if (Object.keys(named).length === 0 || translationError) toast.error(error.message);
        setErrors(named);
      } else {
        toast.error(t("rituals.error"));
      }
    } finally {
      setSaving(false);
    }
  };

  const onDelete = async () => {
    if (!item) return;
    setSaving(true);
    try {
      await deleteRitual(item.key);
      draft.saved(EMPTY);
      toast.success(t("rituals.deleted"));
      navigate("/admin/rituals");
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t("rituals.error"));
      setSaving(false);
    }
  };

  const err = (field: string) =>
    errors[field] ? (
      <p className={styles.error} id={`${id}-${field}-error`}>
        {errors[field]}
      </p>
    ) : null;
  const aria = (field: string) =>
    errors[field] ? { "aria-invalid": true, "aria-describedby": `${id}-${field}-error` } : {};
  const photo = item?.body.photo?.variants[0];

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="ritual-form">
      <div className={styles.head}>
        <h1>{item ? item.body.title : t("rituals.new")}</h1>
        <Link className="btn btn-outline" to="/admin/rituals">
          {t("rituals.back")}
        </Link>
      </div>
      <DraftNotice draft={draft} />
      {item ? <LanguageChoice value={locale} onChange={chooseLocale} /> : null}
      {locale !== "en" ? (
        <RitualTranslation
          locale={locale}
          english={english}
          translation={translations[locale] ?? {}}
          onChange={(next) =>
            draft.setValue((old) => ({ ...old, i18n: { ...(old.i18n ?? initial.i18n), [locale]: next } }))
          }
          errors={errors}
          editorKey={`${editorKey}-${draft.restored}`}
        />
      ) : (
        <>
          <label className={styles.field}>
            <span>{t("rituals.field.title")}</span>
            <input
              className={styles.input}
              value={d.title}
              onChange={(e) => setTitle(e.target.value)}
              {...aria("title")}
            />
            {err("title")}
          </label>
          <label className={styles.field}>
            <span>{t("rituals.field.slug")}</span>
            <input
              className={styles.input}
              value={d.slug}
              onChange={(e) => draft.setValue((old) => ({ ...old, slug: e.target.value, slugTyped: true }))}
              {...aria("slug")}
            />
            <small className={styles.hint}>{t("rituals.slugHint", { path: `/puja/${d.slug || "…"}` })}</small>
            {err("slug")}
          </label>
          <label className={styles.field}>
            <span>{t("rituals.field.category")}</span>
            <select className={styles.input} value={d.category} onChange={(e) => set("category", e.target.value)}>
              {categories.map((c) => (
                <option key={c.key} value={c.key}>
                  {c.body.name}
                </option>
              ))}
            </select>
            {err("category")}
          </label>
          <label className={styles.field}>
            <span>{t("rituals.field.summary")}</span>
            <textarea
              className={styles.input}
              rows={3}
              value={d.summary}
              onChange={(e) => set("summary", e.target.value)}
              {...aria("summary")}
            />
            {err("summary")}
          </label>
          <div className={styles.field}>
            <span id={`${id}-description`}>{t("rituals.field.description")}</span>
            <RichTextEditor
              key={`${editorKey}-${draft.restored}`}
              labelId={`${id}-description`}
              initialHtml={d.description}
              invalid={Boolean(errors.description)}
              describedBy={errors.description ? `${id}-description-error` : undefined}
              onChange={(html) => set("description", html)}
            />
            {err("description")}
          </div>
          <fieldset className={styles.group}>
            <legend>{t("rituals.field.benefits")}</legend>
            <label className={styles.field}>
              <span>{t("rituals.field.benefitsHeading")}</span>
              <input className={styles.input} value={d.heading} onChange={(e) => set("heading", e.target.value)} />
            </label>
            {d.points.map((point, index) => (
              <div key={index} className={styles.point} data-testid="benefit">
                <input
                  className={styles.input}
                  value={point.title}
                  onChange={(e) => setPoint(index, "title", e.target.value)}
                  aria-label={t("rituals.benefitTitle", { n: index + 1 })}
                  placeholder={t("rituals.benefitTitlePlaceholder")}
                />
                <textarea
                  className={styles.input}
                  rows={2}
                  value={point.description}
                  onChange={(e) => setPoint(index, "description", e.target.value)}
                  aria-label={t("rituals.benefitText", { n: index + 1 })}
                />
                <button
                  type="button"
                  className="btn btn-outline"
                  onClick={() =>
                    set(
                      "points",
                      d.points.filter((_, i) => i !== index),
                    )
                  }
                  aria-label={t("rituals.removeBenefit", { n: index + 1 })}
                >
                  {t("rituals.remove")}
                </button>
              </div>
            ))}
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => set("points", [...d.points, { title: "", description: "" }])}
            >
              {t("rituals.addBenefit")}
            </button>
            {err("benefits")}
          </fieldset>
          <label className={styles.field}>
            <span>{t("rituals.field.dakshina")}</span>
            <input
              className={styles.input}
              inputMode="numeric"
              value={d.dakshina}
              onChange={(e) => set("dakshina", e.target.value)}
              {...aria("dakshina")}
            />
            {/^\d+$/.test(d.dakshina.trim()) ? (
              <small className={styles.hint}>{formatRupees(Number(d.dakshina))}</small>
            ) : null}
            {err("dakshina")}
          </label>
          <fieldset className={styles.group}>
            <legend>{t("rituals.field.image")}</legend>
            {photo ? <img className={styles.thumb} src={photo.url} alt={item?.body.imageAlt ?? ""} /> : null}
            <label className={styles.field}>
              <span>{t("rituals.field.imageFile")}</span>
              <input
                type="file"
                accept="image/jpeg,image/png,image/webp"
                onChange={(e) => setImage(e.target.files?.[0] ?? null)}
                {...aria("image")}
              />
              {err("image")}
            </label>
            <label className={styles.field}>
              <span>{t("rituals.field.imageAlt")}</span>
              <input
                className={styles.input}
                value={d.imageAlt}
                onChange={(e) => set("imageAlt", e.target.value)}
                {...aria("alt")}
              />
              {err("alt")}
            </label>
          </fieldset>
          <label className={styles.check}>
            <input type="checkbox" checked={d.published} onChange={(e) => set("published", e.target.checked)} />
            <span>{t("rituals.field.published")}</span>
          </label>
        </>
      )}
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={saving} data-testid="save-ritual">
          {saving ? t("rituals.saving") : t("rituals.save")}
        </button>
        {item ? (
          <>
            <PreviewButton
              entity="ritual"
              id={item.key}
              body={previewBody(item, input(), translations)}
              path={localisedPath(`/puja/${item.key}`, locale)}
            />
            <a
              className="btn btn-outline"
              href={localisedPath(`/puja/${item.key}`, locale)}
              target="_blank"
              rel="noreferrer"
            >
              {t("rituals.view")}
            </a>
            <button type="button" className={styles.danger} disabled={saving} onClick={() => setConfirming(true)}>
              {t("rituals.delete")}
            </button>
          </>
        ) : null}
      </div>
      {item ? (
        <HistoryPanel
          entity="ritual"
          id={item.key}
          reloadKey={item.updatedAt}
          onRestore={(body) => {
            draft.setValue(draftOf({ ...item, body: body as RitualItem["body"] }));
            setEditorKey((k) => k + 1);
          }}
        />
      ) : null}
      <Modal open={confirming} onClose={() => setConfirming(false)} title={t("rituals.deleteTitle")}>
        <p>{t("rituals.deleteBody", { name: item?.body.title ?? "" })}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.danger} onClick={() => void onDelete()} data-testid="confirm-delete">
            {t("rituals.deleteConfirm")}
          </button>
          <button type="button" className="btn btn-outline" onClick={() => setConfirming(false)}>
            {t("rituals.cancel")}
          </button>
        </div>
      </Modal>
    </form>
  );
}
