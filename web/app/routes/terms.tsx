import { pageMeta } from "@/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Terms and Conditions",
    description: "The terms under which rituals are booked and performed.",
    path: "/terms-and-condition",
  });

export default function TermsPage() {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>Terms and Conditions</h1>
      </div>
    </section>
  );
}
