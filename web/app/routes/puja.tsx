import { NotFound } from "@/components/not-found";

export default function PujaPage() {
  return <NotFound />;
}
