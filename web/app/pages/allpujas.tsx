import { RitualCard } from "@/components/ritual-card";
import { useContent } from "@/content/content-context";
import type { SiteContent } from "@/content/types";
import { cardOf, ritualsIn } from "@/features/catalogue/catalogue";
import { useT } from "@/i18n/use-t";
import type { PageMeta } from "@/lib/meta";
import type { Params } from "@/lib/page";
import { breadcrumbJsonLd } from "@/lib/structured-data";
import styles from "./allpujas.module.css";

const categoryOf = (content: SiteContent, params: Params) =>
  content.lists.category.find((c) => c.category === params.category);

/** One page per category of the content. */
export const paths = (content: SiteContent) => content.lists.category.map((c) => ({ category: c.category }));

export function meta(content: SiteContent, params: Params): PageMeta {
  const entry = categoryOf(content, params);
  const path = `/allpujas/${params.category}`;
  return {
    title: `${entry?.name ?? params.category}: all puja services`,
    description: entry?.description ?? "",
    path,
    jsonLd: [
      breadcrumbJsonLd(content.origin, [
        { name: "Home", path: "/" },
        { name: "All Puja Services", path: "/allpujas/pujas" },
        { name: entry?.name ?? "", path },
      ]),
    ],
  };
}

export default function AllPujasPage({ params }: { params: Params }) {
  const t = useT();
  const content = useContent();
  const current = categoryOf(content, params);
  const list = ritualsIn(content, params.category ?? "").map(cardOf);
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <p className="eyebrow">{t("allPujas.eyebrow")}</p>
          <h1>{t("allPujas.title")}</h1>
          <p className="lead">{current?.description}</p>
          <nav aria-label={t("allPujas.categories")} className={styles.categories}>
            {content.lists.category.map((b) => {
              const active = b.category === params.category;
              return (
                <a
                  key={b.category}
                  href={`/allpujas/${b.category}`}
                  className={`${styles.category} ${active ? styles.active : ""}`}
                  aria-current={active ? "page" : undefined}
                >
                  {b.name}
                </a>
              );
            })}
          </nav>
        </div>
      </section>
      <section className="container section" aria-labelledby="category-title">
        <h2 id="category-title" className={styles.count}>
          {t("allPujas.count", { name: current?.name ?? params.category ?? "", count: list.length })}
        </h2>
        <ul className={styles.grid}>
          {list.map((ritual, index) => (
            <li key={ritual.id}>
              <RitualCard ritual={ritual} first={index === 0} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
