import { NotFound } from "@/components/not-found";

export default function DetailsPage() {
  return <NotFound />;
}
