import { LoginPanel } from "@/features/auth/login-form";
import { DEFAULT_LOCALE, translate } from "@/i18n/messages";
import { pageMeta } from "@/lib/meta";

export const meta = () =>
  pageMeta({
    title: translate(DEFAULT_LOCALE, "login.title"),
    description: translate(DEFAULT_LOCALE, "login.description"),
    path: "/login",
    noindex: true,
  });

export default function LoginPage() {
  return <LoginPanel />;
}
