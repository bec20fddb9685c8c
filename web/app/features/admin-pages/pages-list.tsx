import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "@/components/toast/toast-store";
import { SESSION_ENDED_URL, SessionEndedError } from "@/features/auth/api";
import { type MessageKey } from "@/i18n/messages";
import { useT } from "@/i18n/use-t";
import { ApiError } from "@/lib/api";
import { type SiteEntry, createSite, orderSites } from "./api";
import { type JsonObject, PAGE_KEYS, blankLike, move, slugify } from "./fields";
import styles from "./admin-pages.module.css";

/**
 * Admin → Pages: every page whose texts the priest edits, and the pilgrimage sites, which he can add, put
 * in order and open. A new site starts as a draft, shaped like the first site, with its texts empty.
 */
export function PagesList({ initialSites }: { initialSites: SiteEntry[] }) {
  const t = useT();
  const navigate = useNavigate();
  const [sites, setSites] = useState(initialSites);
  const [busy, setBusy] = useState(false);
  const [title, setTitle] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  function onFailure(error: unknown) {
    if (error instanceof SessionEndedError) {
      navigate(SESSION_ENDED_URL);
      return;
    }
    setProblem(error instanceof ApiError ? error.message : t("pages.error.network"));
  }

  async function reorder(from: number, to: number) {
    const next = move(sites, from, to);
    setBusy(true);
    setProblem(null);
    try {
      await orderSites(next.map((s) => s.key));
      setSites(next);
      toast.success(t("pages.sites.ordered"));
    } catch (error) {
      onFailure(error);
    } finally {
      setBusy(false);
    }
  }

  async function onCreate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const slug = slugify(title);
    if (!title.trim() || !slug) {
      setProblem(t("pages.sites.titleNeeded"));
      return;
    }
    const model = sites[0]?.body ?? {};
    const body = { ...(blankLike(model) as JsonObject), title: title.trim(), slug, isPublished: false };
    delete (body as JsonObject).i18n;
    setBusy(true);
    setProblem(null);
    try {
      await createSite(body);
      navigate(`/admin/pages/pilgrimage/${slug}`);
    } catch (error) {
      onFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.list}>
      <section aria-labelledby="pages-heading" className={styles.panel}>
        <h2 id="pages-heading">{t("pages.listHeading")}</h2>
        <ul className={styles.links}>
          {PAGE_KEYS.map(({ key, path }) => (
            <li key={key}>
              <Link to={`/admin/pages/${key}`} className={styles.row} data-testid={`page-${key}`}>
                <span className={styles.rowTitle}>{t(`pages.name.${key}` as MessageKey)}</span>
                <span className={styles.rowMeta}>{key === "footer" ? t("pages.everyPage") : path}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="sites-heading" className={styles.panel}>
        <h2 id="sites-heading">{t("pages.sites.heading")}</h2>
        {problem ? (
          <p className={styles.failure} role="alert">
            {problem}
          </p>
        ) : null}
        <ol className={styles.links}>
          {sites.map((site, index) => (
            <li key={site.key} className={styles.siteRow}>
              <Link to={`/admin/pages/pilgrimage/${site.key}`} className={styles.row} data-testid={`site-${site.key}`}>
                <span className={styles.rowTitle}>{String(site.body.title ?? site.key)}</span>
                <span className={styles.rowMeta}>
                  {site.isPublished ? `/details/${site.key}` : t("pages.sites.draft")}
                </span>
              </Link>
              <button
                type="button"
                className={styles.small}
                disabled={busy || index === 0}
                onClick={() => void reorder(index, index - 1)}
                aria-label={t("pages.sites.up", { title: String(site.body.title ?? site.key) })}
              >
                ↑
              </button>
              <button
                type="button"
                className={styles.small}
                disabled={busy || index === sites.length - 1}
                onClick={() => void reorder(index, index + 1)}
                aria-label={t("pages.sites.down", { title: String(site.body.title ?? site.key) })}
              >
                ↓
              </button>
            </li>
          ))}
        </ol>
        <form className={styles.create} onSubmit={onCreate}>
          <label htmlFor="new-site-title" className={styles.label}>
            {t("pages.sites.newTitle")}
          </label>
          <div className={styles.createRow}>
            <input
              id="new-site-title"
              className={styles.input}
              value={title}
              maxLength={300}
              onChange={(e) => setTitle(e.target.value)}
            />
            <button type="submit" className="btn" disabled={busy}>
              {t("pages.sites.add")}
            </button>
          </div>
          {title ? <p className={styles.hint}>{t("pages.sites.address", { slug: slugify(title) || "…" })}</p> : null}
        </form>
      </section>
    </div>
  );
}
