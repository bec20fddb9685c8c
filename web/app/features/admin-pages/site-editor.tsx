import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "@/components/toast/toast-store";
import { SESSION_ENDED_URL, SessionEndedError } from "@/features/auth/api";
import { useT } from "@/i18n/use-t";
import { ApiError } from "@/lib/api";
import { type SiteEntry, deleteSite, saveSite } from "./api";
import { EntryEditor } from "./entry-editor";
import type { JsonObject } from "./fields";
import styles from "./admin-pages.module.css";

/** A site as the editor holds it: its texts (with their translations) and whether it is published. */
export function editableSite(site: Pick<SiteEntry, "body" | "isPublished">): JsonObject {
  return { isPublished: site.isPublished, ...site.body };
}

/** A pilgrimage site's editor: its texts, published or not, and its removal (asked first). */
export function SiteEditor({ slug, initial }: { slug: string; initial: JsonObject }) {
  const t = useT();
  const navigate = useNavigate();
  const [removing, setRemoving] = useState(false);

  async function remove() {
    if (!window.confirm(t("pages.sites.confirmRemove", { title: String(initial.title ?? slug) }))) return;
    setRemoving(true);
    try {
      await deleteSite(slug);
      toast.success(t("pages.sites.removed"));
      navigate("/admin/pages");
    } catch (error) {
      if (error instanceof SessionEndedError) {
        navigate(SESSION_ENDED_URL);
        return;
      }
      toast.error(error instanceof ApiError ? error.message : t("pages.error.network"));
      setRemoving(false);
    }
  }

  return (
    <EntryEditor
      key={slug}
      entity="pilgrimage"
      id={slug}
      initial={initial}
      publicPath={`/details/${slug}`}
      save={async (next) => editableSite(await saveSite(slug, next))}
      actions={
        <button
          type="button"
          className={styles.danger}
          disabled={removing}
          onClick={() => void remove()}
          data-testid="site-remove"
        >
          {t("pages.sites.remove")}
        </button>
      }
    />
  );
}
