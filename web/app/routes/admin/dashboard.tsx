import { Link } from "react-router";
import { BookingsSummary } from "@/features/admin-orders/bookings-summary";
import { fetchCurrentUser } from "@/features/auth/api";
import { redirectIfSessionEnded, requireAdminSession } from "@/features/auth/guard";
import { useT } from "@/i18n/use-t";
import type { Route } from "./+types/dashboard";
import styles from "./layout.module.css";

export async function clientLoader() {
  // Loaders run side by side: the guard is checked here too, before any call is made.
  requireAdminSession();
  try {
    return { user: await fetchCurrentUser() };
  } catch (error) {
    redirectIfSessionEnded(error);
    console.error("Could not load the signed-in administrator", error);
    return { user: null };
  }
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { user } = loaderData;
  return (
    <section>
      <h1>{t("admin.dashboard.title")}</h1>
      {user ? (
        <>
          <p className={styles.greeting} data-testid="admin-greeting">
            {t("admin.dashboard.greeting", { name: user.fullName })}
          </p>
          <p className="lead">{t("admin.dashboard.intro")}</p>
          <p className={styles.actions}>
            <Link className="btn" to="/admin/daily-darshan/new">
              {t("admin.dashboard.darshanNew")}
            </Link>
            <Link className="btn btn-outline" to="/admin/daily-darshan">
              {t("admin.dashboard.darshanList")}
            </Link>
            <Link className="btn btn-outline" to="/admin/settings">
              {t("admin.dashboard.settings")}
            </Link>
          </p>
          <BookingsSummary />
        </>
      ) : (
        <p className="lead" role="alert">
          {t("admin.dashboard.loadFailed")}
        </p>
      )}
    </section>
  );
}
