import { Link } from "react-router";
import { site } from "@/content/site";
import { bookingUrl } from "@/features/booking/booking";
import { pageMeta } from "@/lib/meta";
import { useT } from "@/i18n/use-t";

export const meta = () =>
  pageMeta({
    title: `${site.businessName}: ${site.tagline}`,
    description:
      "Book authentic Vedic pujas, homas and remedial rites performed in Gokarna in your name, and join by video from anywhere.",
    path: "/",
  });

export default function HomePage() {
  const t = useT();
  return (
    <section className="page-hero">
      <div className="container">
        <p className="eyebrow">{site.holySite}</p>
        <h1>Experience the blessings of authentic Vedic rituals</h1>
        <p className="lead">{site.tagline}</p>
        <p>
          <a className="btn" href={bookingUrl()} target="_blank" rel="noopener noreferrer">
            {t("booking.book")}
          </a>{" "}
          <Link className="btn btn-outline" to="/allpujas/pujas">
            {t("nav.allPujas")}
          </Link>
        </p>
      </div>
    </section>
  );
}
