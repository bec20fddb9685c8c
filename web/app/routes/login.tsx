import { LoginPanel } from "@/features/auth/login-form";
import { DEFAULT_LOCALE, translate } from "@/i18n/messages";

export const meta = () => [
  { title: `${translate(DEFAULT_LOCALE, "login.title")} | Sankalp` },
  { name: "description", content: translate(DEFAULT_LOCALE, "login.description") },
  { name: "robots", content: "noindex" },
];

export default function LoginPage() {
  return <LoginPanel />;
}
