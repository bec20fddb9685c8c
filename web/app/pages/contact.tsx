import { BookButton } from "@/components/book-button";
import { ChatIcon, FacebookIcon, InstagramIcon, MailIcon, PhoneIcon, PinIcon } from "@/components/icons/icons";
import { useSite } from "@/content/content-context";
import { formatAddress } from "@/content/site";
import type { SiteContent } from "@/content/types";
import styles from "@/features/contact/contact.module.css";
import { useT } from "@/i18n/use-t";
import { callUrl } from "@/lib/booking";
import type { PageMeta } from "@/lib/meta";
import { businessJsonLd } from "@/lib/structured-data";

export const meta = (content: SiteContent): PageMeta => ({
  title: content.pages.contact.title,
  description: content.pages.contact.description,
  path: "/contact",
  jsonLd: [businessJsonLd(content.site, content.origin)],
});

export default function ContactPage() {
  const t = useT();
  const site = useSite();
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <p className="eyebrow">{t("contact.eyebrow")}</p>
          <h1>{t("contact.heading")}</h1>
          <p className="lead">{t("contact.intro")}</p>
        </div>
      </section>

      <div className={`container section ${styles.grid}`}>
        <section className={styles.card} aria-labelledby="talk-heading">
          <h2 id="talk-heading">{t("contact.talkHeading")}</h2>
          <p className={styles.muted}>{t("contact.talkIntro")}</p>
          <ul className={styles.rows}>
            <li className={styles.row}>
              <span className={styles.icon}>
                <PhoneIcon size={22} />
              </span>
              <span>
                <span className={styles.label}>{t("footer.phone")}</span>
                <a className={styles.value} href={callUrl(site.phone)}>
                  {site.phoneDisplay}
                </a>
              </span>
            </li>
            <li className={styles.row}>
              <span className={styles.icon}>
                <MailIcon size={22} />
              </span>
              <span>
                <span className={styles.label}>{t("footer.email")}</span>
                <a className={styles.value} href={`mailto:${site.email}`}>
                  {/* On a narrow phone the address may wrap: let it break after the @, not mid-word. */}
                  {site.email.split("@").flatMap((part, i) => (i === 0 ? [part] : ["@", <wbr key="wbr" />, part]))}
                </a>
              </span>
            </li>
            <li className={styles.row}>
              <span className={styles.icon}>
                <PinIcon size={22} />
              </span>
              <span>
                <span className={styles.label}>{t("footer.address")}</span>
                <address className={styles.value}>{formatAddress(site.address)}</address>
                {site.mapUrl ? (
                  <a
                    className={styles.map}
                    href={site.mapUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    data-testid="contact-map"
                  >
                    {t("contact.map")}
                    <span className="visually-hidden"> {t("contact.newTab")}</span>
                  </a>
                ) : null}
              </span>
            </li>
          </ul>
        </section>

        <section className={`${styles.card} ${styles.social}`} aria-labelledby="social-heading">
          <h2 id="social-heading">{t("contact.socialHeading")}</h2>
          <ul className={styles.buttons}>
            <li>
              <BookButton className={`${styles.socialButton} ${styles.whatsapp}`}>
                <ChatIcon size={22} />
                {t("contact.whatsapp")}
                <span className="visually-hidden"> {t("booking.opensWhatsApp")}</span>
              </BookButton>
            </li>
            {site.social.facebook ? (
              <li>
                <a
                  className={`${styles.socialButton} ${styles.facebook}`}
                  href={site.social.facebook}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <FacebookIcon size={22} />
                  {t("contact.facebook")}
                  <span className="visually-hidden"> {t("contact.newTab")}</span>
                </a>
              </li>
            ) : null}
            {site.social.instagram ? (
              <li>
                <a
                  className={`${styles.socialButton} ${styles.instagram}`}
                  href={site.social.instagram}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <InstagramIcon size={22} />
                  {t("contact.instagram")}
                  <span className="visually-hidden"> {t("contact.newTab")}</span>
                </a>
              </li>
            ) : null}
          </ul>
        </section>
      </div>
    </>
  );
}
