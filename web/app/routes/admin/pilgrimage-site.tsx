import { Link } from "react-router";
import { fetchSite } from "@/features/admin-pages/api";
import { SiteEditor, editableSite } from "@/features/admin-pages/site-editor";
import { requireAdminSession } from "@/features/auth/guard";
import { useT } from "@/i18n/use-t";
import { ApiError } from "@/lib/api";
import type { Route } from "./+types/pilgrimage-site";

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  requireAdminSession();
  try {
    return { slug: params.slug, body: editableSite(await fetchSite(params.slug)), status: 200 };
  } catch (error) {
    if (!(error instanceof ApiError)) console.error("Could not load the pilgrimage site", error);
    return { slug: params.slug, body: null, status: error instanceof ApiError ? error.status : 0 };
  }
}

export default function AdminPilgrimageSite({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { slug, body, status } = loaderData;
  return (
    <section>
      <p>
        <Link to="/admin/pages">{t("pages.back")}</Link>
      </p>
      <h1>{body ? String(body.title ?? slug) : t("pages.sites.notFound")}</h1>
      {body ? (
        <SiteEditor key={slug} slug={slug} initial={body} />
      ) : status === 404 ? null : (
        <p className="lead" role="alert">
          {t("pages.loadFailed")}
        </p>
      )}
    </section>
  );
}
