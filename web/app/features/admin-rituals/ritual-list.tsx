import { type FormEvent, useCallback, useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import { toast } from "@/components/toast/toast-store";
import { formatRupees } from "@/i18n/format";
import { useT } from "@/i18n/use-t";
import { ApiError } from "@/lib/api";
import {
  type CategoryItem,
  type RitualItem,
  listCategories,
  listRituals,
  orderCategories,
  renameCategory,
  updateRitual,
} from "./api";
import styles from "./admin-rituals.module.css";

/** `/admin/rituals`: the catalogue by category, searchable; rituals and categories moved up and down. */
export function RitualList() {
  const t = useT();
  const [rituals, setRituals] = useState<RitualItem[] | null>(null);
  const [categories, setCategories] = useState<CategoryItem[]>([]);
  const [query, setQuery] = useState("");
  const [only, setOnly] = useState("");
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const load = useCallback(
    (signal?: AbortSignal) =>
      Promise.all([listRituals(signal), listCategories(signal)]).then(
        ([r, c]) => {
          setRituals(r);
          setCategories(c);
          setFailed(false);
        },
        () => {
          if (!signal?.aborted) setFailed(true);
        },
      ),
    [],
  );

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([listRituals(controller.signal), listCategories(controller.signal)]).then(
      ([r, c]) => {
        setRituals(r);
        setCategories(c);
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, []);

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      await load();
      toast.success(done);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t("rituals.error"));
    } finally {
      setBusy(false);
    }
  };

  const needle = query.trim().toLowerCase();
  const shown = useMemo(
    () =>
      (rituals ?? []).filter(
        (r) =>
          (!only || r.body.category === only) &&
          (!needle || r.body.title.toLowerCase().includes(needle) || r.key.includes(needle)),
      ),
    [rituals, only, needle],
  );

  const moveCategory = (index: number, by: -1 | 1) => {
    const order = categories.map((c) => c.key);
    const [moved] = order.splice(index, 1);
    order.splice(index + by, 0, moved!);
    void run(() => orderCategories(order), t("rituals.categoryMoved"));
  };

  const [renaming, setRenaming] = useState<{ key: string; name: string } | null>(null);
  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (!renaming) return;
    const { key, name } = renaming;
    setRenaming(null);
    if (name.trim() === "" || name.trim() === categories.find((c) => c.key === key)?.body.name) return;
    void run(() => renameCategory(key, name.trim()), t("rituals.categoryRenamed"));
  };

  if (failed) return <p role="alert">{t("rituals.loadFailed")}</p>;
  if (!rituals) return <p aria-busy="true">{t("rituals.loading")}</p>;

  return (
    <section className={styles.page} aria-busy={busy}>
      <div className={styles.head}>
        <h1>{t("rituals.heading")}</h1>
        <Link className="btn btn-primary" to="/admin/rituals/new" data-testid="add-ritual">
          {t("rituals.add")}
        </Link>
      </div>
      <div className={styles.filters} role="search">
        <label className={styles.field}>
          <span>{t("rituals.search")}</span>
          <input
            className={styles.input}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t("rituals.searchPlaceholder")}
          />
        </label>
        <label className={styles.field}>
          <span>{t("rituals.filterCategory")}</span>
          <select className={styles.input} value={only} onChange={(e) => setOnly(e.target.value)}>
            <option value="">{t("rituals.allCategories")}</option>
            {categories.map((c) => (
              <option key={c.key} value={c.key}>
                {c.body.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {categories.map((category, index) => {
        const inCategory = shown.filter((r) => r.body.category === category.key);
        const all = rituals.filter((r) => r.body.category === category.key);
        if (only && only !== category.key) return null;
        return (
          <section key={category.key} className={styles.category} data-testid={`category-${category.key}`}>
            <div className={styles.categoryHead}>
              {renaming?.key === category.key ? (
                <form className={styles.renameForm} onSubmit={rename}>
                  <label className={styles.field}>
                    <span>{t("rituals.renamePrompt")}</span>
                    <input
                      className={styles.input}
                      value={renaming.name}
                      onChange={(e) => setRenaming({ key: category.key, name: e.target.value })}
                      autoFocus
                    />
                  </label>
                  <button type="submit" className="btn btn-primary">
                    {t("rituals.save")}
                  </button>
                  <button type="button" className="btn btn-outline" onClick={() => setRenaming(null)}>
                    {t("rituals.cancel")}
                  </button>
                </form>
              ) : (
                <h2>{category.body.name}</h2>
              )}
              <div className={styles.rowActions}>
                <button
                  type="button"
                  className="btn btn-outline"
                  disabled={busy}
                  onClick={() => setRenaming({ key: category.key, name: category.body.name })}
                  aria-label={t("rituals.renameNamed", { name: category.body.name })}
                >
                  {t("rituals.rename")}
                </button>
                <button
                  type="button"
                  className={styles.iconButton}
                  disabled={busy || index === 0}
                  onClick={() => moveCategory(index, -1)}
                  aria-label={t("rituals.moveUpNamed", { name: category.body.name })}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className={styles.iconButton}
                  disabled={busy || index === categories.length - 1}
                  onClick={() => moveCategory(index, 1)}
                  aria-label={t("rituals.moveDownNamed", { name: category.body.name })}
                >
                  ↓
                </button>
              </div>
            </div>
            {inCategory.length === 0 ? <p className={styles.empty}>{t("rituals.none")}</p> : null}
            <ul className={styles.list}>
              {inCategory.map((ritual) => {
                const at = all.findIndex((r) => r.key === ritual.key);
                return (
                  <li key={ritual.key} className={styles.row} data-testid="ritual-row">
                    <div className={styles.rowText}>
                      <Link to={`/admin/rituals/${ritual.key}`} className={styles.rowTitle}>
                        {ritual.body.title}
                      </Link>
                      <span className={styles.meta}>
                        /puja/{ritual.key}
                        {ritual.body.dakshina ? ` · ${formatRupees(ritual.body.dakshina)}` : ""}
                      </span>
                      <span className={ritual.published ? styles.published : styles.draft}>
                        {ritual.published ? t("rituals.published") : t("rituals.draft")}
                      </span>
                    </div>
                    <div className={styles.rowActions}>
                      <button
                        type="button"
                        className={styles.iconButton}
                        disabled={busy || at <= 0}
                        onClick={() =>
                          void run(() => updateRitual(ritual.key, { position: at - 1 }), t("rituals.moved"))
                        }
                        aria-label={t("rituals.moveUpNamed", { name: ritual.body.title })}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        className={styles.iconButton}
                        disabled={busy || at === all.length - 1}
                        onClick={() =>
                          void run(() => updateRitual(ritual.key, { position: at + 1 }), t("rituals.moved"))
                        }
                        aria-label={t("rituals.moveDownNamed", { name: ritual.body.title })}
                      >
                        ↓
                      </button>
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </section>
  );
}
