import { RitualEditor } from "@/features/admin-rituals/ritual-form";

export default function AdminRitualNew() {
  return <RitualEditor />;
}
