import { useState } from "react";
import { Link, NavLink, Outlet, useNavigate } from "react-router";
import { toast } from "@/components/toast/toast-store";
import { logout } from "@/features/auth/api";
import { requireAdminSession } from "@/features/auth/guard";
import type { MessageKey } from "@/i18n/messages";
import { DEFAULT_LOCALE, translate } from "@/i18n/messages";
import { useT } from "@/i18n/use-t";
import { useMenu } from "@/lib/use-menu";
import styles from "./layout.module.css";

export const meta = () => [
  { title: `${translate(DEFAULT_LOCALE, "admin.title")} | Sankalp` },
  { name: "robots", content: "noindex" },
];

/** The route guard: no access token in session storage, no admin area. */
export function clientLoader() {
  requireAdminSession();
  return null;
}

/** Dashboard, Daily Darshan, Orders and Settings have pages of their own; the rest point at /admin/, as specified. */
const MENU: ReadonlyArray<{ key: MessageKey; to: string; end?: boolean; own?: boolean }> = [
  { key: "admin.menu.dashboard", to: "/admin", end: true, own: true },
  { key: "admin.menu.darshan", to: "/admin/daily-darshan", own: true },
  { key: "admin.menu.users", to: "/admin/" },
  { key: "admin.menu.pujas", to: "/admin/" },
  { key: "admin.menu.orders", to: "/admin/orders", own: true },
  { key: "admin.menu.photos", to: "/admin/" },
  { key: "admin.menu.settings", to: "/admin/settings", own: true },
];

export default function AdminLayout() {
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
            {MENU.map(({ key, to, end, own }) => (
              <li key={key}>
                {own ? (
                  <NavLink
                    to={to}
                    end={end}
                    className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
                    onClick={() => setOpen(false)}
                  >
                    {t(key)}
                  </NavLink>
                ) : (
                  <Link to={to} className={styles.link} onClick={() => setOpen(false)}>
                    {t(key)}
                  </Link>
                )}
              </li>
            ))}
            <li>
              <button type="button" className={`${styles.link} ${styles.logout}`} onClick={onLogout} disabled={leaving}>
                {leaving ? t("admin.loggingOut") : t("admin.menu.logout")}
              </button>
            </li>
          </ul>
        </nav>
      </aside>
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
