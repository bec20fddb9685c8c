import { useParams } from "react-router";
import { RitualEditor } from "@/features/admin-rituals/ritual-form";

export default function AdminRitual() {
  const { slug } = useParams();
  return <RitualEditor key={slug} slug={slug} />;
}
