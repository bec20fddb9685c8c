import { Link } from "react-router";
import { DEFAULT_LOCALE, translate } from "@/i18n/messages";
import { useT } from "@/i18n/use-t";

export const meta = () => [
  { title: `${translate(DEFAULT_LOCALE, "admin.notFound.title")} | Sankalp` },
  { name: "robots", content: "noindex" },
];

/** An admin address that names no admin page: said inside the admin shell, with the way back. */
export default function AdminNotFound() {
  const t = useT();
  return (
    <section data-testid="admin-not-found">
      <h1>{t("admin.notFound.title")}</h1>
      <p className="lead">{t("admin.notFound.body")}</p>
      <p>
        <Link className="btn" to="/admin">
          {t("admin.notFound.back")}
        </Link>
      </p>
    </section>
  );
}
