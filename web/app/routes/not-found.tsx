import { NotFound } from "@/components/not-found";
import { notFoundMeta } from "@/lib/meta";

export const meta = () => notFoundMeta();

export default function NotFoundRoute() {
  return <NotFound />;
}
