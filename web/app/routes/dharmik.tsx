import { pageMeta } from "@/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Dharmik Yatra: Kurukshetra",
    description: "Pilgrimage services at the sacred sites of Kurukshetra.",
    path: "/dharmik",
  });

export default function DharmikPage() {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>Dharmik Yatra: Kurukshetra</h1>
      </div>
    </section>
  );
}
