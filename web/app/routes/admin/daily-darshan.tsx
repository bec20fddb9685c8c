import { AdminPostList } from "@/features/admin-posts/admin-post-list";

export default function AdminDarshan() {
  return <AdminPostList />;
}
