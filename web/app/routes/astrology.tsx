import { pageMeta } from "@/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Astrology",
    description: "Question-chart (Prashna) consultation.",
    path: "/astrology",
  });

export default function AstrologyPage() {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>Astrology</h1>
      </div>
    </section>
  );
}
