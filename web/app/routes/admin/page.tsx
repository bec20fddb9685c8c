import { Link } from "react-router";
import { fetchPage, savePage } from "@/features/admin-pages/api";
import { EntryEditor } from "@/features/admin-pages/entry-editor";
import { PAGE_KEYS, pagePath } from "@/features/admin-pages/fields";
import { requireAdminSession } from "@/features/auth/guard";
import type { MessageKey } from "@/i18n/messages";
import { useT } from "@/i18n/use-t";
import type { Route } from "./+types/page";

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  requireAdminSession();
  const key = params.key;
  if (!PAGE_KEYS.some((p) => p.key === key)) return { key, body: null, missing: true };
  try {
    return { key, body: await fetchPage(key), missing: false };
  } catch (error) {
    console.error("Could not load the page's texts", error);
    return { key, body: null, missing: false };
  }
}

export default function AdminPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { key, body, missing } = loaderData;
  return (
    <section>
      <p>
        <Link to="/admin/pages">{t("pages.back")}</Link>
      </p>
      <h1>{missing ? t("pages.notFound") : t(`pages.name.${key}` as MessageKey)}</h1>
      {body ? (
        <EntryEditor
          key={key}
          entity="page"
          id={key}
          initial={body}
          publicPath={pagePath(key)}
          save={(next) => savePage(key, next)}
        />
      ) : missing ? null : (
        <p className="lead" role="alert">
          {t("pages.loadFailed")}
        </p>
      )}
    </section>
  );
}
