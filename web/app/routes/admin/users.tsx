import { useRouteLoaderData } from "react-router";
import { PasswordForm } from "@/features/admin-users/password-form";
import { UsersPanel } from "@/features/admin-users/users-panel";
import { listUsers } from "@/features/admin-users/api";
import type { AdminUserInfo } from "@/features/auth/api";
import { redirectIfSessionEnded, requireAdminSession } from "@/features/auth/guard";
import { DEFAULT_LOCALE, translate } from "@/i18n/messages";
import { useT } from "@/i18n/use-t";
import type { Route } from "./+types/users";

export const meta = () => [
  { title: `${translate(DEFAULT_LOCALE, "admin.users.title")} | Sankalp` },
  { name: "robots", content: "noindex" },
];

export async function clientLoader() {
  // Loaders run side by side: the guard is checked here too, before any call is made.
  requireAdminSession();
  try {
    return { users: await listUsers(), error: null };
  } catch (error) {
    redirectIfSessionEnded(error);
    return { users: [], error: error instanceof Error ? error.message : String(error) };
  }
}

export default function UsersPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const shell = useRouteLoaderData("routes/admin/layout") as { user: AdminUserInfo | null } | undefined;
  return (
    <section>
      <h1>{t("admin.users.title")}</h1>
      <p className="lead">{t("admin.users.intro")}</p>
      {loaderData.error ? (
        <p className="lead" role="alert">
          {t("admin.users.loadFailed", { message: loaderData.error })}
        </p>
      ) : (
        <UsersPanel initial={loaderData.users} me={shell?.user ?? null} />
      )}
      <PasswordForm />
    </section>
  );
}
