import logo from "@/assets/art/logo.svg";
import { CloseIcon, MenuIcon, PhoneIcon } from "@/components/icons/icons";
import { useFrame } from "@/content/content-context";
import { callUrl } from "@/lib/booking";
import type { MessageKey } from "@/i18n/messages";
import { pageHref } from "@/i18n/locales";
import { useLocale, useT } from "@/i18n/use-t";
import { useMenu } from "@/lib/use-menu";
import styles from "./header.module.css";
import { LanguageSwitcher } from "./language-switcher";

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
  const locale = useLocale();
  const [open, setOpen] = useMenu();
  const { site, path } = useFrame();

  return (
    <header className={styles.header}>
      <LanguageSwitcher />
      <div className={`container ${styles.bar}`}>
        <a
          href={pageHref("/", locale)}
          className={styles.brand}
          aria-label={t("nav.home", { business: site.businessName })}
          aria-current={path === "/" ? "page" : undefined}
        >
          <img src={logo} width={44} height={44} alt="" />
          <span className={styles.wordmark}>{site.businessName}</span>
        </a>

        {/* Both icons are in the markup and CSS shows one: the page works the same whether React (the admin
            app) or the public pages' island (header.island.ts) drives the button. */}
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
                <a
                  href={pageHref(to, locale)}
                  className={path === to ? `${styles.link} ${styles.active}` : styles.link}
                  aria-current={path === to ? "page" : undefined}
                  onClick={() => setOpen(false)}
                >
                  {t(key)}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <a className={styles.phone} href={callUrl(site.phone)}>
          <PhoneIcon size={18} />
          <span className="visually-hidden">{t("nav.callUs")}: </span>
          {site.phoneDisplay}
        </a>
      </div>
    </header>
  );
}
