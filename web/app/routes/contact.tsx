import { pageMeta } from "@/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Contact Us",
    description: "Have any inquiries regarding puja? Talk to us by phone, email or WhatsApp.",
    path: "/contact",
  });

export default function ContactPage() {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>Contact Us</h1>
      </div>
    </section>
  );
}
