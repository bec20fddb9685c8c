import { NotFound } from "@/components/not-found";
import { pageMeta } from "@/lib/meta";

export const meta = () => [
  ...pageMeta({
    title: "Page not found",
    description: "The page you were looking for could not be found.",
    path: "/404",
    noindex: true,
  }).filter((m) => !("tagName" in m)),
];

export default function NotFoundRoute() {
  return <NotFound />;
}
