import { NavLink } from "react-router";
import { NotFoundOnDemand } from "@/components/not-found-on-demand";
import { RitualCard } from "@/components/ritual-card";
import { CATEGORY_BUTTONS, isCategory } from "@/content/categories";
import { cardsIn } from "@/features/catalogue/catalogue.server";
import { useT } from "@/i18n/use-t";
import { pageMeta } from "@/lib/meta";
import { breadcrumbJsonLd } from "@/lib/structured-data";
import styles from "./allpujas.module.css";
import type { Route } from "./+types/allpujas";

const DESCRIPTIONS: Record<string, string> = {
  pujas: "Pujas for every occasion, from Satyanarayan and Ganesh puja to griha pravesh, performed in your name in Gokarna.",
  "homa-havan": "Homas and havans such as Gana Homa, Chandi Havan and Navagraha, offered into the sacred fire for you.",
  "festival-Pujas": "Festival pujas for Ganapathi Sthapana, Diwali Lakshmi Puja and Navratri, performed on the day in your name.",
  Parihara: "Remedial rites (parihara) such as Kala Sarpa Dosha Nivarana and Kumbha Vivaha, performed at Gokarna.",
  "Ancestors-rituals": "Rites for ancestors, Narayana Bali and Pitru Paksha shraddha, performed with care at Gokarna.",
};

/** Runs at build time for each category; an unknown category has no cards (and no pre-rendered page). */
export function loader({ params }: Route.LoaderArgs) {
  return { cards: isCategory(params.category) ? cardsIn(params.category) : [] };
}

export const meta = ({ params }: Route.MetaArgs) => {
  const button = CATEGORY_BUTTONS.find((b) => b.category === params.category);
  if (!button) return [{ title: "Page not found | Sankalp" }, { name: "robots", content: "noindex" }];
  const path = `/allpujas/${button.category}`;
  return pageMeta({
    title: `${button.text}: all puja services`,
    description: DESCRIPTIONS[button.category] ?? "",
    path,
    jsonLd: [
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: "All Puja Services", path: "/allpujas/pujas" },
        { name: button.text, path },
      ]),
    ],
  });
};

export default function AllPujasPage({ params, loaderData }: Route.ComponentProps) {
  const t = useT();
  const { category } = params;
  if (!isCategory(category)) {
    console.log("Category is missing.");
    return <NotFoundOnDemand />;
  }
  const current = CATEGORY_BUTTONS.find((b) => b.category === category);
  const list = loaderData.cards;
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <p className="eyebrow">{t("allPujas.eyebrow")}</p>
          <h1>{t("allPujas.title")}</h1>
          <p className="lead">{DESCRIPTIONS[category]}</p>
          <nav aria-label={t("allPujas.categories")} className={styles.categories}>
            {CATEGORY_BUTTONS.map((b) => (
              <NavLink
                key={b.category}
                to={`/allpujas/${b.category}`}
                className={({ isActive }) => `${styles.category} ${isActive ? styles.active : ""}`}
              >
                {b.text}
              </NavLink>
            ))}
          </nav>
        </div>
      </section>
      <section className="container section" aria-labelledby="category-title">
        <h2 id="category-title" className={styles.count}>
          {t("allPujas.count", { name: current?.text ?? category, count: list.length })}
        </h2>
        <ul className={styles.grid}>
          {list.map((ritual) => (
            <li key={ritual.id}>
              <RitualCard ritual={ritual} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
