/** The administrators (`/api/v1/users`) and one's own password, with the administrator's session. */
import { type AdminUserInfo, authFetch } from "@/features/auth/api";
import { type ApiBody, type ApiData, jsonBody } from "@/lib/api";

export type NewAdministrator = ApiBody<"createUser">;

export async function listUsers(): Promise<AdminUserInfo[]> {
  const { users } = await authFetch<"listUsers">("/api/v1/users", { cache: "no-store" });
  return users;
}

/** The new administrator, and with `signInLink` the link's path, shown this once. */
export async function createUser(user: NewAdministrator): Promise<ApiData<"createUser">> {
  return authFetch<"createUser">("/api/v1/users", jsonBody<"createUser">(user));
}

export async function deleteUser(id: string): Promise<void> {
  await authFetch<"deleteUser">(`/api/v1/users/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await authFetch<"changePassword">(
    "/api/v1/users/me/password",
    jsonBody<"changePassword">({ currentPassword, newPassword }, { method: "PUT" }),
  );
}
