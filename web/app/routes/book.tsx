import { NotFound } from "@/components/not-found";

export default function BookPage() {
  return <NotFound />;
}
