import { PhotoManager } from "@/features/admin-photos/photo-manager";
import { useT } from "@/i18n/use-t";

export default function AdminPhotos() {
  const t = useT();
  return (
    <section>
      <h1>{t("photos.heading")}</h1>
      <p className="lead">{t("photos.intro")}</p>
      <PhotoManager />
    </section>
  );
}
