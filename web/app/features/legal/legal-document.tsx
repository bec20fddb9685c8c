import type { LegalDocument } from "@/content/types";
import { useT } from "@/i18n/use-t";
import { isoDate, sectionId } from "./legal";
import styles from "./legal.module.css";

/** Terms or privacy policy: title, date, summary, a table of contents and the numbered sections. */
export function LegalDocumentView({ doc }: { doc: LegalDocument }) {
  const t = useT();
  const sections = doc.sections.map((section, index) => ({ ...section, id: sectionId(section.heading, index + 1) }));
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1 id="top">{doc.title}</h1>
          <p className={styles.updated}>
            <time dateTime={isoDate(doc.lastUpdated)}>{t("legal.lastUpdated", { date: doc.lastUpdated })}</time>
          </p>
        </div>
      </section>

      <div className={`container section ${styles.layout}`}>
        <nav className={styles.toc} aria-labelledby="toc-heading">
          <h2 id="toc-heading" className={styles.tocHeading}>
            {t("legal.toc")}
          </h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>

        <article className={styles.body}>
          <p className={styles.intro}>{doc.intro}</p>
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-h`}>
              <h2 id={`${section.id}-h`}>
                <span className={styles.number} aria-hidden="true">
                  {index + 1}.
                </span>{" "}
                {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
          <p className={styles.top}>
            <a href="#top">{t("legal.backToTop")}</a>
          </p>
        </article>
      </div>
    </>
  );
}
