import { Outlet } from "react-router";

export const meta = () => [{ title: "Admin | Sankalp" }, { name: "robots", content: "noindex" }];

export default function AdminLayout() {
  return (
    <div className="container section">
      <Outlet />
    </div>
  );
}
