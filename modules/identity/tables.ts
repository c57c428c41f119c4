export interface UsersTable {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  is_admin: boolean;
  password_hash: string;
  created_at: Date;
  updated_at: Date;
}

/** A signed-in session: operational state, not a domain fact, so a plain table and no events. */
export interface UserSessionsTable {
  /** SHA-256 of the cookie's random id, base64url: the id itself is never stored. */
  id_hash: string;
  user_id: string;
  created_at: Date;
  last_seen_at: Date;
  /** When the session ends unless used again: the idle timeout from last_seen_at, never past expires_at. */
  idle_expires_at: Date;
  /** The absolute timeout from created_at. */
  expires_at: Date;
}

export interface IdentityTables {
  users: UsersTable;
  user_sessions: UserSessionsTable;
}
