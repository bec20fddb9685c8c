import { RitualList } from "@/features/admin-rituals/ritual-list";

export default function AdminRituals() {
  return <RitualList />;
}
