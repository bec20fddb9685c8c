import { pageMeta } from "@/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Privacy Policy",
    description: "What this site collects, why, and how it is kept.",
    path: "/policy",
  });

export default function PolicyPage() {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>Privacy Policy</h1>
      </div>
    </section>
  );
}
