import { fetchSites } from "@/features/admin-pages/api";
import { PagesList } from "@/features/admin-pages/pages-list";
import { requireAdminSession } from "@/features/auth/guard";
import { useT } from "@/i18n/use-t";
import type { Route } from "./+types/pages";

export async function clientLoader() {
  requireAdminSession();
  try {
    return { sites: await fetchSites() };
  } catch (error) {
    console.error("Could not load the pilgrimage sites", error);
    return { sites: null };
  }
}

export default function AdminPages({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <section>
      <h1>{t("pages.heading")}</h1>
      <p className="lead">{t("pages.intro")}</p>
      {loaderData.sites ? (
        <PagesList initialSites={loaderData.sites} />
      ) : (
        <p className="lead" role="alert">
          {t("pages.loadFailed")}
        </p>
      )}
    </section>
  );
}
