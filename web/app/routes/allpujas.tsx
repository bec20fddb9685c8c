import { NavLink, useParams } from "react-router";
import { NotFound } from "@/components/not-found";
import { CATEGORY_BUTTONS, isCategory } from "@/content/categories";
import { pageMeta } from "@/lib/meta";
import type { Route } from "./+types/allpujas";

export const meta = ({ params }: Route.MetaArgs) => {
  const button = CATEGORY_BUTTONS.find((b) => b.category === params.category);
  return pageMeta({
    title: button ? `${button.text}: all puja services` : "All puja services",
    description: "Browse the rituals we perform for you, by category.",
    path: `/allpujas/${params.category}`,
  });
};

export default function AllPujasPage() {
  const { category } = useParams();
  if (!isCategory(category)) {
    console.log("Category is missing.");
    return <NotFound />;
  }
  return (
    <section className="page-hero">
      <div className="container">
        <h1>All Puja Services</h1>
        <nav aria-label="Categories">
          {CATEGORY_BUTTONS.map((b) => (
            <NavLink key={b.category} to={`/allpujas/${b.category}`} className="btn btn-outline">
              {b.text}
            </NavLink>
          ))}
        </nav>
      </div>
    </section>
  );
}
