import logo from "@/assets/art/logo-mark-light.svg";
import { FacebookIcon, InstagramIcon, MailIcon, PhoneIcon, PinIcon, YoutubeIcon } from "@/components/icons/icons";
import { useFrame } from "@/content/content-context";
import { formatAddress, socialLinks } from "@/content/site";
import { callUrl } from "@/lib/booking";
import type { MessageKey } from "@/i18n/messages";
import { pageHref } from "@/i18n/locales";
import { useLocale, useT } from "@/i18n/use-t";
import styles from "./footer.module.css";

export const FOOTER_LINKS: ReadonlyArray<{ key: MessageKey; to: string }> = [
  { key: "footer.home", to: "/" },
  { key: "footer.journey", to: "/" },
  { key: "footer.allPujas", to: "/allpujas/pujas" },
  { key: "footer.gallery", to: "/photos/vip-photos" },
  { key: "footer.astrology", to: "/astrology" },
  { key: "footer.contact", to: "/contact" },
  { key: "footer.privacy", to: "/policy" },
  { key: "footer.terms", to: "/terms-and-condition" },
];

const SOCIAL_ICONS = { facebook: FacebookIcon, instagram: InstagramIcon, youtube: YoutubeIcon } as const;
const SOCIAL_NAMES = { facebook: "Facebook", instagram: "Instagram", youtube: "YouTube" } as const;

export function Footer() {
  const t = useT();
  const locale = useLocale();
  const { site, footerAbout } = useFrame();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section className={styles.about} aria-labelledby="footer-about">
          <div className={styles.brand}>
            <img src={logo} width={40} height={40} alt="" loading="lazy" />
            <h2 id="footer-about" className={styles.heading}>
              {t("footer.aboutHeading", { business: site.businessName })}
            </h2>
          </div>
          {footerAbout ? <p>{footerAbout}</p> : null}
        </section>

        <nav className={styles.col} aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {t("footer.quickLinks")}
          </h2>
          <ul className={styles.links}>
            {FOOTER_LINKS.map(({ key, to }) => (
              <li key={key}>
                <a href={pageHref(to, locale)}>{t(key)}</a>
              </li>
            ))}
          </ul>
        </nav>

        <section className={styles.col} aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {t("footer.contactHeading")}
          </h2>
          <ul className={styles.contact}>
            <li>
              <PhoneIcon size={18} />
              <span className="visually-hidden">{t("footer.phone")}: </span>
              <a href={callUrl(site.phone)}>{site.phoneDisplay}</a>
            </li>
            <li>
              <MailIcon size={18} />
              <span className="visually-hidden">{t("footer.email")}: </span>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </li>
            <li>
              <PinIcon size={18} />
              <span className="visually-hidden">{t("footer.address")}: </span>
              <span>{formatAddress(site.address)}</span>
            </li>
          </ul>
          <div className={styles.social}>
            {socialLinks(site).map(({ network, url }) => {
              const Icon = SOCIAL_ICONS[network];
              return (
                <a
                  key={network}
                  href={url}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={SOCIAL_NAMES[network]}
                >
                  <Icon size={20} />
                </a>
              );
            })}
          </div>
        </section>
      </div>
      <p className={styles.copyright}>
        {t("footer.copyright", { year: new Date().getFullYear(), company: site.copyrightCompany })}
      </p>
    </footer>
  );
}
