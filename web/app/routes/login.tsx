import { pageMeta } from "@/lib/meta";

export const meta = () =>
  pageMeta({
    title: "Login Page",
    description: "Administrator sign-in.",
    path: "/login",
  });

export default function LoginPage() {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>Login Page</h1>
      </div>
    </section>
  );
}
