import { pageMeta } from "@/lib/meta";

export const meta = () =>
  pageMeta({
    title: "About Us",
    description: "Meet the priest who performs your rituals.",
    path: "/about-us",
  });

export default function AboutUsPage() {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>About Us</h1>
      </div>
    </section>
  );
}
