import { pageMeta } from "@/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Photo Gallery",
    description: "Photographs of pujas, homas and festivals performed by our priest.",
    path: "/photo-gallery",
  });

export default function PhotoGalleryPage() {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>Photo Gallery</h1>
      </div>
    </section>
  );
}
