import { NavLink } from "react-router";
import logo from "@/assets/art/logo.svg";
import { CloseIcon, MenuIcon, PhoneIcon } from "@/components/icons/icons";
import { site } from "@/content/site";
import { callUrl } from "@/lib/booking";
import type { MessageKey } from "@/i18n/messages";
import { useT } from "@/i18n/use-t";
import { useMenu } from "@/lib/use-menu";
import styles from "./header.module.css";

export const NAV_LINKS: ReadonlyArray<{ key: MessageKey; to: string }> = [
  { key: "nav.darshan", to: "/daily-darshan" },
  { key: "nav.blogs", to: "/" },
  { key: "nav.allPujas", to: "/allpujas/pujas" },
  { key: "nav.gallery", to: "/photo-gallery" },
  { key: "nav.astrology", to: "/astrology" },
  { key: "nav.contact", to: "/contact" },
  { key: "nav.login", to: "/login" },
];

export function Header() {
  const t = useT();
  const [open, setOpen] = useMenu();

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <NavLink to="/" className={styles.brand} aria-label={t("nav.home", { business: site.businessName })} end>
          <img src={logo} width={44} height={44} alt="" />
          <span className={styles.wordmark}>{site.businessName}</span>
        </NavLink>

        {/* Both icons are in the markup and CSS shows one: the page works the same whether React or the
            home page's small script (app/islands/home.ts) drives the button. */}
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls="site-menu"
          onClick={() => setOpen((o) => !o)}
          data-nav-toggle=""
          data-label-open={t("nav.open")}
          data-label-close={t("nav.close")}
        >
          <MenuIcon className={styles.iconOpen} />
          <CloseIcon className={styles.iconClose} />
          <span className="visually-hidden" data-nav-label="">
            {open ? t("nav.close") : t("nav.open")}
          </span>
        </button>

        <nav id="site-menu" aria-label={t("nav.label")} className={styles.nav} data-open={open}>
          <ul className={styles.links}>
            {NAV_LINKS.map(({ key, to }) => (
              <li key={key}>
                <NavLink
                  to={to}
                  end
                  className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
                  onClick={() => setOpen(false)}
                >
                  {t(key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <a className={styles.phone} href={callUrl()}>
          <PhoneIcon size={18} />
          <span className="visually-hidden">{t("nav.callUs")}: </span>
          {site.phoneDisplay}
        </a>
      </div>
    </header>
  );
}
