import { fetchSettings } from "@/features/admin-settings/api";
import { SettingsForm } from "@/features/admin-settings/settings-form";
import { requireAdminSession } from "@/features/auth/guard";
import { useT } from "@/i18n/use-t";
import type { Route } from "./+types/settings";

export async function clientLoader() {
  // Loaders run side by side: the guard is checked here too, before any call is made.
  requireAdminSession();
  try {
    return { site: await fetchSettings() };
  } catch (error) {
    console.error("Could not load the site settings", error);
    return { site: null };
  }
}

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { site } = loaderData;
  return (
    <section>
      <h1>{t("settings.heading")}</h1>
      <p className="lead">{t("settings.intro")}</p>
      {site ? (
        <SettingsForm initial={site} />
      ) : (
        <p className="lead" role="alert" data-testid="settings-load-failed">
          {t("settings.loadFailed")}
        </p>
      )}
    </section>
  );
}
