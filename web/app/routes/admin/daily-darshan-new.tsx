import { Link } from "react-router";
import { CreatePostForm } from "@/features/admin-posts/create-post-form";
import { useT } from "@/i18n/use-t";
import styles from "@/features/admin-posts/admin-posts.module.css";

export default function AdminDarshanNew() {
  const t = useT();
  return (
    <section>
      <div className={styles.listHead}>
        <h1>{t("darshan.form.heading")}</h1>
        <Link className="btn btn-outline" to="/admin/daily-darshan">
          {t("darshan.form.viewAll")}
        </Link>
      </div>
      <CreatePostForm />
    </section>
  );
}
