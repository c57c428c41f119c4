import { db } from "../database.ts";
import { normalizeEmail } from "./events.ts";
import { decoyHash, verifyPassword } from "./password.ts";

/** The current user as the site and the JSON API show it (spec §7 `/api/auth/user`). */
export interface User {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isAdmin: boolean;
}

export const userColumns = ["id", "email", "first_name", "last_name", "profile_image_url", "is_admin"] as const;

export function toUser(row: {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  is_admin: boolean;
}): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    profileImageUrl: row.profile_image_url,
    isAdmin: row.is_admin,
  };
}

export async function findUserById(userId: string): Promise<User | null> {
  const row = await db().selectFrom("users").select(userColumns).where("id", "=", userId).executeTakeFirst();
  return row ? toUser(row) : null;
}

export async function findUserByEmail(email: string): Promise<User | null> {
  const row = await db()
    .selectFrom("users")
    .select(userColumns)
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", normalizeEmail(email)))
    .executeTakeFirst();
  return row ? toUser(row) : null;
}

/** The user whose email and password these are, or null; takes the same time either way. */
export async function verifyCredentials(email: string, password: string): Promise<User | null> {
  const row = await db()
    .selectFrom("users")
    .select([...userColumns, "password_hash"])
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", normalizeEmail(email)))
    .executeTakeFirst();
  const matches = await verifyPassword(password, row?.password_hash ?? (await decoyHash));
  return row && matches ? toUser(row) : null;
}
