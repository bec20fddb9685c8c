import { NotFound } from "@/components/not-found";
import { notFoundMeta } from "@/lib/meta";

/** The designed not-found page: the server answers every unknown address with it and status 404. */
export const meta = notFoundMeta;

export default function NotFoundPage() {
  return <NotFound />;
}
