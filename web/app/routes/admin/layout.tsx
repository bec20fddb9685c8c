import { type ReactNode, useState } from "react";
import { NavLink, Outlet, useNavigate, useRouteError, useRouteLoaderData } from "react-router";
import logo from "@/assets/art/logo.svg";
import { ErrorPage } from "@/components/error-page";
import { toast } from "@/components/toast/toast-store";
import { type AdminUserInfo, fetchCurrentUser, logout } from "@/features/auth/api";
import { redirectIfSessionEnded, requireAdminSession } from "@/features/auth/guard";
import type { MessageKey } from "@/i18n/messages";
import { DEFAULT_LOCALE, translate } from "@/i18n/messages";
import { useT } from "@/i18n/use-t";
import { apiFetch } from "@/lib/api";
import { TimeZoneContext } from "@/lib/time-zone";
import { useMenu } from "@/lib/use-menu";
import type { Route } from "./+types/layout";
import styles from "./layout.module.css";

export const meta = () => [
  { title: `${translate(DEFAULT_LOCALE, "admin.title")} | Sankalp` },
  { name: "robots", content: "noindex" },
];

/** The settings' time zone, in which the admin area shows times; India's when they cannot be read. */
async function fetchTimeZone(): Promise<string> {
  try {
    const { site } = await apiFetch<"getSite">("/api/v1/site");
    return site.timezone || DEFAULT_TIME_ZONE;
  } catch (error) {
    console.error("Could not read the site's time zone", error);
    return DEFAULT_TIME_ZONE;
  }
}

/** The route guard (no access token in session storage, no admin area), then who is signed in. */
export async function clientLoader() {
  requireAdminSession();
  const timeZone = fetchTimeZone();
  try {
    return { user: await fetchCurrentUser(), timeZone: await timeZone };
  } catch (error) {
    redirectIfSessionEnded(error);
    // The shell still shows: the page inside says what it could not load.
    console.error("Could not load the signed-in administrator", error);
    return { user: null, timeZone: await timeZone };
  }
}

const DEFAULT_TIME_ZONE = "Asia/Kolkata";

/** The admin's own menu: every entry a page of the admin area. */
const MENU: ReadonlyArray<{ key: MessageKey; to: string; end?: boolean }> = [
  { key: "admin.menu.dashboard", to: "/admin", end: true },
  { key: "admin.menu.darshan", to: "/admin/daily-darshan" },
  { key: "admin.menu.users", to: "/admin/users" },
  { key: "admin.menu.pujas", to: "/admin/rituals" },
  { key: "admin.menu.orders", to: "/admin/orders" },
  { key: "admin.menu.photos", to: "/admin/photos" },
  { key: "admin.menu.pages", to: "/admin/pages" },
  { key: "admin.menu.settings", to: "/admin/settings" },
];

/**
 * The admin area's shell, apart from the public site's chrome (no phone strip, footer or floating
 * buttons over the forms): a bar with the site's mark, a link to the public site, the signed-in
 * administrator's name and Logout; the menu beside the page (above it, folded, on a phone).
 */
function AdminShell({ user, children }: { user: AdminUserInfo | null; children: ReactNode }) {
  const t = useT();
  const navigate = useNavigate();
  const [open, setOpen] = useMenu();
  const [leaving, setLeaving] = useState(false);

  async function onLogout() {
    setLeaving(true);
    await logout();
    toast.success(t("admin.loggedOut"));
    navigate("/login", { replace: true });
  }

  return (
    <>
      <a className="skip-link" href="#admin-main">
        {t("skip.toContent")}
      </a>
      <header className={styles.bar} data-testid="admin-bar">
        <div className={`container ${styles.barInner}`}>
          <NavLink to="/admin" className={styles.brand}>
            <img src={logo} width={36} height={36} alt="" />
            <span>{t("admin.shell.brand")}</span>
          </NavLink>
          <a className={styles.viewSite} href="/">
            {t("admin.shell.viewSite")}
          </a>
          <div className={styles.who}>
            {user ? (
              <span className={styles.name} data-testid="admin-user">
                {user.fullName}
              </span>
            ) : null}
            <button type="button" className={styles.logout} onClick={onLogout} disabled={leaving}>
              {leaving ? t("admin.loggingOut") : t("admin.menu.logout")}
            </button>
          </div>
        </div>
      </header>
      <div className={`container ${styles.shell}`}>
        <aside className={styles.side}>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls="admin-menu"
            onClick={() => setOpen((o) => !o)}
          >
            <span className={styles.burger} aria-hidden="true" data-open={open} />
            {t("admin.menu.toggle")}
          </button>
          <nav id="admin-menu" aria-label={t("admin.menu.label")} className={styles.menu} data-open={open}>
            <ul className={styles.links}>
              {MENU.map(({ key, to, end }) => (
                <li key={key}>
                  <NavLink
                    to={to}
                    end={end}
                    className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
                    onClick={() => setOpen(false)}
                  >
                    {t(key)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
        <main id="admin-main" tabIndex={-1} className={styles.content}>
          {children}
        </main>
      </div>
    </>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <TimeZoneContext value={loaderData.timeZone}>
      <AdminShell user={loaderData.user}>
        <Outlet />
      </AdminShell>
    </TimeZoneContext>
  );
}

/** An error in an admin page shows in the shell, so the menu stays within reach. */
export function ErrorBoundary() {
  const error = useRouteError();
  const loaded = useRouteLoaderData<typeof clientLoader>("routes/admin/layout");
  return (
    <AdminShell user={loaded?.user ?? null}>
      <ErrorPage error={error} />
    </AdminShell>
  );
}
