import { useFrame } from "@/content/content-context";
import { LOCALES, LOCALE_NAMES, localisedPath, splitLocale } from "@/i18n/locales";
import { useLocale, useT } from "@/i18n/use-t";
import styles from "./language-switcher.module.css";

/**
 * Links to this same page in every language (ARCHITECTURE.md §9): plain links, no script. Each names its
 * language (`hreflang`, `lang`), so the server leaves its address as it is on every language's page. The
 * not-found page links to each language's home.
 */
export function LanguageSwitcher() {
  const t = useT();
  const current = useLocale();
  const here = splitLocale(useFrame().path).path;
  const path = here === "/404" ? "/" : here;
  return (
    <nav className={styles.switcher} aria-label={t("language.label")} data-language-switcher="">
      <ul className={`container ${styles.list}`}>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={localisedPath(path, locale)}
              hrefLang={locale}
              lang={locale}
              className={styles.link}
              aria-current={locale === current ? "true" : undefined}
            >
              {LOCALE_NAMES[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
