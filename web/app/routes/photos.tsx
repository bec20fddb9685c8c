import { pageMeta } from "@/lib/meta";
import type { Route } from "./+types/photos";

export const meta = ({ params }: Route.MetaArgs) =>
  pageMeta({
    title: params.id === "vip-photos" ? "VIP Photos" : "All Photos",
    description: "Photographs of pujas, homas and festivals performed by our priest.",
    path: `/photos/${params.id}`,
  });

export default function PhotosPage() {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>Photo Gallery</h1>
      </div>
    </section>
  );
}
